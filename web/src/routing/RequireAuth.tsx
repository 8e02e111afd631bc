import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LOGIN_PATH, rememberReturnPath } from '../auth/returnPath';
import { sessionStore } from '../browser';
import { useSession } from '../session/useSession';

/** spec §4: without a session, app routes go to /login remembering the path to return to. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const location = useLocation();
  if (session) return children;
  rememberReturnPath(sessionStore, `${location.pathname}${location.search}`);
  return <Navigate to={LOGIN_PATH} replace />;
}
