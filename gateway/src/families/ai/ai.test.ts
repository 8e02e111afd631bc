import { toTypedSteps } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const DRAFT = `mutation ($input: GeneratePipelineDraftInput!) {
  generatePipelineDraft(input: $input) {
    engine fallback { reason message } title stepCount processId notes
    steps { uuid actionType appId actionId title switchUuid segKey segments { title isFallback conditions { field operator value } } fields { key value } }
    explanations { stepNumber appId text }
    problems { stepNumber kind severity fields }
  }
}`;

describe('AI through GraphQL (issue 12)', () => {
  it('drafts a pipeline as typed steps, never the JSON text', async () => {
    const { token } = await stack.signUp('草稿');
    const reply = await stack.gql(DRAFT, { input: { description: '订单按城市分流：北京的发钉钉群，其他的记到数据表' } }, token);
    expect(reply.errors).toBeUndefined();
    const draft = reply.data!.generatePipelineDraft;
    expect(draft).toMatchObject({ engine: 'PLANNER', fallback: null, processId: null, stepCount: 4 });
    expect(draft.steps.map((s: { actionType: string; appId: string; segKey: string | null }) => [s.actionType, s.appId, s.segKey !== null])).toEqual([
      ['TRIGGER', '1001', false],
      ['ACTION', '1004', false],
      ['ACTION', '2002', true],
      ['ACTION', '1007', true],
    ]);
    expect(draft.steps[1].segments).toEqual([
      { title: '北京', isFallback: false, conditions: [[{ field: '{{1.city}}', operator: 'CONTAINS', value: '北京' }]] },
      { title: '其他', isFallback: true, conditions: null },
    ]);
    expect(draft.explanations[1]).toEqual({ stepNumber: 2, appId: '1004', text: '按城市分流：北京；都不满足时走“其他”' });
    expect(draft.problems).toContainEqual({ stepNumber: 3, kind: 'noAccount', severity: 'error', fields: [] });
  });

  it('saves the draft when asked, and the editor’s query reads the same steps', async () => {
    const { token } = await stack.signUp('创建');
    const reply = await stack.gql(DRAFT, { input: { description: '每当收到新订单，就发到飞书群', create: true, lang: 'EN' } }, token);
    const draft = reply.data!.generatePipelineDraft;
    expect(draft.processId).toMatch(/^\d{18,19}$/);
    expect(draft.explanations[1].text).toBe('Sends a message through Feishu group bot');
    const saved = await stack.gql(
      `query ($p: ID!) { pipeline(processId: $p) { status steps { uuid appId actionId } } }`,
      { p: draft.processId },
      token,
    );
    expect(saved.data!.pipeline.status).toBe('OFF');
    expect(saved.data!.pipeline.steps).toEqual(
      draft.steps.map((s: { uuid: string; appId: string; actionId: string }) => ({ uuid: s.uuid, appId: s.appId, actionId: s.actionId })),
    );
  });

  it('refuses an empty and an unclear description with the catalogue’s codes', async () => {
    const { token } = await stack.signUp('拒绝');
    const empty = await stack.gql(DRAFT, { input: { description: ' ' } }, token);
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstreamCode: 4000 });
    const unclear = await stack.gql(DRAFT, { input: { description: '今天天气不错' } }, token);
    expect(unclear.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstreamCode: 4160 });
  });

  it('suggests next steps with their apps in one batch call, and field mappings from the steps’ samples', async () => {
    const { token } = await stack.signUp('建议');
    const steps = toTypedSteps([
      { uuid: 't', sort: 1, action_type: '1', app_id: '1001', action_id: 'receive', params: {}, sample_data: { content: '你好', title: '报名' } },
      { uuid: 'b', sort: 2, action_type: '2', app_id: '2003', action_id: 'send_post', params: {} },
    ]);
    stack.upstreamCalls.length = 0;
    const flow = await stack.gql(
      `query ($steps: [StepInput!]) { flowSuggestions(steps: $steps, limit: 3) { engine items { appId actionId rank app { appName } } } }`,
      { steps },
      token,
    );
    expect(flow.errors).toBeUndefined();
    expect(flow.data!.flowSuggestions.engine).toBe('PLANNER');
    expect(flow.data!.flowSuggestions.items.map((i: { rank: number }) => i.rank)).toEqual([1, 2, 3]);
    expect(flow.data!.flowSuggestions.items.every((i: { app: { appName: string } | null }) => i.app !== null)).toBe(true);
    expect(stack.upstreamCalls).toEqual(['POST /api/platform/apps/get_flow_suggestion', 'GET /v1/api/process/app/batch']);

    const fields = await stack.gql(
      `query ($input: FieldSuggestionInput!) { fieldSuggestions(input: $input) { engine items { field reference confidence reason } } }`,
      { input: { steps, stepUuid: 'b' } },
      token,
    );
    expect(fields.errors).toBeUndefined();
    expect(fields.data!.fieldSuggestions.items.map((i: { field: string; reference: string }) => [i.field, i.reference])).toEqual([
      ['title', '{{1.title}}'],
      ['text', '{{1.content}}'],
    ]);
  });
});
