import { describe, expect, it } from 'vitest';
import { collectStepRefs, parseTemplate, readPath, renderJsonTemplate, renderTemplate, renderValue, renumberRefs, splitPath } from './template';
import { customRequestQuery, toRequestPath } from './request';

const ctx = {
  steps: {
    1: {
      order: {
        id: '1234567890123456789',
        amount: 150,
        items: [
          { sku: 'A', qty: 1 },
          { sku: 'B', qty: 2 },
        ],
      },
      city: '上海',
    },
    3: { ok: true },
  },
  env: { API_BASE: 'https://api.example.com', RATE: 0.5 },
  auth: { access_token: 'tok' },
};

describe('splitPath', () => {
  it.each([
    ['a.b.c', ['a', 'b', 'c']],
    ['items[0].sku', ['items', '0', 'sku']],
    ['items.0.sku', ['items', '0', 'sku']],
    ['m[1][2]', ['m', '1', '2']],
    ['', []],
  ])('%j → %j', (path, keys) => {
    expect(splitPath(path)).toEqual(keys);
  });
});

describe('renderTemplate', () => {
  it.each([
    ['{{1.order.amount}}', 150],
    ['{{1.order.id}}', '1234567890123456789'],
    ['{{1.order.items[1].sku}}', 'B'],
    ['{{1.order.items.0.qty}}', 1],
    ['{{1.order.items.sku}}', ['A', 'B']],
    ['{{1.order.items[*].qty}}', [1, 2]],
    ['{{ 1.city }}', '上海'],
    ['{{env.API_BASE}}/orders', 'https://api.example.com/orders'],
    ['{{env.RATE}}', 0.5],
    ['Bearer {{auth.access_token}}', 'Bearer tok'],
    ['订单 {{1.order.id}} 金额 {{1.order.amount}}', '订单 1234567890123456789 金额 150'],
    ['{{1.missing}}', undefined],
    ['x{{1.missing}}y', 'xy'],
    ['{{2.anything}}', undefined],
    ['{{3}}', { ok: true }],
    ['{{not a ref}} stays', '{{not a ref}} stays'],
    ['{{0.a}}', '{{0.a}}'],
  ])('%j → %j', (template, expected) => {
    expect(renderTemplate(template, ctx)).toEqual(expected);
  });

  it('accepts outputs as an array (index 0 = step 1)', () => {
    expect(renderTemplate('{{2.x}}', { steps: [{}, { x: 7 }] })).toBe(7);
  });
});

describe('renderJsonTemplate: templates inside JSON text stay JSON (custom action body, spec §5)', () => {
  it.each([
    ['{"amount":"{{1.order.amount}}"}', '{"amount":150}'],
    ['{"id":"{{1.order.id}}"}', '{"id":"1234567890123456789"}'],
    ['{"items":"{{1.order.items}}"}', '{"items":[{"sku":"A","qty":1},{"sku":"B","qty":2}]}'],
    ['{"gone":"{{1.missing}}"}', '{"gone":null}'],
    ['{"text":"城市 {{1.city}}"}', '{"text":"城市 上海"}'],
    ['{"quoted":"say {{1.quote}}"}', '{"quoted":"say he said \\"hi\\""}'],
    ['{"inline":"n={{1.order.amount}}"}', '{"inline":"n=150"}'],
    ['{"object":"o={{3}}"}', '{"object":"o={\\"ok\\":true}"}'],
    ['{"empty":"x{{1.missing}}y"}', '{"empty":"xy"}'], // the engine's copy wrote x\"\"y
    ['{"plain":1}', '{"plain":1}'],
  ])('%s → %s', (text, expected) => {
    const rendered = renderJsonTemplate(text, { ...ctx, steps: { ...ctx.steps, 1: { ...ctx.steps[1], quote: 'he said "hi"' } } });
    expect(rendered).toBe(expected);
    expect(() => JSON.parse(rendered)).not.toThrow();
  });
});

describe('renderValue', () => {
  it('renders nested objects and arrays', () => {
    expect(renderValue({ a: ['{{1.city}}', 2], b: { c: '{{1.order.amount}}' } }, ctx)).toEqual({ a: ['上海', 2], b: { c: 150 } });
  });
});

describe('readPath', () => {
  it('tells a missing key from a present null', () => {
    expect(readPath({ a: null }, ['a'])).toEqual({ found: true, value: null });
    expect(readPath({ a: null }, ['b'])).toEqual({ found: false, value: undefined });
    expect(readPath([1], ['5'])).toEqual({ found: false, value: undefined });
  });
});

describe('renumberRefs (spec §4)', () => {
  it('shifts references to later steps and leaves others alone', () => {
    const params = { url: '{{env.API}}/{{2.id}}', body: ['{{1.a}}', '{{ 3.items[0].x }}', 'plain'] };
    expect(renumberRefs(params, (n) => (n >= 2 ? n + 1 : n))).toEqual({
      url: '{{env.API}}/{{3.id}}',
      body: ['{{1.a}}', '{{ 4.items[0].x }}', 'plain'],
    });
  });
  it('keeps a reference the map declines', () => {
    expect(renumberRefs('{{2.a}}-{{3.b}}', (n) => (n === 2 ? null : n - 1))).toBe('{{2.a}}-{{2.b}}');
  });
});

describe('collectStepRefs and parseTemplate', () => {
  it('finds step references only', () => {
    expect(collectStepRefs({ a: '{{2.x}} {{env.K}}', b: ['{{4}}'] })).toEqual([2, 4]);
  });
  it('splits text and references', () => {
    expect(parseTemplate('a{{1.b}}c').map((p) => p.kind)).toEqual(['text', 'ref', 'text']);
  });
});

describe('customRequestQuery (spec §5)', () => {
  it('keeps auth templates and fills the rest from the fields', () => {
    expect(customRequestQuery({ key: '{{auth.api_key}}', page: '{{1.page}}', size: '' }, { page: 2, size: 0, key: 'ignored' })).toEqual({
      key: '{{auth.api_key}}',
      page: '2',
      size: '0',
    });
  });
});

describe('toRequestPath (spec §5)', () => {
  it.each([
    ['https://host.example.com/v1/api/x?a=1', '/v1/api/x?a=1'],
    ['http://h/p', '/p'],
    ['/v1/api/y', '/v1/api/y'],
    ['http://', undefined],
    ['ftp://x', undefined],
  ])('%j → %j', (url, path) => {
    expect(toRequestPath(url)).toBe(path);
  });
});
