import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * spec §6: the string a partner signs — every parameter except `sign`, sorted by name, `name=value` joined by `&`;
 * values as strings, objects and arrays as compact JSON, absent (undefined / null) parameters left out; names and
 * values percent-encoded (encodeURIComponent), so a value holding `&` or `=` can never read as two parameters. The example
 * partner's signing script (examples/partner-page/server.mjs) mirrors these lines.
 *
 * @example
 * canonicalString({ nonce: 'n1', corp_id: 'hlc_x', timestamp: 1700000000, sign: '…' }) // 'corp_id=hlc_x&nonce=n1&timestamp=1700000000'
 */
export function canonicalString(params: Record<string, unknown>): string {
  return Object.keys(params)
    .filter((name) => name !== 'sign' && params[name] !== undefined && params[name] !== null)
    .sort()
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(valueText(params[name]))}`)
    .join('&');
}

function valueText(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The `sign` of a parameter set: hex HMAC-SHA256 with the partner's secret over its canonical string. */
export function signParams(secret: string, params: Record<string, unknown>): string {
  return createHmac('sha256', secret).update(canonicalString(params), 'utf8').digest('hex');
}

/** Whether `sign` is the right one, compared in constant time (a wrong length is simply wrong). */
export function signatureMatches(secret: string, params: Record<string, unknown>, sign: string): boolean {
  const expected = Buffer.from(signParams(secret, params), 'utf8');
  const given = Buffer.from(sign.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
