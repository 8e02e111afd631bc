import { defineConfig } from 'vitest/config';

// Platform-backed suites start PGlite in beforeAll, which can take several seconds.
export default defineConfig({ test: { name: 'gateway', include: ['src/**/*.test.ts'], hookTimeout: 60_000, testTimeout: 30_000 } });
