import { describe, expect, it } from 'vitest';
import { MAX_TERMS, expandKeywords } from './expand';

describe('expandKeywords: a search widened to the apps and actions it names', () => {
  it('finds an action by a word of its description and adds its app and action names', () => {
    const out = expandKeywords('Webhook 地址');
    expect(out.terms).toEqual(['Webhook', '地址']);
    expect(out.matches).toContainEqual(expect.objectContaining({ app_id: '1001', action_name: '接收到数据时' }));
    expect(out.keywords).toEqual(expect.arrayContaining(['Webhook', '地址', '接收到数据时']));
  });

  it.each([
    ['ignores case', 'webhook', true],
    ['splits on Chinese commas too', '不存在的词，webhook', true],
    ['finds nothing for an unknown word', '完全无关的词语', false],
    ['finds nothing for blanks only', '  , ', false],
  ])('%s', (_, text, found) => {
    expect(expandKeywords(text).matches.length > 0).toBe(found);
  });

  it(`reads at most ${MAX_TERMS} terms and no repeats`, () => {
    const out = expandKeywords(Array.from({ length: 20 }, (_, i) => `w${i % 15}`).join(' '));
    expect(out.terms).toHaveLength(MAX_TERMS);
    expect(new Set(out.terms).size).toBe(MAX_TERMS);
  });
});
