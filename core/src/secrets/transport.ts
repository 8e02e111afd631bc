const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** A hex digit in either case: `%2b` and `%2B` are the same character. */
const hexDigits = (text: string) => text.replace(/[a-f]/gi, (d) => `[${d.toLowerCase()}${d.toUpperCase()}]`);

const utf8 = (char: string) => Array.from(new TextEncoder().encode(char), (b) => b.toString(16).padStart(2, '0'));

/** `"` → `%22`, `中` → `%E4%B8%AD`: every byte percent-encoded, as regex source. */
const percent = (char: string) => utf8(char).map((h) => `%${hexDigits(h)}`).join('');

/** A string with every character that is not a letter or digit percent-encoded, as regex source. */
const percentAll = (text: string) => Array.from(text, (ch) => (/[A-Za-z0-9]/.test(ch) ? ch : percent(ch))).join('');

/** `\uXXXX` for each UTF-16 unit (astral characters are two), the escape any JSON encoder may choose. */
const unicodeEscape = (char: string) => Array.from({ length: char.length }, (_, i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`).join('');

/** The ways a JSON string may hold one character: JSON.stringify's choice, `\uXXXX` in either case, and `\/`. */
function jsonEscapes(char: string): string[] {
  const forms = new Set([JSON.stringify(char).slice(1, -1), unicodeEscape(char), unicodeEscape(char).toUpperCase().replace(/\\U/g, '\\u')]);
  if (char === '/') forms.add('\\/');
  forms.delete(char);
  return [...forms];
}

/**
 * Regex source for every way a transport can spell one character: itself, percent-encoded (URLs,
 * forms), `+` for a space (forms), `/` for a backslash (URL paths), escaped in JSON, escaped twice (JSON
 * inside a JSON string), and a JSON escape that was then percent-encoded (a JSON value in a query string). Letters and digits are
 * spelled only as themselves: no encoder touches them, and keeping them plain keeps the regex fast.
 */
function characterPattern(char: string): string {
  if (/^[A-Za-z0-9]$/.test(char)) return char;
  const once = jsonEscapes(char);
  const twice = once.map((form) => JSON.stringify(form).slice(1, -1));
  const literal = [char, ...once, ...twice].map(escapeRegExp);
  const encoded = [char, ...once].map(percentAll);
  if (char === ' ') encoded.push('\\+');
  // the WHATWG URL parser turns `\` into `/` in the path of an http(s) URL
  if (char === '\\') encoded.push('\\/');
  // longest first: fewer retries when one spelling is a prefix of another
  const all = [...new Set([...literal, ...encoded])].sort((a, b) => b.length - a.length);
  return `(?:${all.join('|')})`;
}

/**
 * Regex source matching `text` however a request or a reply carried it: each character in any of the
 * spellings of `characterPattern`, mixed freely, because encoders differ in which characters they
 * escape (encodeURI, encodeURIComponent, URLSearchParams and the WHATWG URL parser all disagree).
 */
export function transportPattern(text: string): string {
  return Array.from(text, characterPattern).join('');
}
