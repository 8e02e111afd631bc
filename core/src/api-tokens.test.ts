import { describe, expect, it } from 'vitest';
import { addDays, apiTokenStatus, dayIn, isApiToken, isApiTokenExpiryDay } from './api-tokens';

const RANDOM = 'A'.repeat(42) + '_';

describe('API token rules', () => {
  it.each([
    [`hlp_${RANDOM}`, true],
    [`hls_${RANDOM}`, true],
    [`hlx_${RANDOM}`, false],
    [`hlp_${RANDOM}x`, false],
    [`hlp_${RANDOM.slice(1)}`, false],
    [`hlp_${RANDOM.slice(1)}=`, false],
    [RANDOM + 'AAAA', false],
  ])('tells %s by its shape: %s', (value, expected) => {
    expect(isApiToken(value)).toBe(expected);
  });

  it('calls a revoked token revoked even after it expired, an ended one expired', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    expect(apiTokenStatus({ revokedAt: null, expiresAt: new Date('2026-12-02T00:00:00Z') }, now)).toBe('active');
    expect(apiTokenStatus({ revokedAt: null, expiresAt: now }, now)).toBe('expired');
    expect(apiTokenStatus({ revokedAt: new Date('2026-11-01T00:00:00Z'), expiresAt: new Date('2026-11-02T00:00:00Z') }, now)).toBe('revoked');
  });

  it('counts days in the company zone', () => {
    // 16:30 UTC is already the next day in Shanghai
    const at = new Date('2026-12-31T16:30:00Z');
    expect(dayIn('Asia/Shanghai', at)).toBe('2027-01-01');
    expect(dayIn('UTC', at)).toBe('2026-12-31');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('takes a last day from tomorrow to a year ahead', () => {
    const now = new Date('2026-06-15T04:00:00Z');
    expect(isApiTokenExpiryDay('2026-06-15', 'Asia/Shanghai', now)).toBe(false);
    expect(isApiTokenExpiryDay('2026-06-16', 'Asia/Shanghai', now)).toBe(true);
    expect(isApiTokenExpiryDay('2027-06-15', 'Asia/Shanghai', now)).toBe(true);
    expect(isApiTokenExpiryDay('2027-06-16', 'Asia/Shanghai', now)).toBe(false);
  });
});
