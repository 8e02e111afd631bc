import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isLoginPath, LOGIN_PATH, rememberReturnPath } from '../auth/returnPath';
import { currentPath, sessionStore } from '../browser';
import { useSession } from '../session/useSession';
import { appErrorBus } from './appErrorBus';

/**
 * spec §4 / §8: an UNAUTHENTICATED (2101) error anywhere stores the current path, ends the
 * local session and goes to /login; the login screen brings the user back afterwards.
 */
export function useAppErrorNavigation(): void {
  const navigate = useNavigate();
  const { signOut } = useSession();

  useEffect(
    () =>
      appErrorBus.subscribe((event) => {
        if (event.type !== 'unauthenticated') return;
        const path = currentPath();
        if (isLoginPath(path)) return;
        rememberReturnPath(sessionStore, path);
        // leave first: dropping the session while still on an app route would remember it again
        void Promise.resolve(navigate(LOGIN_PATH, { replace: true })).then(signOut);
      }),
    [navigate, signOut],
  );
}
