import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every package's tests (each package owns its config).
export default defineConfig({
  test: {
    projects: ['core', 'contract', 'platform', 'gateway', 'web', 'tests'],
  },
});
