import { afterAll } from 'vitest';

/**
 * Test files share their worker (`isolate: false`, vitest.config.ts): a file that sets a variable
 * (HUILIU_OUTBOUND_ALLOW, HUILIU_APPS_DIR, PUBLIC_URL, …) must not hand it to the next file of the worker.
 * Setup files run again before every test file, so this copy is taken before the file is imported, and
 * the environment goes back to it after the file's own afterAll hooks.
 */
const before = { ...process.env };

afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in before)) delete process.env[key];
  Object.assign(process.env, before);
});
