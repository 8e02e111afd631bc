import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { clearSession, readSession, saveSession, SESSION_KEYS, startSession, type Session } from '../auth/session';
import { localStore, sessionStores } from '../browser';
import { SessionContext, type SessionState } from './sessionContext';

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(() => startSession(sessionStores));

  // Every tab shares the one cookie: when another tab signs in or out, follow it, so this tab never
  // shows one person's cached data while its requests already run as another (or as nobody).
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === null || event.key === SESSION_KEYS.userId || event.key === SESSION_KEYS.companyId) {
        setSession(readSession(localStore));
      }
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);

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
