const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * Chinese a reader of the English UI would see or hear outside the users' own data (`ownData`: the Chinese names
 * and words the test's fixtures give them): text and the names, hints and titles of elements, as
 * tests/e2e/a11y.spec.ts looks for them in a real browser.
 */
export function cjkLeaks(ownData: readonly string[], root: Element = document.body): string[] {
  const strip = (text: string) => ownData.reduce((rest, data) => rest.split(data).join(''), text);
  const leaks: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = strip(node.textContent ?? '');
    if (CJK.test(text) && !['SCRIPT', 'STYLE'].includes(node.parentElement?.tagName ?? '')) leaks.push(`text: ${text.trim().slice(0, 80)}`);
  }
  for (const el of root.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
    for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = el.getAttribute(attr);
      if (value && CJK.test(strip(value))) leaks.push(`${attr}: ${value.slice(0, 80)}`);
    }
  }
  return leaks;
}
