import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';
import { CHROMIUM_LAUNCH } from './chromium';

// The end-to-end tests start the product exactly as a newcomer does (`npm start` → scripts/start.mjs)
// on a port and data folder of their own, and drive Debian's Chromium (TOOLCHAIN.md: no browser download).
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'huiliu-e2e-'));

export default defineConfig({
  testDir: './e2e',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // Three browsers against the one server: each journey signs up a company of its own, so none sees another's data.
  // Without traces (below) two browsers left a third of CI's 2 cores idle: 5.7 min with two workers, 3.3 with three.
  workers: 3,
  retries: 0,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL,
    locale: 'zh-CN',
    screenshot: 'only-on-failure',
    // A trace records a screencast of every test, kept or not: on CI's 2 cores it was a third of the browser's work
    // (a11y + editor specs 1.4 min → 57 s without). E2E_TRACE=1 turns it back on to debug a failure.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // --foreground: the server runs in this process, so Playwright sees it and stops it at the end
    command: `node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs --foreground`,
    cwd: resolve(import.meta.dirname, '..'),
    url: `${baseURL}/healthz`,
    // the first start of a clean clone builds the web app
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // HUILIU_OUTBOUND_ALLOW: the run engine may call the tests' own loopback receivers (DESIGN §3 allow-list);
    // HUILIU_STRICT_REPLIES: every platform reply of these journeys is checked against its contract schema too
    env: {
      ...SERVER_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      HUILIU_OUTBOUND_ALLOW: '127.0.0.1',
      HUILIU_STRICT_REPLIES: '1',
      // issue 11: an oauth2 app whose endpoints come from the account form (tests/e2e/oauth.spec.ts)
      HUILIU_APPS_DIR: resolve(import.meta.dirname, 'e2e/apps'),
      // every journey signs a company up from this one loopback address: more than the default 20 per 10 minutes
      HUILIU_REGISTER_PER_ADDRESS: '200',
      // issue 12: no LLM provider, whatever the shell has, so AI creation is the offline planner's (templates-ai.spec.ts)
      HUILIU_AI_BASE_URL: '',
      HUILIU_AI_API_KEY: '',
      HUILIU_AI_MODEL: '',
    },
  },
});
