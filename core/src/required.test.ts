import { describe, expect, it } from 'vitest';
import { isFilled, missingRequired, type FieldRule } from './required';

describe('isFilled (spec §5 required-field rule)', () => {
  it.each([
    ['', false],
    ['   ', false],
    [undefined, false],
    [null, false],
    [false, false],
    [true, true],
    [0, true],
    [-1, true],
    [Number.NaN, false],
    ['x', true],
    [[], false],
    [[''], true],
    [{}, true],
  ])('%j → %s', (value, filled) => {
    expect(isFilled(value)).toBe(filled);
  });
});

describe('missingRequired', () => {
  const rules: FieldRule[] = [
    { key: 'url', kind: 'text', required: true },
    { key: 'count', kind: 'number', required: true },
    { key: 'agree', kind: 'boolean', required: true },
    { key: 'note', kind: 'text' },
    { key: 'emails', kind: 'multiText', required: true },
    {
      key: 'headers',
      kind: 'group',
      children: [
        { key: 'name', kind: 'text', required: true },
        { key: 'value', kind: 'text' },
      ],
    },
    { key: 'auth', kind: 'object', required: true, children: [{ key: 'key', kind: 'text', required: true }] },
  ];

  it('passes a complete form where a number is 0', () => {
    expect(
      missingRequired(rules, {
        url: 'https://x',
        count: 0,
        agree: true,
        emails: ['', 'a@b.c'],
        headers: [{ name: 'X-A' }],
        auth: { key: 'k' },
      }),
    ).toEqual([]);
  });

  it('reports every failing field by path', () => {
    expect(
      missingRequired(rules, {
        url: '',
        agree: false,
        emails: ['', ' '],
        headers: [{ name: 'ok' }, { name: '' }],
        auth: {},
      }),
    ).toEqual(['url', 'count', 'agree', 'emails', 'headers[1].name', 'auth.key']);
  });

  it('reports a missing required object itself, not its children', () => {
    expect(missingRequired([rules[6]!], {})).toEqual(['auth']);
  });

  it('accepts a single string for multi-item text', () => {
    expect(missingRequired([rules[4]!], { emails: 'a@b.c' })).toEqual([]);
  });
});
