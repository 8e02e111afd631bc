import { isRunUnfinished } from '@huiliu/core';
import { useCallback } from 'react';
import { useQuery } from 'urql';
import { RunDetailQuery } from '../detail/documents';
import { usePolling } from '../../../util/usePolling';
import { useRunUpdates } from './useRunUpdates';

/** How often an unfinished run is asked for again besides its stream (usePolling says why). */
const UNFINISHED_POLL_MS = 3000;

/** One run with its steps, refreshed while it is still queued or running (Subscription.runUpdated, and a poll). */
export function useRunDetail(logId: string) {
  const [result, refetch] = useQuery({ query: RunDetailQuery, variables: { logId } });
  const run = result.data?.run;
  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  const unfinished = run != null && isRunUnfinished(run.status);
  useRunUpdates(
    (update) => {
      if (update.logId === logId) reload();
    },
    { processId: run?.processId ?? '', pause: !unfinished },
  );
  usePolling(reload, UNFINISHED_POLL_MS, unfinished);
  return { result, run, reload };
}
