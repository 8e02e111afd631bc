/**
 * Debian's Chromium as the end-to-end tests and the editor bench launch it. Without the background-networking
 * flags it tries Google's hosts at every start, and this machine's closed network refuses them.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
