import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'platform',
    include: ['src/**/*.test.ts'],
    // files share a worker instead of each importing the platform afresh (≈1 s of a 2-core machine each);
    // no test mocks modules or timers, the product keeps its state per app and database, and the
    // environment is put back after every file
    isolate: false,
    setupFiles: ['src/test/restore-env.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
