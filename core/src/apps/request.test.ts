import { describe, expect, it } from 'vitest';
import { readReplyPath, renderRequest, renderScoped, renderScopedValue } from './request';

describe('request templates of app definitions', () => {
  const scope = { input: { content: '你好', count: 3, mobiles: ['138'] }, auth: { key: 'k-1' }, meta: { timestamp: 1700000000 } };

  it('keeps the type of one whole reference and writes mixed text as text', () => {
    expect(renderScoped('{{input.count}}', scope)).toBe(3);
    expect(renderScoped('{{input.mobiles}}', scope)).toEqual(['138']);
    expect(renderScoped('key={{auth.key}}&n={{input.count}}', scope)).toBe('key=k-1&n=3');
    // the step mapping language's step numbers and env are not this language's: left as written
    expect(renderScoped('{{1.a}} {{env.X}}', scope)).toBe('{{1.a}} {{env.X}}');
  });

  it('drops object keys whose reference is missing, and empty query parameters', () => {
    expect(renderScopedValue({ text: { content: '{{input.content}}' }, at: '{{input.absent}}' }, scope)).toEqual({ text: { content: '你好' } });
    const request = renderRequest(
      { method: 'POST', url: 'https://x.test/send?fixed=1', query: { key: '{{auth.key}}', page: '{{input.page}}' }, body: { n: '{{input.count}}' } },
      scope,
    );
    expect(request).toEqual({
      method: 'POST',
      url: 'https://x.test/send?fixed=1',
      query: { key: 'k-1' },
      headers: {},
      body: { n: 3 },
      body_type: 'json',
    });
  });

  it('reads reply paths, the whole reply for an empty path', () => {
    expect(readReplyPath({ data: { items: [{ id: 1 }] } }, 'data.items[0].id')).toBe(1);
    expect(readReplyPath([1, 2], '')).toEqual([1, 2]);
    expect(readReplyPath({ errcode: 0 }, 'errmsg')).toBeUndefined();
  });
});
