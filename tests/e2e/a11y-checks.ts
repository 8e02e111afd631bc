import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// The checks every screen of a11y.spec.ts and a11y-templates.spec.ts passes (issue 10): axe-core with no serious or
// critical violation, and on an English page no CJK character outside the users' own data.

export type Language = 'zh-CN' | 'en';

async function expectAccessible(page: Page, screen: string): Promise<void> {
  // a dialog or toast still fading in blends its colours with what is behind it, and axe measures the blend (a
  // primary button read 4.23:1 mid-animation): let every finite animation end first (spinners never do)
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
  // Fluent's focus manager (tabster) puts aria-hidden <i tabindex=0 data-tabster-dummy> sentinels at
  // focus-trap edges that pass focus on at once; axe reads them as hidden focusable content (a known
  // false positive of tabster's design), so they are left out.
  const results = await new AxeBuilder({ page }).exclude('[data-tabster-dummy]').analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('\n')}`);
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
