import { useLayoutEffect, useRef, type RefObject, type UIEventHandler } from 'react';

/**
 * Keeps a scroll position across <Activity> hide / show: a hidden subtree is display:none, which drops scrollTop,
 * and layout effects run again when it shows. The scroller is the list's own element, or (`document`: the embedded
 * app, where screens flow and the document scrolls) the window, followed only while the list shows.
 */
export function useRestoredScroll<T extends HTMLElement>(
  scroller: 'element' | 'document' = 'element',
): {
  ref: RefObject<T | null>;
  onScroll: UIEventHandler<T>;
} {
  const ref = useRef<T>(null);
  const saved = useRef(0);
  useLayoutEffect(() => {
    if (scroller === 'element') {
      if (ref.current) ref.current.scrollTop = saved.current;
      return;
    }
    window.scrollTo(0, saved.current);
    const follow = () => void (saved.current = window.scrollY);
    window.addEventListener('scroll', follow, { passive: true });
    return () => window.removeEventListener('scroll', follow);
  }, [scroller]);
  const onScroll: UIEventHandler<T> = (event) => {
    if (scroller === 'element') saved.current = event.currentTarget.scrollTop;
  };
  return { ref, onScroll };
}
