import { createContext } from 'react';
import type { Session } from '../auth/session';

export interface SessionState {
  /** Who signed in here; the token itself is an HttpOnly cookie this app never sees. */
  session: Session | null;
  /** spec §4: after the gateway has set the session cookie, keep the user id and company id. */
  signIn(session: Session): void;
  /** spec §4: clear the locally held session; the GraphQL cache (user info) goes with the client. */
  signOut(): void;
}

export const SessionContext = createContext<SessionState | null>(null);
