import { ERRORS } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishedRun, livePipeline, orderPipeline, postWebhook } from './test/pipelines';
import { startStack, type Stack } from './test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const STEP = `uuid actionType appId actionId accountId triggerType title switchUuid segKey parentLoopUuid
  segments { segKey title isFallback conditions { field operator value } extra }
  conditions { field operator value } loop { items maxItems } switchMode
  errorSettings { retries backoffMs onError } fields { key value } sampleData extra`;

/** A trigger, a loop with a request inside, a switch with two branches, a filter in the first branch. */
const STEPS = [
  {
    uuid: 'hook',
    actionType: 'TRIGGER',
    appId: '1001',
    actionId: 'receive',
    title: '接收订单',
    fields: [{ key: 'response_type', value: 'immediate' }],
    sampleData: { order_id: '1234567890123456789', items: [{ sku: 'a' }] },
  },
  { uuid: 'loop', actionType: 'ACTION', appId: '1005', actionId: 'loop', loop: { items: '{{1.items}}', maxItems: 20 } },
  {
    uuid: 'call',
    actionType: 'ACTION',
    appId: '1007',
    actionId: 'http',
    parentLoopUuid: 'loop',
    fields: [{ key: 'url', value: 'https://example.com/{{2.sku}}' }],
    errorSettings: { retries: 2, backoffMs: 500, onError: 'CONTINUE' },
  },
  {
    uuid: 'sw',
    actionType: 'ACTION',
    appId: '1004',
    actionId: 'switch',
    switchMode: 'FIRST',
    segments: [
      { segKey: 'big', title: '大单', conditions: [[{ field: '{{1.amount}}', operator: 'GT', value: 100 }]] },
      { segKey: 'rest', title: '其余', isFallback: true },
    ],
  },
  {
    uuid: 'only',
    actionType: 'ACTION',
    appId: '1003',
    actionId: 'filter',
    switchUuid: 'sw',
    segKey: 'big',
    conditions: [[{ field: '{{1.name}}', operator: 'CONTAINS', value: '张' }], [{ field: '{{1.vip}}', operator: 'NOT_EMPTY' }]],
  },
  { uuid: 'log', actionType: 'ACTION', appId: '1007', actionId: 'http', switchUuid: 'sw', segKey: 'rest', title: '记一笔' },
];

const withValue = (groups: ReadonlyArray<ReadonlyArray<object>> | undefined) => groups?.map((g) => g.map((c) => ({ value: null, ...c }))) ?? null;

/** What the query gives back for STEPS: every field present, absent ones null or empty. */
const READ_BACK = STEPS.map((s) => ({
  accountId: null,
  triggerType: null,
  title: null,
  switchUuid: null,
  segKey: null,
  parentLoopUuid: null,
  loop: null,
  switchMode: null,
  errorSettings: null,
  fields: [],
  sampleData: null,
  extra: null,
  ...s,
  conditions: withValue(s.conditions),
  segments: (s.segments ?? []).map((g) => ({ isFallback: false, extra: null, ...g, conditions: withValue(g.conditions) })),
}));

async function create(token: string, steps: unknown) {
  return stack.gql(
    `mutation ($input: CreatePipelineInput!) { createPipeline(input: $input) { processId status createdAt updatedAt } }`,
    { input: { title: '类型化', steps } },
    token,
  );
}

/** The platform's own reply, straight from REST. */
async function restDetail(token: string, processId: string): Promise<{ content: string; created_at: string }> {
  const reply = await fetch(`${stack.platform.url}/v1/api/dataprocess/detail?process_id=${processId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await reply.json()) as { data: { content: string; created_at: string } }).data;
}

