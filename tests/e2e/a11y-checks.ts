import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The checks every screen of a11y.spec.ts and a11y-templates.spec.ts passes (issue 10): axe-core with no serious or
// critical violation, and on an English page no CJK character outside the users' own data.

export type Language = 'zh-CN' | 'en';

/**
 * The rules whose every violation is moderate or minor: a rule with an impact of its own reports that impact, whatever
 * its checks say, so these can never fail a screen here, and running them is time spent on nothing. Read from axe's own rule table, so an
 * upgrade that changes a rule's impact changes this list too.
 */
const NEVER_SERIOUS = [
  ...readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8').matchAll(/id:"([a-z0-9-]+)",impact:"(?:moderate|minor)"/g),
].map((match) => match[1]!);

/** The serious and critical axe violations of the page as it is now, one text each (rule, help, the nodes). */
export async function axeBlocking(page: Page): Promise<string[]> {
  // a dialog or toast still fading in blends its colours with what is behind it, and axe measures the blend (a
  // primary button read 4.23:1 mid-animation): let every finite animation end first (spinners never do)
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
  // Fluent's focus manager (tabster) puts aria-hidden <i tabindex=0 data-tabster-dummy> sentinels at
  // focus-trap edges that pass focus on at once; axe reads them as hidden focusable content (a known
  // false positive of tabster's design), so they are left out.
  // Violations only: the passes' node lists are large, and bringing them out of the page cost a fifth of axe's time.
  // Legacy mode: one axe.run in the page, where the default mode runs axe in parts, then opens a blank page, loads
  // axe's 550 kB there too and joins the parts in it — 2.5× the time on these screens (48.5 s → 19.2 s for the 40
  // checks of a11y.spec.ts). Our screens have no cross-origin frames, the one thing the default mode reaches further.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .disableRules(NEVER_SERIOUS)
    .exclude('[data-tabster-dummy]')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('\n')}`);
}

async function expectAccessible(page: Page, screen: string): Promise<void> {
  const blocking = await axeBlocking(page);
  // soft: one run lists every screen's problems
  expect.soft(blocking, `${screen}: axe serious/critical violations`).toEqual([]);
}

/**
 * Any CJK text a reader sees or hears: text, and the names, hints and titles of elements, less the language switch
 * (written in its own language) and `ownData`, the exact Chinese content of the data on the page.
 */
async function cjkLeaks(page: Page, ownData: readonly string[]): Promise<string[]> {
  return page.evaluate((data) => {
    const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
    const leaks: string[] = [];
    const strip = (text: string) => data.reduce((rest, own) => rest.split(own).join(''), text);
    const ownLanguage = (el: Element | null) => el?.closest('[lang]:not(html)')?.getAttribute('lang')?.startsWith('zh') ?? false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = strip(node.textContent ?? '');
      const parent = node.parentElement;
      if (!cjk.test(text) || ownLanguage(parent)) continue;
      if (parent && ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      leaks.push(`text: ${text.trim().slice(0, 80)}`);
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], [alt], [aria-description]')) {
      for (const attr of ['aria-label', 'placeholder', 'title', 'alt', 'aria-description']) {
        const value = el.getAttribute(attr);
        if (value && cjk.test(value) && !ownLanguage(el)) leaks.push(`${attr}: ${value.slice(0, 80)}`);
      }
    }
    if (cjk.test(document.title)) leaks.push(`title: ${document.title}`);
    return leaks;
  }, ownData);
}

/** axe in either language; in English, no Chinese outside the data on the page (`ownData`: its exact Chinese content). */
export async function check(page: Page, language: Language, screen: string, ownData: readonly string[] = []): Promise<void> {
  await expectAccessible(page, `${screen} (${language})`);
  if (language === 'en') expect.soft(await cjkLeaks(page, ownData), `${screen}: Chinese on the English page`).toEqual([]);
}
