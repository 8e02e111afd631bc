import { createContext } from 'react';
import type { Session } from '../auth/session';

export interface SessionState {
  token: string | null;
  /** spec §4: store the token (cookie + local storage) with user id and company id. */
  signIn(session: Session): void;
  /** spec §4: clear the locally held session; the GraphQL cache (user info) goes with the client. */
  signOut(): void;
}

export const SessionContext = createContext<SessionState | null>(null);
