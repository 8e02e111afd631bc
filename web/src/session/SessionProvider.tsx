import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { clearSession, saveSession, startSession, type Session } from '../auth/session';
import { localStore, sessionStores } from '../browser';
import { SessionContext, type SessionState } from './sessionContext';

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(() => startSession(sessionStores));

  const signIn = useCallback((next: Session) => {
    saveSession(localStore, next);
    setSession(next);
  }, []);

  const signOut = useCallback(() => {
    clearSession(localStore);
    setSession(null);
  }, []);

  const value = useMemo<SessionState>(() => ({ session, signIn, signOut }), [session, signIn, signOut]);
  return <SessionContext value={value}>{children}</SessionContext>;
}
