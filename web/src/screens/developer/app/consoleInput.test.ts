import type { AppField } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { inputData, shownJson } from './consoleInput';

const fields: AppField[] = [
  { key: 'text', kind: 'text', label: 'text' },
  { key: 'n', kind: 'number', label: 'n' },
  { key: 'on', kind: 'boolean', label: 'on' },
  { key: 'obj', kind: 'object', label: 'obj' },
  { key: 'lines', kind: 'multiText', label: 'lines' },
];

describe('the console input', () => {
  it('types each field as the step form would', () => {
    expect(inputData(fields, { text: 'hi', n: '3', on: true, obj: '{"a":1}', lines: 'a\n\nb' })).toEqual({
      ok: true,
      input: { text: 'hi', n: 3, on: true, obj: { a: 1 }, lines: ['a', 'b'] },
    });
  });

  it('leaves out empty fields and names the ones that do not parse', () => {
    expect(inputData(fields, { text: '', n: '' })).toEqual({ ok: true, input: {} });
    expect(inputData(fields, { n: 'x', obj: '{' })).toEqual({ ok: false, badKeys: ['n', 'obj'] });
  });

  it('shows bodies as text', () => {
    expect(shownJson({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(shownJson('plain')).toBe('plain');
    expect(shownJson(null)).toBe('');
  });
});
