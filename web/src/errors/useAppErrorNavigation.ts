import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isLoginPath, LOGIN_PATH, rememberReturnPath } from '../auth/returnPath';
import { currentPath, sessionStore } from '../browser';
import { useSession } from '../session/useSession';
import { appErrorBus } from './appErrorBus';

/**
 * The note the login screen reads to say the session expired: kept in session storage beside the return
 * path, so it survives whichever redirect finally shows /login (this one or RequireAuth's).
 */
export const SESSION_EXPIRED_KEY = 'huiliu_session_expired';

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
        sessionStore.setItem(SESSION_EXPIRED_KEY, '1');
        // leave first: dropping the session while still on an app route would remember it again
        // the login screen tells why the user is there (issue 10 item 10: no longer "without a word")
        void Promise.resolve(navigate(LOGIN_PATH, { replace: true })).then(signOut);
      }),
    [navigate, signOut],
  );
}
