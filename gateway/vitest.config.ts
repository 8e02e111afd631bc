import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS (main) and ESM (module). Node hands graphql-yoga the CJS
    // copy while vite would hand our sources the ESM one: two GraphQLError classes,
    // and yoga then masks our errors as unexpected. One copy, the one Node picks.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  // Platform-backed suites load a PGlite snapshot in beforeAll (5–9 s the first time).
  test: {
    name: 'gateway',
    include: ['src/**/*.test.ts'],
    // files share a worker, as the platform's do (its vitest.config.ts); the environment is put back after each file
    isolate: false,
    setupFiles: ['../platform/src/test/restore-env.ts'],
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
