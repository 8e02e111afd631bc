import { LRUCache } from 'lru-cache';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** A hex digit in either case: `%2b` and `%2B` are the same character. */
const hexDigits = (text: string) => text.replace(/[a-f]/gi, (d) => `[${d.toLowerCase()}${d.toUpperCase()}]`);

const encoder = new TextEncoder();
const utf8 = (char: string) => Array.from(encoder.encode(char), (b) => b.toString(16).padStart(2, '0'));

const anyOf = (sources: string[]) => (sources.length === 1 ? sources[0]! : `(?:${[...new Set(sources)].join('|')})`);

/**
 * One character as a URL or a form may carry it: itself or percent-encoded (`"` → `%22`, `中` →
 * `%E4%B8%AD`, hex in either case), a space also as `+`. Letters and digits are only themselves: no
 * encoder touches them, and keeping them plain keeps the regex fast.
 */
function urlCharacter(char: string): string {
  if (/^[A-Za-z0-9]$/.test(char)) return char;
  // percent-encoded first: a regex takes the first alternative that fits, and `%` alone fits `%25` too
  const spellings = [
    utf8(char)
      .map((h) => `%${hexDigits(h)}`)
      .join(''),
    escapeRegExp(char),
  ];
  if (char === ' ') spellings.push('\\+');
  return anyOf(spellings);
}

/** `\uXXXX` for each UTF-16 unit (astral characters are two), in both cases. */
function unicodeEscapes(char: string): string[] {
  const lower = Array.from({ length: char.length }, (_, i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`).join('');
  return [lower, lower.replace(/[a-f]/g, (d) => d.toUpperCase())];
}

/** How a JSON string may hold one character: JSON.stringify's choice, `\uXXXX`, and `\/` for `/`. */
function inJson(char: string): string[] {
  // no encoder escapes letters or digits (and plain ones keep the regex fast)
  if (/^[A-Za-z0-9]$/.test(char)) return [char];
  const spellings = [JSON.stringify(char).slice(1, -1), ...unicodeEscapes(char)];
  if (char === '/') spellings.push('\\/');
  return spellings;
}

/** Each spelling of a character, then each of its characters as a URL may carry it. */
const carried = (spellings: string[]) => anyOf(spellings.map((spelling) => Array.from(spelling, urlCharacter).join('')));

/**
 * Regex source matching `text` however a request or a reply carried it, at one of three depths:
 *
 * - as it is, each character perhaps percent-encoded (encodeURI, encodeURIComponent, URLSearchParams
 *   and the WHATWG URL parser each escape a different set, so any mix is accepted), and `\` as `/`,
 *   which the URL parser makes of it in an http(s) path;
 * - inside a JSON string, and that JSON perhaps in a URL or a form;
 * - inside a JSON string inside a JSON string.
 *
 * Within one depth the spellings of a character start differently (only `%` is a prefix of its own
 * `%25`, tried first), so there is one way to read a text and no exponential backtracking on text full
 * of backslashes or quotes — which mixing depths per character had (`\` read as `\`, `\\` or `\\\\`).
 */
export function transportPattern(text: string): string {
  const depths = Array.from(text, characterDepths);
  // deepest first: at one position the longest reading wins, so no stray `\` is left to break a JSON string
  return anyOf([2, 1, 0].map((depth) => depths.map((d) => d[depth]).join('')));
}

/**
 * A character's regex source at the three depths; secrets and their base64 repeat characters a lot.
 * Bounded: a secret of rare characters must not grow this for the life of the process. Marked pure
 * for the web's bundle, as mask.ts explains.
 */
const depthsOf = /* @__PURE__ */ new LRUCache<string, [string, string, string]>({ max: 4096 });

function characterDepths(char: string): [string, string, string] {
  let known = depthsOf.get(char);
  if (!known) {
    const plain = char === '\\' ? anyOf([urlCharacter(char), '/']) : urlCharacter(char);
    const once = carried(inJson(char));
    const twice = carried(inJson(char).map((spelling) => JSON.stringify(spelling).slice(1, -1)));
    known = [plain, once, twice];
    depthsOf.set(char, known);
  }
  return known;
}
