import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSubscription } from 'urql';
import { RunUpdatedSubscription } from './documents';

type RunUpdate = { logId: string; processId: string; status: string };

/**
 * Calls `onUpdate` for each run status change the gateway streams (Subscription.runUpdated over SSE),
 * for one pipeline or, without `processId`, the whole company. `pause` stops the stream.
 */
export function useRunUpdates(onUpdate: (run: RunUpdate) => void, options: { processId?: string; pause?: boolean } = {}): void {
  const latest = useRef(onUpdate);
  useLayoutEffect(() => {
    latest.current = onUpdate;
  }, [onUpdate]);
  const [result] = useSubscription({
    query: RunUpdatedSubscription,
    variables: { processId: options.processId || null },
    pause: options.pause ?? false,
  });
  const update = result.data?.runUpdated;
  useEffect(() => {
    if (update) latest.current(update);
  }, [update]);
}
