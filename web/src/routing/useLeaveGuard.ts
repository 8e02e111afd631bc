import { useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * Unsaved work is not lost silently: while `isDirty()` says so, going to another page of the app is held (the
 * returned blocker drives the caller's dialog: proceed or reset), and closing or reloading the tab gets the browser's
 * own question. Dirtiness is read at the moment of leaving, not at render: a save that just finished must not block
 * its own redirect. useBlocker wants a data router: the app's and the embedded page's are (routing/router.tsx).
 * The pipeline editor and the developer's draft editor both guard through it.
 */
export function useLeaveGuard(isDirty: () => boolean): Blocker {
  const latest = useRef(isDirty);
  useLayoutEffect(() => {
    latest.current = isDirty;
  });
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && latest.current());
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current()) return;
      event.preventDefault();
      // browsers before the standard (Chrome < 119) ask only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  return blocker;
}
