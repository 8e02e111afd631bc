/**
 * Reading a Chinese description (the planner's first pass): normalised text, clauses split at punctuation and at
 * the connectives people chain steps with, Chinese numerals read as numbers.
 */

/** Full-width forms folded (NFKC: '，' stays, 'ＡＢ' → 'AB'), Latin lower-cased, spaces kept single. */
export function normalise(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').trim();
}

/**
 * One clause of a description and where it starts. Split at punctuation and at 然后 / 再 / 并 / 接着 / 同时 / 最后 …,
 * which chain steps ("发到钉钉群并记一行到数据表"); "合并" is no connective.
 */
export interface Clause {
  text: string;
  /** The connective or punctuation that opened it ('' for the first). */
  opener: string;
}

// NFKC has made '，：；' ASCII; a colon inside an address ('https://') is no clause break
const SPLIT = /([,。;!\n]|:(?!\/\/)|然后|接着|之后再|之后|并且|(?<!合)并|同时|再(?!次)|最后|另外|此外)/u;

export function clauses(text: string): Clause[] {
  const out: Clause[] = [];
  let opener = '';
  text.split(SPLIT).forEach((part, i) => {
    // odd parts are the separators: a connective opens the next clause, punctuation leaves it as it is
    if (i % 2 === 1) {
      if (!/^[\p{P}\n]$/u.test(part)) opener = part;
      return;
    }
    const trimmed = part.trim();
    if (trimmed === '') return;
    out.push({ text: trimmed, opener });
    opener = '';
  });
  return out;
}

const DIGITS: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** '9', '十', '十二', '二十三', '两' → a number; undefined for anything else. */
export function chineseNumber(text: string): number | undefined {
  if (/^\d+$/.test(text)) return Number(text);
  const m = /^([一二两三四五六七八九])?(十)?([一二三四五六七八九])?$/u.exec(text);
  if (!m || text === '') return undefined;
  const [, tens, ten, ones] = m;
  if (!ten) return tens && !ones ? DIGITS[tens] : undefined;
  return (tens ? DIGITS[tens]! : 1) * 10 + (ones ? DIGITS[ones]! : 0);
}

/** A number in a value ('1000', '1,000', '1万', '3分' → 1000, 1000, 10000, 3); undefined when there is none. */
export function numberIn(text: string): number | undefined {
  const m = /(-?\d+(?:[.,]\d+)*)\s*(万|千|k)?/iu.exec(text);
  if (!m) return undefined;
  const n = Number(m[1]!.replace(/,/g, ''));
  const scale = m[2] === '万' ? 10_000 : m[2] ? 1000 : 1;
  return Number.isFinite(n) ? n * scale : undefined;
}

/** The http(s) addresses a text names, in order. */
export function urlsIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s，。；、"'“”<>]+/giu)].map((m) => m[0]);
}

/** The email addresses a text names, in order. */
export function emailsIn(text: string): string[] {
  return [...text.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu)].map((m) => m[0]);
}

/** A quoted value: “加急”, "加急", 「加急」, ‘加急’. */
export function quotedIn(text: string): string | undefined {
  return /[“"「‘']([^”"」’']{1,40})[”"」’']/u.exec(text)?.[1];
}
