import { useLayoutEffect, useRef, type RefObject, type UIEventHandler } from 'react';

/**
 * Keeps a scroll container's position across <Activity> hide / show: a hidden subtree is
 * display:none, which drops scrollTop, and layout effects run again when it shows.
 */
export function useRestoredScroll<T extends HTMLElement>(): { ref: RefObject<T | null>; onScroll: UIEventHandler<T> } {
  const ref = useRef<T>(null);
  const saved = useRef(0);
  useLayoutEffect(() => {
    if (ref.current) ref.current.scrollTop = saved.current;
  }, []);
  const onScroll: UIEventHandler<T> = (event) => {
    saved.current = event.currentTarget.scrollTop;
  };
  return { ref, onScroll };
}
