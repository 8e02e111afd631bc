import { describe, expect, it } from 'vitest';
import { addLegacyAction, legacyParams, setLegacyTrigger } from './legacy';
import { parseContent } from './content';

const uuids = () => {
  let n = 0;
  return () => `u${++n}`;
};

describe('legacy flows (addflowstep1–3)', () => {
  it('builds a trigger then actions as the editor would: titles from the action, params merged over defaults', () => {
    const next = uuids();
    let content = setLegacyTrigger([], { appId: '1001', actionId: 'receive' }, next);
    content = addLegacyAction(
      content,
      { appId: '2012', actionId: 'add_entry', accountId: '42', params: { form: 'F1', entry: { field_1: '{{1.name}}' } } },
      next,
    );
    content = addLegacyAction(content, { appId: '2005', actionId: 'request', title: '通知', params: { url: 'https://x.test' } }, next);
    expect(content.map((s) => [s.uuid, s.sort, s.action_type, s.app_id, s.action_id, s.account_id, s.title])).toEqual([
      ['u1', 1, '1', '1001', 'receive', undefined, '接收到数据时'],
      ['u2', 2, '2', '2012', 'add_entry', '42', ''],
      ['u3', 3, '2', '2005', 'request', undefined, '通知'],
    ]);
    expect(content[0]!.params).toMatchObject({ response_type: expect.any(String) });
    expect(content[1]!.params).toEqual({ form: 'F1', entry: { field_1: '{{1.name}}' } });
    expect(parseContent(JSON.stringify(content)).ok).toBe(true);
  });

  it('replaces a trigger already there, keeping the actions and what they map', () => {
    const next = uuids();
    const withWebhook = addLegacyAction(
      setLegacyTrigger([], { appId: '1001', actionId: 'receive' }, next),
      { appId: '2005', actionId: 'request', params: { body: '{{1.a}}' } },
      next,
    );
    const replaced = setLegacyTrigger(withWebhook, { appId: '1002', actionId: 'schedule' }, next);
    expect(replaced.map((s) => [s.uuid, s.app_id])).toEqual([
      ['u1', '1002'],
      ['u2', '2005'],
    ]);
    expect(replaced[1]!.params).toEqual({ body: '{{1.a}}' });
  });

  it('refuses an action before any trigger, and a condition that is not an object', () => {
    expect(() => addLegacyAction([], { appId: '2005', actionId: 'request' }, uuids())).toThrow('请先用 addflowstep2 设置触发步骤');
    expect(legacyParams('{"form":"F1"}')).toEqual({ form: 'F1' });
    expect(legacyParams(undefined)).toEqual({});
    expect(() => legacyParams('[1]')).toThrow('condition 必须是 JSON 对象');
    expect(() => legacyParams('not json')).toThrow('condition 必须是 JSON 对象');
  });
});
