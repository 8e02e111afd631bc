import { describe, expect, it } from 'vitest';
import { cutTitle, isTitleTooWide, titleWidth, TITLE_MAX_WIDTH } from './title';

describe('titleWidth (spec §5: CJK counts 2)', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['流程', 4],
    ['订单同步 v2', 11],
    ['，。', 4], // CJK punctuation is wide
    ['ＡＢ', 4], // fullwidth Latin is wide
    ['한국', 4],
    ['カナ', 4],
    ['😀', 1],
    ['𠀀', 2], // CJK extension B, outside the BMP
  ])('measures %j as %i units', (title, width) => {
    expect(titleWidth(title)).toBe(width);
  });
});

describe('isTitleTooWide', () => {
  it.each([
    ['a'.repeat(280), false],
    ['a'.repeat(281), true],
    ['中'.repeat(140), false],
    ['中'.repeat(141), true],
    ['中'.repeat(139) + 'abc', true],
    ['中'.repeat(139) + 'ab', false],
  ])('%#: too wide is %s', (title, tooWide) => {
    expect(isTitleTooWide(title)).toBe(tooWide);
  });
});

describe('cutTitle (spec §5: cut to 280 on save)', () => {
  it('leaves a title that fits unchanged', () => {
    expect(cutTitle('订单同步')).toBe('订单同步');
  });
  it('cuts ASCII to exactly the limit', () => {
    expect(cutTitle('a'.repeat(300))).toBe('a'.repeat(TITLE_MAX_WIDTH));
  });
  it('never splits a wide character that would overflow', () => {
    const cut = cutTitle('a' + '中'.repeat(200));
    expect(titleWidth(cut)).toBe(279);
    expect(cut).toBe('a' + '中'.repeat(139));
  });
  it('keeps surrogate pairs whole', () => {
    expect(cutTitle('😀😀😀', 2)).toBe('😀😀');
  });
});
