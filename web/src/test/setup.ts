import { BUILTIN_VALIDATION_CONTEXT } from '@huiliu/core';
import { afterEach } from 'vitest';
import { setValidationContext } from '../editor/store/catalogueValidation';

/*
 * Test files share their worker and, for component tests, its happy-dom window (`isolate: false`,
 * vitest.config.ts). This file runs again before each of them: it puts back what a fresh worker would have —
 * the built-ins' validation context (an editor or AI screen rendered with a catalogue sets the module's),
 * and a window with empty storage, no cookies and its first address.
 */
setValidationContext(BUILTIN_VALIDATION_CONTEXT, []);

if (typeof document !== 'undefined') {
  // Testing Library unmounts between tests by itself only when the runner has globals; ours has none. Node-only
  // files skip all this, so they do not load React DOM.
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
  // happy-dom animates, and cancelling a toast's animation on unmount rejects a promise nobody awaits. Without
  // Element.animate (as in jsdom) Fluent's motion skips animating, which is what component tests want.
  Reflect.deleteProperty(Element.prototype, 'animate');
  freshWindow();
}

function freshWindow(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  const first = ((globalThis as { __firstHref?: string }).__firstHref ??= window.location.href);
  if (window.location.href !== first) window.history.replaceState(null, '', first);
}
