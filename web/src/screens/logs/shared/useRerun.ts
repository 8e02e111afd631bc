import { useCallback } from 'react';
import { useMutation } from 'urql';
import { useAppToast } from '../../pipelines/shared/useAppToast';
import { RerunFromFailedStepMutation, RescheduleRunMutation } from './documents';

/** '重新运行' (spec /reschedule: from the start, same trigger data) or '从失败步骤重试' (spec /reruntask). */
export type RerunMode = 'reschedule' | 'fromFailedStep';

/**
 * Starts a new run from a run; gives the new run's id, or undefined after saying '操作失败' (spec §8) — unless
 * the root says it already (a plan limit opens its notice).
 */
export function useRerun(): { busy: boolean; rerun(logId: string, mode: RerunMode): Promise<string | undefined> } {
  const toast = useAppToast();
  const [rescheduling, reschedule] = useMutation(RescheduleRunMutation);
  const [retrying, retry] = useMutation(RerunFromFailedStepMutation);
  const rerun = useCallback(
    async (logId: string, mode: RerunMode) => {
      if (mode === 'reschedule') {
        const result = await reschedule({ logId });
        if (result.error) toast.failed(result.error);
        return result.data?.rescheduleRun.logId;
      }
      const result = await retry({ logId });
      if (result.error) toast.failed(result.error);
      return result.data?.rerunFromFailedStep.logId;
    },
    [reschedule, retry, toast],
  );
  return { busy: rescheduling.fetching || retrying.fetching, rerun };
}
