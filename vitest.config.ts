import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every package's tests (each package owns its config).
export default defineConfig({
  test: {
    projects: ['core', 'contract', 'platform', 'gateway', 'web', 'tests'],
    // Vitest's default on a 2-core machine is one worker (cores − 1), which leaves the second core to the
    // waits of a single file; two keep both busy (CI's machine has 2 cores, ~3 minutes saved there).
    maxWorkers: 2,
  },
});
