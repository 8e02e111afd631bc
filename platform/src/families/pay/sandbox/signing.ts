import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 over the fields sorted by name (`k=v&…`, `sign` left out), as real providers sign their notifications.
 * `purpose` separates the trade page links from the notifications: one can never be replayed as the other.
 */
export class Signer {
  private readonly key: Buffer;

  constructor(secretKey: Buffer) {
    // a key of its own, derived from the platform's secret key: nothing else signs with it
    this.key = Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), 'huiliu pay sandbox v1', 32));
  }

  sign(purpose: 'link' | 'notify', fields: Record<string, string>): string {
    const text = Object.keys(fields)
      .filter((k) => k !== 'sign')
      .sort()
      .map((k) => `${k}=${fields[k]}`)
      .join('&');
    return createHmac('sha256', this.key).update(`${purpose}\n${text}`).digest('base64url');
  }

  /** Constant-time: a signature is never compared byte by byte where the time could tell how much matched. */
  verify(purpose: 'link' | 'notify', fields: Record<string, string>): boolean {
    const given = Buffer.from(fields.sign ?? '', 'utf8');
    const expected = Buffer.from(this.sign(purpose, fields), 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
