import { isRunUnfinished } from '@huiliu/core';
import { useCallback } from 'react';
import { useQuery } from 'urql';
import { RunDetailQuery } from '../detail/documents';
import { useRunUpdates } from './useRunUpdates';

/** One run with its steps, refreshed while it is still queued or running (Subscription.runUpdated). */
export function useRunDetail(logId: string) {
  const [result, refetch] = useQuery({ query: RunDetailQuery, variables: { logId } });
  const run = result.data?.run;
  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  useRunUpdates(
    (update) => {
      if (update.logId === logId) reload();
    },
    { processId: run?.processId ?? '', pause: !run || !isRunUnfinished(run.status) },
  );
  return { result, run, reload };
}
