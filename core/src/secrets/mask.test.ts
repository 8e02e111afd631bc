import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskSecrets, secretMasker, SECRET_MASK as MASK } from './mask';

// A base64-ish key, plus every character URL, form and JSON encoding change, plus one outside ASCII.
const SECRET = 'hL7+q/Zx=9"a\\b c&d中';
const mask = secretMasker([SECRET]);

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const lowerHex = (text: string) => text.replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase());
const jsonEscaped = (text: string) => JSON.stringify(text).slice(1, -1);
const asciiJson = (value: unknown) => JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

describe('secretMasker', () => {
  it.each([
    ['in clear', `Bearer ${SECRET}`, `Bearer ${MASK}`],
    ['encodeURIComponent', `?k=${encodeURIComponent(SECRET)}&x=1`, `?k=${MASK}&x=1`],
    ['encodeURIComponent, lower-case hex', `?k=${lowerHex(encodeURIComponent(SECRET))}`, `?k=${MASK}`],
    ['encodeURI', `http://h/p?k=${encodeURI(SECRET)}`, `http://h/p?k=${MASK}`],
    [
      'the WHATWG URL parser, in path, query and fragment',
      new URL(`http://h/${SECRET}?q=${SECRET}#${SECRET}`).href,
      `http://h/${MASK}?q=${MASK}#${MASK}`,
    ],
    ['a form body (URLSearchParams: space as +)', new URLSearchParams({ k: SECRET, n: 'x' }).toString(), `k=${MASK}&n=x`],
    ['JSON', JSON.stringify({ k: SECRET }), `{"k":"${MASK}"}`],
    ['JSON with \\u escapes', asciiJson({ k: SECRET }), `{"k":"${MASK}"}`],
    ['JSON inside a JSON string', JSON.stringify(JSON.stringify({ k: SECRET })), JSON.stringify(`{"k":"${MASK}"}`)],
    ['JSON in a query string', new URLSearchParams({ q: JSON.stringify({ k: SECRET }) }).toString(), `q=%7B%22k%22%3A%22${MASK}%22%7D`],
    ['base64', b64(SECRET), MASK],
    ['base64 without padding', b64(SECRET).replace(/=+$/, ''), MASK],
    ['base64url', Buffer.from(SECRET).toString('base64url'), MASK],
    // HTTP Basic: the secret after a 3-, 1- and 2-byte user; the edge characters mix in the neighbours
    ['base64 of abc:secret (offset 0)', `Basic ${b64(`abc${SECRET}`)}`, `Basic YWJj${MASK}`],
    ['base64 of a:secret (offset 1)', `Basic ${b64(`a${SECRET}`)}`, `Basic YW${MASK}Q==`],
    ['base64 of ab:secret (offset 2)', `Basic ${b64(`ab${SECRET}`)}`, `Basic YWJ${MASK}0=`],
    ['base64url inside a longer token', `${Buffer.from(`{"k":"${SECRET}"}`).toString('base64url')}.sig`, `eyJrIjoi${MASK}In0.sig`],
    ['hex', Buffer.from(SECRET).toString('hex'), MASK],
    ['HEX', `0x${Buffer.from(SECRET).toString('hex').toUpperCase()}`, `0x${MASK}`],
    ['a header sent as UTF-8 and read as Latin-1', `x-api-key: ${Buffer.from(SECRET).toString('latin1')}`, `x-api-key: ${MASK}`],
    ['JSON escaped, then percent-encoded in a path', `/p/${encodeURIComponent(jsonEscaped(SECRET))}`, `/p/${MASK}`],
  ])('masks the secret %s', (_how, text, masked) => {
    expect(mask(text)).toBe(masked);
  });

  it('masks deeply, in object keys too', () => {
    const value = {
      headers: { authorization: `Bearer ${SECRET}` },
      body: [SECRET, { note: `key=${encodeURIComponent(SECRET)};` }],
      n: 5,
      [SECRET]: true,
    };
    expect(mask(value)).toEqual({ headers: { authorization: `Bearer ${MASK}` }, body: [MASK, { note: `key=${MASK};` }], n: 5, [MASK]: true });
  });

  it('masks the longer of two overlapping secrets whole', () => {
    expect(maskSecrets('abcdefgh', ['abcd', 'abcdefgh'])).toBe(MASK);
    expect(maskSecrets(b64('abcdefgh'), ['abcd', 'abcdefgh'])).toBe(MASK);
  });

  it('masks every one of many secrets (their regex is split to stay compiled)', () => {
    const many = Array.from({ length: 40 }, (_, i) => `key-${i}+/=${'abcdefghij'.repeat(3)}${i}`);
    const text = many.map((k, i) => (i % 2 ? encodeURIComponent(k) : b64(`user:${k}`))).join(' ');
    expect(
      maskSecrets(text, many)
        .split(' ')
        .every((part) => part.includes(MASK)),
    ).toBe(true);
  });

  it('masks runs of backslashes and quotes at every depth', () => {
    const tricky = 'a\\\\"\\"b';
    const masker = secretMasker([tricky]);
    for (const text of [tricky, jsonEscaped(tricky), jsonEscaped(jsonEscaped(tricky)), encodeURIComponent(jsonEscaped(tricky))]) {
      expect(masker(`<${text}>`), text).toBe(`<${MASK}>`);
    }
  });

  it('leaves values alone when there is no secret long enough to mask', () => {
    const value = { a: '1', b: 'abc', c: b64('abc') };
    expect(maskSecrets(value, [])).toBe(value);
    expect(maskSecrets(value, ['1', 'abc'])).toBe(value);
  });

  it('leaves text alone that only shares characters with the secret', () => {
    const text = 'hL7+q/Zx=9 and a%5Cb c%26d, JSON {"k":"v"}, base64 aEw3K3Ev';
    expect(mask(text)).toBe(text);
  });
});

