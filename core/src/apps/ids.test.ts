import { describe, expect, it } from 'vitest';
import { isOpenPlatformAppId } from './ids';

describe('isOpenPlatformAppId (spec §9)', () => {
  it.each([
    ['1001', false],
    ['2011', false],
    ['999999', false],
    ['1000000', true],
    [1_000_003, true],
    // looked up at 7 digits: a longer id is its first seven
    ['10000001', true],
    ['99999999', true],
  ])('%j → %s', (appId, open) => {
    expect(isOpenPlatformAppId(appId)).toBe(open);
  });
});
