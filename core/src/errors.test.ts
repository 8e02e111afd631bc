import { describe, expect, it } from 'vitest';
import { AppError, ERRORS, errorByCode, isSuccessCode, PLAN_LIMIT_CODES } from './errors';

describe('the error catalogue', () => {
  it('gives every entry a unique code', () => {
    const codes = Object.values(ERRORS).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
  it('gives every failure a Chinese message, except the silent 2201 (spec §8)', () => {
    for (const [name, entry] of Object.entries(ERRORS)) {
      if (name === 'SILENT') expect(entry.msg).toBe('');
      else expect(entry.msg, name).toMatch(/[\u4e00-\u9fff]/);
    }
  });
  it.each([
    [0, true],
    [2000, true],
    [2006, true],
    [2101, false],
    [4000, false],
  ])('success code %i → %s', (code, ok) => {
    expect(isSuccessCode(code)).toBe(ok);
  });
  it('has the four plan-limit notices of spec §2', () => {
    expect(PLAN_LIMIT_CODES).toHaveLength(4);
    expect(PLAN_LIMIT_CODES.map((c) => errorByCode(c)?.gql)).toEqual(Array(4).fill('PLAN_LIMIT'));
  });
  it('carries its catalogue entry on AppError', () => {
    const error = new AppError('NOT_FOUND');
    expect(error.code).toBe(4004);
    expect(error.message).toBe(ERRORS.NOT_FOUND.msg);
    expect(new AppError('BAD_REQUEST', '缺少 title').message).toBe('缺少 title');
  });
});
