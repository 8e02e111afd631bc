import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Calls `action` every `intervalMs` while `active` and the page is visible. The run log's live updates come over SSE,
 * but a change that happens between a screen's first query and its subscription being open is never streamed (a
 * rerun that finishes within that gap stayed 运行中 on its page); this safety net bounds how stale a screen can be.
 */
export function usePolling(action: () => void, intervalMs: number, active: boolean): void {
  const latest = useRef(action);
  useLayoutEffect(() => {
    latest.current = action;
  }, [action]);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') latest.current();
    }, intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
}
