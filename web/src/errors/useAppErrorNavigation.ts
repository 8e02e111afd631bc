import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isLoginPath, LOGIN_PATH, rememberReturnPath } from '../auth/returnPath';
import { currentPath, sessionStore } from '../browser';
import { useSession } from '../session/useSession';
import { appErrorBus } from './appErrorBus';

/** Navigation state the login screen reads to say the session expired. */
export const SESSION_EXPIRED_STATE = { reason: 'sessionExpired' } as const;

export function isSessionExpiredState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { reason?: unknown }).reason === SESSION_EXPIRED_STATE.reason;
}

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
        // the login screen tells why the user is there (issue 10 item 10: no longer "without a word")
        void Promise.resolve(navigate(LOGIN_PATH, { replace: true, state: SESSION_EXPIRED_STATE })).then(signOut);
      }),
    [navigate, signOut],
  );
}
