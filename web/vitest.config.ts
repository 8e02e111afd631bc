import { defineConfig } from 'vitest/config';

/**
 * One project for the web. Pure logic (`*.test.ts`) runs in node; component tests (`*.test.tsx`, Testing
 * Library) open with `// @vitest-environment happy-dom`, a DOM without a browser. Vitest 4 has no glob for
 * environments short of a second project, and a second project would fall outside `--project web`; happy-dom
 * for every file would make the pure tests five times slower. (knip cannot see a docblock, so knip.json names happy-dom.)
 */
export default defineConfig({
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    // files share a worker instead of each importing React, Fluent and i18next afresh (≈4 s of a 2-core machine
    // per component file); src/test/setup.ts gives each file the state a fresh worker would have
    isolate: false,
    setupFiles: ['src/test/setup.ts'],
  },
});
