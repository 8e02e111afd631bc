import type { EmbedBridge } from './bridge';

type Observer = new (callback: () => void) => { observe(target: Element): void; unobserve(target: Element): void };

/**
 * The height the editor asks for (docs/embedding.md §4): its canvas needs a definite height, not its content's. A
 * constant rather than max(viewport, 640): in the auto-height mode the iframe's viewport is only the height we last
 * reported, so the editor would keep whatever the list before it measured (a long list, a 2,000 px canvas). A
 * partner that wants a taller editor gives its iframe a min-height; the editor fills whatever height it gets.
 */
export const EDITOR_HEIGHT = 640;

/** How a screen sits in the iframe: at its natural height (document scroll), or filling the viewport (the editor). */
export type FrameKind = 'flow' | 'editor';

export interface HeightReport {
  /**
   * Reports `frame`'s height (flow: the content's, watched as it changes; editor: EDITOR_HEIGHT) until the returned
   * function is called. `watched` are more elements whose size changes can change the frame's (the content).
   */
  follow(frame: Element, kind: FrameKind, watched?: readonly Element[]): () => void;
}

/**
 * Tells the partner's page the height 汇流 wants its iframe to have (`resize`), so a page in the auto-height mode
 * sizes it and shows no second scroll bar. Whole pixels, and only changes, across screens too: a layout that
 * settles sends one message, and moving between two screens of one height sends none. Measured on the embedded
 * frame itself, never on the document: the document is at least the iframe's own height, so it could never shrink.
 */
export function createHeightReport(bridge: EmbedBridge, ObserverType: Observer | undefined = globalThis.ResizeObserver): HeightReport {
  let last = -1;
  let measure: (() => number) | null = null;
  const report = () => {
    if (!measure) return;
    const height = measure();
    if (height === last) return;
    last = height;
    bridge.post('resize', { height });
  };
  // without a ResizeObserver (old browsers, tests) the height is still told on each move, only not followed
  const observer = ObserverType ? new ObserverType(report) : null;
  return {
    follow(frame, kind, watched = []) {
      const targets = kind === 'editor' ? [] : [frame, ...watched];
      measure = kind === 'editor' ? () => EDITOR_HEIGHT : () => Math.ceil(frame.getBoundingClientRect().height);
      for (const target of targets) observer?.observe(target);
      report();
      return () => {
        for (const target of targets) observer?.unobserve(target);
        measure = null;
      };
    },
  };
}