describe('recently built maskers', () => {
  it('reuses the masker of the same secrets in any order, and keeps the 32 used last', () => {
    const others = (from: number, count: number) => Array.from({ length: count }, (_, i) => secretMasker([`other-secret-${from + i}`]));
    const masker = secretMasker(['alpha-secret', 'beta-secret']);
    expect(secretMasker(['beta-secret', 'alpha-secret'])).toBe(masker);
    others(0, 31);
    // used again, so the next new set pushes out other-secret-0 instead
    expect(secretMasker(['alpha-secret', 'beta-secret'])).toBe(masker);
    others(31, 1);
    expect(secretMasker(['alpha-secret', 'beta-secret'])).toBe(masker);
    others(32, 32);
    expect(secretMasker(['alpha-secret', 'beta-secret'])).not.toBe(masker);
  });
});

describe('secretMasker, for any secret', () => {
  const secret = fc.string({ unit: 'grapheme', minLength: 4, maxLength: 24 });
  const encoders: Array<[string, (s: string) => string]> = [
    ['encodeURIComponent', encodeURIComponent],
    ['encodeURI', encodeURI],
    ['URLSearchParams', (s) => new URLSearchParams({ k: s }).toString().slice(2)],
    ['JSON', jsonEscaped],
    ['JSON twice', (s) => jsonEscaped(jsonEscaped(s))],
    ['base64', b64],
    ['base64url', (s) => Buffer.from(s).toString('base64url')],
    ['hex', (s) => Buffer.from(s).toString('hex')],
  ];

  it.each(encoders)(
    'masks the whole of its %s form',
    (_name, encode) => {
      fc.assert(
        fc.property(secret, (s) => secretMasker([s])(encode(s)) === MASK),
        { numRuns: 50 },
      );
      // 50 maskers built and run: under a loaded machine's two test workers this passed vitest's 5 s default
    },
    30_000,
  );

  it('masks all but the edges of its base64 inside any longer text', () => {
    fc.assert(
      fc.property(secret, fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), fc.boolean(), (s, before, after, urlSafe) => {
        const encoded = Buffer.from(before + s + after).toString(urlSafe ? 'base64url' : 'base64');
        fc.pre(!encoded.includes(s));
        const masked = secretMasker([s])(encoded);
        const [head, secretBytes] = [Buffer.byteLength(before), Buffer.byteLength(s)];
        // at most the characters holding bits of `before`, then of `after`, stay
        expect(masked.indexOf(MASK)).toBeLessThanOrEqual(Math.ceil((head * 8) / 6));
        const kept = masked.length - masked.lastIndexOf(MASK) - MASK.length;
        expect(kept).toBeLessThanOrEqual(encoded.length - Math.floor(((head + secretBytes) * 8) / 6));
      }),
      { numRuns: 50 },
    );
  });
});
