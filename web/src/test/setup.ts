import { afterEach } from 'vitest';

// Testing Library unmounts between tests by itself only when the runner has globals; ours has none. Node-only
// files skip it, so they do not load React DOM.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}
