import { describe, expect, it } from 'vitest';
import { emptyTokenForm, tokenInput, validateTokenForm, type TokenForm } from './tokenForm';

const now = new Date('2026-06-15T04:00:00Z');
const filled = (patch: Partial<TokenForm> = {}): TokenForm => ({ ...emptyTokenForm(), name: ' 日报 ', role: 'viewer', ...patch });

describe('the token form', () => {
  it('starts at 30 days and 600 calls a minute, and needs a name and a role', () => {
    expect(validateTokenForm(emptyTokenForm(), false, now)).toEqual({ name: 'form.nameRequired', role: 'form.roleRequired' });
    expect(validateTokenForm(filled(), false, now)).toEqual({});
  });

  it('needs a member for a service token only', () => {
    expect(validateTokenForm(filled(), true, now)).toEqual({ userId: 'form.memberRequired' });
  });

  it.each([
    ['2026-06-15', 'form.lastDayInvalid'],
    ['2026-06-16', undefined],
    ['2027-06-16', 'form.lastDayInvalid'],
    ['', 'form.lastDayInvalid'],
  ])('takes a last day from tomorrow to a year ahead: %s', (lastDay, error) => {
    expect(validateTokenForm(filled({ expiry: 'day', lastDay }), false, now).lastDay).toBe(error);
  });

  it.each(['0', '6001', '1.5', 'abc', ''])('refuses %j calls a minute', (rateLimit) => {
    expect(validateTokenForm(filled({ rateLimit }), false, now).rateLimit).toBe('form.rateLimitInvalid');
  });

  it('sends exactly one expiry choice, and the member only for a service token', () => {
    expect(tokenInput(filled(), false)).toEqual({ name: '日报', kind: 'PERSONAL', role: 'viewer', rateLimit: 600, expiresInDays: 30 });
    expect(tokenInput(filled({ expiry: 'day', lastDay: '2026-07-01', userId: '42' }), true)).toEqual({
      name: '日报',
      kind: 'SERVICE',
      role: 'viewer',
      rateLimit: 600,
      userId: '42',
      expiresOn: '2026-07-01',
    });
  });
});