describe('typed pipeline steps', () => {
  it('round-trip: typed steps in, the spec’s JSON text in REST, the same typed steps out', async () => {
    const { token } = await stack.signUp('类型');
    const created = await create(token, STEPS);
    expect(created.errors).toBeUndefined();
    const { processId } = created.data!.createPipeline;

    const stored = await restDetail(token, processId);
    const content = JSON.parse(stored.content);
    expect(content.map((s: { uuid: string }) => s.uuid)).toEqual(['hook', 'loop', 'call', 'sw']);
    expect(content[3].segs.map((g: { segKey: string; apps: Array<{ uuid: string }> }) => [g.segKey, g.apps.map((a) => a.uuid)])).toEqual([
      ['big', ['only']],
      ['rest', ['log']],
    ]);
    expect(content[3].segs[1].apps[0]).toMatchObject({ action_type: '2', app_id: '1007', title: '记一笔' });
    expect(content[3].segs[0].apps[0].params.conditions[0][0]).toEqual({ field: '{{1.name}}', operator: 11, value: '张' });
    expect(content[1].params).toEqual({ items: '{{1.items}}', max_items: 20 });
    expect(content[2]).toMatchObject({ parentLoopUuid: 'loop', settings: { retries: 2, backoff_ms: 500, on_error: 'continue' } });
    expect(stored.content).toContain('"order_id":"1234567890123456789"');

    const read = await stack.gql(`query ($id: ID!) { pipeline(processId: $id) { steps { ${STEP} } } }`, { id: processId }, token);
    expect(read.errors).toBeUndefined();
    expect(read.data?.pipeline.steps).toEqual(READ_BACK);

    // saving what was read changes nothing
    const saved = await stack.gql(
      `mutation ($input: UpdatePipelineInput!) { updatePipeline(input: $input) { steps { ${STEP} } } }`,
      { input: { processId, steps: read.data?.pipeline.steps } },
      token,
    );
    expect(saved.data?.updatePipeline.steps).toEqual(READ_BACK);
  });

  it.each([
    ['a branch step listed before its switch', [STEPS[0], { ...STEPS[4] }, STEPS[3]], '所在的分支不存在'],
    ['a branch the switch does not have', [STEPS[0], STEPS[3], { ...STEPS[5], segKey: 'nope' }], '所在的分支不存在'],
    ['a repeated uuid', [STEPS[0], STEPS[1], { ...STEPS[2], uuid: 'loop' }], '步骤 uuid 重复'],
  ])('refuses %s with the catalogue’s CONTENT_INVALID and creates nothing', async (_name, steps, reason) => {
    const { token } = await stack.signUp('坏内容');
    const reply = await create(token, steps);
    expect(reply.data).toBeNull();
    expect(reply.errors?.[0]?.extensions).toEqual({ code: ERRORS.CONTENT_INVALID.gql, upstreamCode: ERRORS.CONTENT_INVALID.code });
    expect(reply.errors?.[0]?.message).toMatch(new RegExp(`^${ERRORS.CONTENT_INVALID.msg}：.*${reason}`));
    expect((await stack.gql(`{ pipelineCount }`, undefined, token)).data?.pipelineCount).toBe(0);
  });

  it('reports content another REST client stored that the strict parser refuses as CONTENT_INVALID, not a 500', async () => {
    const { token } = await stack.signUp('旧内容');
    const added = await fetch(`${stack.platform.url}/v1/api/dataprocess/add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: '无 uuid', content: '[{"app_id":"1001"}]' }),
    });
    const { data } = (await added.json()) as { data: { process_id: string } };
    const read = await stack.gql(`query ($id: ID!) { pipeline(processId: $id) { title steps { uuid } } }`, { id: data.process_id }, token);
    expect(read.data?.pipeline).toBeNull();
    expect(read.errors?.[0]).toMatchObject({
      message: `${ERRORS.CONTENT_INVALID.msg}：content[0] 缺少 uuid`,
      extensions: { upstreamCode: ERRORS.CONTENT_INVALID.code },
    });
  });

  it('refuses an unknown operator before any resolver runs', async () => {
    const { token } = await stack.signUp('坏运算');
    const reply = await create(token, [{ ...STEPS[4], switchUuid: null, segKey: null, conditions: [[{ field: 'a', operator: 'LIKE' }]] }]);
    expect(reply.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('enums and instants', () => {
  it('sends pipeline status and role by name, and takes status and sort by name', async () => {
    const { token } = await stack.signUp('枚举');
    const created = await create(token, STEPS.slice(0, 1));
    const { processId } = created.data!.createPipeline;
    expect(created.data?.createPipeline.status).toBe('OFF');
    const on = await stack.gql(`mutation ($id: ID!) { setPipelineStatus(processId: $id, status: ON) { status } }`, { id: processId }, token);
    expect(on.data?.setPipelineStatus.status).toBe('ON');
    const onOnly = await stack.gql(`{ pipelines(filter: { status: ON, sort: UPDATED_AT_ASC }) { items { processId } } }`, undefined, token);
    expect(onOnly.data?.pipelines.items).toEqual([{ processId }]);
    expect((await stack.gql(`{ pipelines(filter: { status: OFF }) { total } }`, undefined, token)).data?.pipelines.total).toBe(0);
    const me = (await stack.gql(`{ me { role builtinRole } }`, undefined, token)).data?.me;
    expect(me).toEqual({ role: 'owner', builtinRole: 'OWNER' });
    const bad = await stack.gql(`mutation ($id: ID!) { setPipelineStatus(processId: $id, status: 1) { status } }`, { id: processId }, token);
    expect(bad.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses to switch on a pipeline with problems, with the message and the problems (spec §4–§5)', async () => {
    const { token } = await stack.signUp('有问题');
    const emptyFilter = {
      uuid: 'f',
      actionType: 'ACTION',
      appId: '1003',
      actionId: 'filter',
      conditions: [[{ field: '', operator: 'IS', value: '' }]],
    };
    const created = await create(token, [STEPS[0], emptyFilter]);
    const { processId } = created.data!.createPipeline;
    const on = await stack.gql(`mutation ($id: ID!) { setPipelineStatus(processId: $id, status: ON) { status } }`, { id: processId }, token);
    expect(on.errors?.[0]?.message).toBe('流程有 1 个问题，修复后才能启用：过滤条件不完整：第 1 个条件未选择字段');
    expect(on.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      upstreamCode: ERRORS.PIPELINE_HAS_PROBLEMS.code,
      problems: [{ step_uuid: 'f', message: '过滤条件不完整：第 1 个条件未选择字段' }],
    });
  });

  it('sends every timestamp as ISO-8601 in UTC, the same instant REST holds', async () => {
    const { token } = await stack.signUp('时间');
    const created = await create(token, STEPS.slice(0, 1));
    const { processId, createdAt, updatedAt } = created.data!.createPipeline;
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    expect(createdAt).toMatch(iso);
    expect(updatedAt).toMatch(iso);
    expect(Date.parse(createdAt)).toBe(Date.parse((await restDetail(token, processId)).created_at));
    const me = await stack.gql(`{ me { createdAt } }`, undefined, token);
    expect(me.data?.me.createdAt).toMatch(iso);
  });

  it('sends a run’s status by its enum name and its instants as DateTime, with the steps it ran typed', async () => {
    const { token } = await stack.signUp('运行');
    const { url } = await livePipeline(stack, token, orderPipeline('http://127.0.0.1:9/'));
    const { log_id } = await postWebhook(url, JSON.stringify({ amount: 5 }));
    expect(await finishedRun(stack, token, log_id)).toBe('filtered');
    const run = await stack.gql(
      `query ($id: ID!) { run(logId: $id) { status createdAt startedAt finishedAt flowSteps { uuid conditions { operator value } } } }`,
      { id: log_id },
      token,
    );
    expect(run.errors).toBeUndefined();
    expect(run.data?.run).toMatchObject({
      status: 'filtered',
      flowSteps: [{ uuid: 'trigger' }, { uuid: 'filter', conditions: [[{ operator: 'GT', value: 100 }]] }, { uuid: 'send' }],
    });
    for (const key of ['createdAt', 'startedAt', 'finishedAt']) expect(run.data?.run[key]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/);
  });
});
