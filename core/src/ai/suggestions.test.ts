import { describe, expect, it } from 'vitest';
import type { AppField } from '../apps/definition';
import { TEST_APPS } from './fixtures';
import { checkFieldSuggestions, checkFlowSuggestions } from './suggestions';

describe('checkFlowSuggestions', () => {
  it('keeps known actions once, in order', () => {
    const raw = {
      suggestions: [
        { app_id: '2002', action_id: 'send_text', reason: '通知群' },
        { app_id: '1007', action_id: 'to_table', reason: '留档' },
        { app_id: '2002', action_id: 'send_text', reason: '重复' },
      ],
    };
    const checked = checkFlowSuggestions(raw, TEST_APPS);
    expect(checked.ok && checked.list.map((s) => s.action_id)).toEqual(['send_text', 'to_table']);
  });

  it('refuses unknown actions and triggers', () => {
    const checked = checkFlowSuggestions(
      {
        suggestions: [
          { app_id: '2999', action_id: 'x', reason: 'r' },
          { app_id: '1002', action_id: 'schedule', reason: 'r' },
        ],
      },
      TEST_APPS,
    );
    expect(checked.ok ? [] : checked.errors).toEqual([expect.stringContaining('没有 2999/x'), expect.stringContaining('是触发器')]);
  });
});

describe('checkFieldSuggestions', () => {
  const fields: AppField[] = [
    { key: 'content', kind: 'text', label: '消息内容', mappable: true },
    { key: 'secret', kind: 'text', label: '密钥' },
  ];
  const steps = [{ step_number: 1, sample: { text: 'hi', items: [{ sku: 'a' }] } }];
  const one = (field: string, reference: string) => ({ suggestions: [{ field, reference, confidence: 0.8, reason: 'r' }] });

  it('accepts a reference to a path of a given step’s sample, whole lists and mapped-over items included', () => {
    for (const ref of ['{{1.text}}', '{{ 1.items }}', '{{1.items.0.sku}}', '{{1.items.sku}}']) {
      const checked = checkFieldSuggestions(one('content', ref), fields, steps);
      expect(checked.ok, ref).toBe(true);
    }
  });

  it.each([
    ['a field that is not mappable', one('secret', '{{1.text}}'), /不是这个动作可映射的字段/],
    ['text around the reference', one('content', '你好 {{1.text}}'), /恰好是一个/],
    ['a step not given', one('content', '{{2.text}}'), /没有第 2 步的样本/],
    ['a path the sample lacks', one('content', '{{1.title}}'), /样本里没有 title/],
    ['confidence above 1', { suggestions: [{ field: 'content', reference: '{{1.text}}', confidence: 2, reason: 'r' }] }, /confidence/],
  ])('refuses %s', (_name, raw, message) => {
    const checked = checkFieldSuggestions(raw, fields, steps);
    expect(checked.ok ? '' : checked.errors.join('\n')).toMatch(message);
  });
});
