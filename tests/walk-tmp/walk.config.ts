import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../chromium';
export default defineConfig({
  testDir: '.',
  timeout: 300_000,
  workers: 1,
  reporter: [['list']],
  outputDir: '/tmp/walk-results',
  use: { baseURL: 'http://127.0.0.1:4711', locale: 'zh-CN', launchOptions: CHROMIUM_LAUNCH, viewport: { width: 1280, height: 800 } },
});
