/** What a masked secret shows in run logs and test results. */
export const SECRET_MASK = '******';

/** Secrets shorter than this are not masked: hiding every "1" or "ok" would garble the logs. */
const MIN_SECRET_LENGTH = 4;

/**
 * Replace every occurrence of a secret value inside a value (strings deeply, object keys included) with
 * SECRET_MASK. Run logs record rendered inputs and third-party outputs, and either may carry a secret
 * environment variable (DESIGN §3: secrets never leave the platform in clear).
 */
export function maskSecrets<T>(value: T, secrets: readonly string[]): T {
  const usable = [...new Set(secrets.filter((s) => s.length >= MIN_SECRET_LENGTH))].sort((a, b) => b.length - a.length);
  if (usable.length === 0) return value;
  const maskText = (text: string) => usable.reduce((t, secret) => t.split(secret).join(SECRET_MASK), text);
  const visit = (v: unknown): unknown => {
    if (typeof v === 'string') return maskText(v);
    if (Array.isArray(v)) return v.map(visit);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [maskText(k), visit(x)]));
    return v;
  };
  return visit(value) as T;
}
