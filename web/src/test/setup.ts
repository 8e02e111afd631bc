import { afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  // Testing Library unmounts between tests by itself only when the runner has globals; ours has none. Node-only
  // files skip all this, so they do not load React DOM.
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
  // happy-dom animates, and cancelling a toast's animation on unmount rejects a promise nobody awaits. Without
  // Element.animate (as in jsdom) Fluent's motion skips animating, which is what component tests want.
  Reflect.deleteProperty(Element.prototype, 'animate');
}
