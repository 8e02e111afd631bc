import { ERRORS } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { checkPipeline } from './check';

const webhook = { uuid: 't', action_type: '1', app_id: '1001', action_id: 'receive', params: {} };
const send = { uuid: 's', action_type: '2', app_id: '1007', action_id: 'post', params: {} };

describe('checkPipeline', () => {
  it('finds nothing wrong with a trigger followed by a complete action', () => {
    expect(checkPipeline({ title: '正常流程', content: JSON.stringify([webhook, send]) }, 'free')).toEqual([]);
  });

  it.each([
    ['an empty pipeline', '[]', ERRORS.CONTENT_INVALID.code, null],
    ['content that is not JSON', '{oops', ERRORS.CONTENT_INVALID.code, null],
    ['a step without uuid', JSON.stringify([{ action_type: '1', app_id: '1001', action_id: 'receive' }]), ERRORS.CONTENT_INVALID.code, null],
    ['a first step that is an action', JSON.stringify([send]), ERRORS.CONTENT_INVALID.code, 's'],
    ['a step without an action', JSON.stringify([webhook, { uuid: 'x', action_type: '2', app_id: '1007' }]), ERRORS.CONTENT_INVALID.code, 'x'],
  ])('reports %s', (_name, content, code, stepUuid) => {
    const problems = checkPipeline({ title: 't', content }, 'free');
    expect(problems).toContainEqual(expect.objectContaining({ code, step_uuid: stepUuid }));
  });

  it('reports a title wider than 280 units (CJK counts 2)', () => {
    const problems = checkPipeline({ title: '流'.repeat(141), content: JSON.stringify([webhook]) }, 'free');
    expect(problems.map((p) => p.code)).toContain(ERRORS.TITLE_TOO_WIDE.code);
    expect(checkPipeline({ title: '流'.repeat(140), content: JSON.stringify([webhook]) }, 'free')).toEqual([]);
  });

  it('reports more steps than the plan allows', () => {
    const steps = [webhook, ...Array.from({ length: 50 }, (_, i) => ({ ...send, uuid: `s${i}` }))];
    expect(checkPipeline({ title: 't', content: JSON.stringify(steps) }, 'free').map((p) => p.code)).toContain(ERRORS.PLAN_STEP_LIMIT.code);
    expect(checkPipeline({ title: 't', content: JSON.stringify(steps) }, 'team')).toEqual([]);
  });

  it('reports a custom return after a non-webhook trigger', () => {
    const schedule = { ...webhook, app_id: '1002', action_id: 'cron' };
    const ret = { uuid: 'r', action_type: '2', app_id: '1009', action_id: 'reply', params: {} };
    const messages = checkPipeline({ title: 't', content: JSON.stringify([schedule, ret]) }, 'free').map((p) => p.message);
    expect(messages.join()).toContain('自定义返回');
  });
});
