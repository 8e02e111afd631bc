import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Session } from '../../auth/session';
import { takeReturnPath } from '../../auth/returnPath';
import { sessionStore } from '../../browser';
import { SESSION_EXPIRED_KEY } from '../../errors/useAppErrorNavigation';
import { useSession } from '../../session/useSession';

/**
 * After the gateway's reply has set the session cookie: keeps who signed in (spec §4) and returns the
 * user to the remembered path, else the pipeline list.
 */
export function useFinishSignIn(): (payload: { userid: string; companyId: string }) => void {
  const { signIn } = useSession();
  const navigate = useNavigate();
  return useCallback(
    ({ userid, companyId }) => {
      const session: Session = { userId: userid, companyId };
      signIn(session);
      sessionStore.removeItem(SESSION_EXPIRED_KEY);
      void navigate(takeReturnPath(sessionStore), { replace: true });
    },
    [signIn, navigate],
  );
}
