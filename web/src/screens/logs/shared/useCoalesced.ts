import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Wraps `action` so that calls within `delayMs` of the first run it once: a busy company streams
 * several status changes per run, and the list needs one refetch for a burst of them, not one each.
 */
export function useCoalesced(action: () => void, delayMs: number): () => void {
  const latest = useRef(action);
  useLayoutEffect(() => {
    latest.current = action;
  }, [action]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      latest.current();
    }, delayMs);
  }, [delayMs]);
}
