import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { clearSession, readToken, saveSession, type Session } from '../auth/session';
import { sessionStores } from '../browser';
import { SessionContext, type SessionState } from './sessionContext';

export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState(() => readToken(sessionStores));

  const signIn = useCallback((session: Session) => {
    saveSession(sessionStores, session);
    setToken(session.token);
  }, []);

  const signOut = useCallback(() => {
    clearSession(sessionStores);
    setToken(null);
  }, []);

  const value = useMemo<SessionState>(() => ({ token, signIn, signOut }), [token, signIn, signOut]);
  return <SessionContext value={value}>{children}</SessionContext>;
}
