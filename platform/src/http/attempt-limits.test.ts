import { AppError, ERRORS } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { attemptLimitsFromEnv, DEFAULT_ATTEMPT_LIMITS } from './attempt-limits';

describe('HUILIU_REGISTER_PER_ADDRESS', () => {
  it('leaves the defaults alone when unset or empty', () => {
    expect(attemptLimitsFromEnv({})).toBeUndefined();
    expect(attemptLimitsFromEnv({ HUILIU_REGISTER_PER_ADDRESS: '  ' })).toBeUndefined();
  });

  it('raises only the sign-ups per address; the window, the per-account limit and sign-in keep theirs', () => {
    const limits = attemptLimitsFromEnv({ HUILIU_REGISTER_PER_ADDRESS: ' 200 ' });
    expect(limits).toEqual({
      login: DEFAULT_ATTEMPT_LIMITS.login,
      register: {
        perAddress: { max: 200, windowMs: DEFAULT_ATTEMPT_LIMITS.register.perAddress.windowMs },
        perAccount: DEFAULT_ATTEMPT_LIMITS.register.perAccount,
      },
    });
  });

  it.each(['0', '-1', '20.5', 'abc', '100001', '1e3'])('stops the start on %j, naming the variable', (value) => {
    let error: unknown;
    try {
      attemptLimitsFromEnv({ HUILIU_REGISTER_PER_ADDRESS: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(ERRORS.CONFIG_INVALID.code);
    expect((error as AppError).message).toBe(`HUILIU_REGISTER_PER_ADDRESS 中的“${value}”不是 1–100000 之间的整数`);
  });
});
