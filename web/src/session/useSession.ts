import { useContext } from 'react';
import { SessionContext, type SessionState } from './sessionContext';

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider above it');
  return session;
}
