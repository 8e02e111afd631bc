import { describe, expect, it } from 'vitest';
import en from '../../locales/en/editor.json';
import { conditionSummary } from './conditionSummary';

const english = (code: number) => (en.operators as Record<string, string>)[String(code)] ?? '';

describe('conditionSummary (issue 10 item 9)', () => {
  it('names the operator in the reader language, not core’s Chinese label', () => {
    const summary = conditionSummary([[{ field: '{{1.city}}', operator: 13, value: 'Berlin' }]], english);
    expect(summary).toEqual({ field: '1.city', operator: english(13), value: 'Berlin', more: 0 });
    expect(summary?.operator).not.toMatch(/\p{Script=Han}/u);
  });

  it('leaves out the value of an operator that takes none', () => {
    expect(conditionSummary([[{ field: '{{1.a}}', operator: 42 }], [{ field: '{{1.b}}', operator: 11, value: 'x' }]], english)).toMatchObject({
      value: '',
      more: 1,
    });
  });
});
