import { defineConfig } from 'vitest/config';

// Whole processes of the product (`npm start`, the platform) started, loaded and signalled as an
// operator would; Playwright's browser tests live beside them in e2e/.
export default defineConfig({
  test: {
    name: 'process',
    include: ['process/**/*.test.ts', 'distributed/**/*.test.ts'],
    globalSetup: ['process/global-setup.ts'],
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
