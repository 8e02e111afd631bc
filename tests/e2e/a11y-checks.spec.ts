import { expect, test } from '@playwright/test';
import { axeBlocking } from './a11y-checks';

// The accessibility checks' own proof: axe as the a11y specs run it (legacy mode, violations only, the never-serious
// rules left out) still finds the serious problems it is there for, and passes a page without them.

test('the axe check finds an image without a text, a low-contrast button and an unnamed field, and passes their fixes', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>check</title></head><body><main>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <button style="color:#aaa;background:#fff">Save</button>
    <input type="text">
  </main></body></html>`);
  const found = (await axeBlocking(page)).map((text) => text.split(' ')[0]);
  expect(found).toEqual(expect.arrayContaining(['image-alt', 'color-contrast', 'label']));

  await page.setContent(`<!doctype html><html lang="en"><head><title>check</title></head><body><main>
    <img alt="Logo" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <button style="color:#222;background:#fff">Save</button>
    <label>Name <input type="text"></label>
  </main></body></html>`);
  expect(await axeBlocking(page)).toEqual([]);
});
