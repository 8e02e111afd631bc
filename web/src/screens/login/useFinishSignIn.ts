import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Session } from '../../auth/session';
import { takeReturnPath } from '../../auth/returnPath';
import { sessionStore } from '../../browser';
import { useSession } from '../../session/useSession';

/** Stores the token (spec §4) and returns the user to the remembered path, else the pipeline list. */
export function useFinishSignIn(): (payload: { token: string; userid: string; companyId: string }) => void {
  const { signIn } = useSession();
  const navigate = useNavigate();
  return useCallback(
    ({ token, userid, companyId }) => {
      const session: Session = { token, userId: userid, companyId };
      signIn(session);
      void navigate(takeReturnPath(sessionStore), { replace: true });
    },
    [signIn, navigate],
  );
}
