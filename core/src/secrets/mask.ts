import { LRUCache } from 'lru-cache';
import { encodedForms } from './encodings';
import { transportPattern } from './transport';

/** What a masked secret shows in run logs and test results. */
export const SECRET_MASK = '******';

/**
 * Secrets shorter than this are not masked: hiding every "1" or "ok" would garble the logs, and the
 * encodings of so short a value (a few base64 or hex characters) turn up by chance in unrelated data.
 * A secret this short protects nothing anyway.
 */
export const MIN_SECRET_LENGTH = 4;

/** Replaces every secret, in every spelling, in strings and object keys alike, deeply. */
export type SecretMasker = <T>(value: T) => T;

const unchanged: SecretMasker = (value) => value;

/**
 * Recently built maskers by their secrets: V8 compiles the regex on first use (1–4 ms for a few
 * secrets), and the runs of one company keep using the same secrets.
 */
// pure: the web imports core too, and without the mark its bundle keeps lru-cache for a cache it never uses
const recent = /* @__PURE__ */ new LRUCache<string, SecretMasker>({ max: 32 });

/**
 * A masker for a set of secrets (DESIGN §3: secrets never leave the platform in clear). Run logs
 * record rendered inputs and third parties' replies, and a step may have encoded a secret on the way:
 * URL or form encoded, JSON escaped once or twice, base64 alone or inside `user:secret`, hex, a header
 * read back as Latin-1. All those spellings become one regex, built once per set of secrets: call this
 * once per run and reuse the masker for every value it records.
 */
export function secretMasker(secrets: readonly string[]): SecretMasker {
  const usable = [...new Set(secrets.filter((s) => s.length >= MIN_SECRET_LENGTH))].sort();
  if (usable.length === 0) return unchanged;
  const key = usable.join('\u0000');
  let masker = recent.get(key);
  if (!masker) recent.set(key, (masker = buildMasker(usable)));
  return masker;
}

/**
 * V8 compiles a regex to machine code only below a size; a bigger one runs in its bytecode interpreter,
 * ~100× slower (measured: 20 secrets, 33k characters of source, 1.8 MB of text: 500 ms, against 3 ms
 * as three regexes). The alternatives are therefore split into regexes of about this much source.
 */
const SOURCE_PER_REGEX = 12_000;

function buildMasker(usable: readonly string[]): SecretMasker {
  const forms = [...new Set(usable.flatMap(encodedForms))].filter((f) => f.length >= MIN_SECRET_LENGTH);
  // longest first, so a secret containing another is masked whole
  const sources = forms.sort((a, b) => b.length - a.length).map(transportPattern);
  const patterns: RegExp[] = [];
  for (let i = 0; i < sources.length;) {
    let size = sources[i]!.length;
    let end = i + 1;
    while (end < sources.length && size + sources[end]!.length < SOURCE_PER_REGEX) size += sources[end++]!.length + 1;
    patterns.push(new RegExp(sources.slice(i, end).join('|'), 'g'));
    i = end;
  }
  const maskText = (text: string) => (text.length < MIN_SECRET_LENGTH ? text : patterns.reduce((t, p) => t.replace(p, SECRET_MASK), text));
  const visit = (v: unknown): unknown => {
    if (typeof v === 'string') return maskText(v);
    if (Array.isArray(v)) return v.map(visit);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [maskText(k), visit(x)]));
    return v;
  };
  return <T>(value: T) => visit(value) as T;
}

/** One-off masking; where many values are masked with the same secrets, build a `secretMasker` once. */
export function maskSecrets<T>(value: T, secrets: readonly string[]): T {
  return secretMasker(secrets)(value);
}
