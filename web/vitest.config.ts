import { defineConfig } from 'vitest/config';

// Pure logic only (session storage, chunk recovery, routes, locales) and the build's own plugins: the
// node environment suffices.
export default defineConfig({
  test: { name: 'web', environment: 'node', include: ['src/**/*.test.ts', '*.test.ts'] },
});
