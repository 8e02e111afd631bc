import { ERRORS, PLANS } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const STEPS = [
  { uuid: 'a', actionType: 'TRIGGER', appId: '1001', actionId: '1' },
  { uuid: 'b', actionType: 'ACTION', appId: '1007', actionId: '1' },
];

async function create(token: string, title: string, steps?: unknown[]): Promise<string> {
  const reply = await stack.gql(
    `mutation ($input: CreatePipelineInput!) { createPipeline(input: $input) { processId } }`,
    { input: { title, steps } },
    token,
  );
  if (!reply.data?.createPipeline) throw new Error(JSON.stringify(reply.errors));
  return reply.data.createPipeline.processId;
}

describe('a signed-up user through GraphQL', () => {
  it('creates, lists, switches on, renames, logs out and is then refused', async () => {
    const { token, userid } = await stack.signUp('流程');
    const processId = await create(token, '订单同步', STEPS);

    const listed = await stack.gql(
      `{ pipelines { total items { processId title status favourite stepCount apps { appId appName } creator { userid } } } }`,
      undefined,
      token,
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data?.pipelines.total).toBe(1);
    expect(listed.data?.pipelines.items[0]).toMatchObject({
      processId,
      title: '订单同步',
      status: 'OFF',
      favourite: false,
      stepCount: 2,
      apps: [
        { appId: '1001', appName: 'Webhook' },
        { appId: '1007', appName: '发送数据' },
      ],
      creator: { userid },
    });

    const on = await stack.gql(`mutation ($id: ID!) { setPipelineStatus(processId: $id, status: ON) { status } }`, { id: processId }, token);
    expect(on.data?.setPipelineStatus.status).toBe('ON');

    const renamed = await stack.gql(`mutation ($id: ID!) { renamePipeline(processId: $id, title: "客户同步") { title } }`, { id: processId }, token);
    expect(renamed.data?.renamePipeline.title).toBe('客户同步');

    expect((await stack.gql(`mutation { logout }`, undefined, token)).data).toEqual({ logout: true });
    expect(await stack.gql(`{ me { userid } }`, undefined, token)).toEqual({ data: { me: null } });
    const refused = await stack.gql(`{ pipelines { total } }`, undefined, token);
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', upstreamCode: 2101 });
  });
});

describe('dataprocess family against the real platform', () => {
  it('resolves the creators of a page with a constant number of upstream calls (page size 1 and 15)', async () => {
    const { token } = await stack.signUp();
    for (let i = 0; i < 15; i++) await create(token, `流程 ${i}`, STEPS);
    const callsFor = async (limit: number) => {
      const before = stack.upstreamCalls.length;
      const reply = await stack.gql(`query ($limit: Int) { pipelines(limit: $limit) { items { processId creator { uname } } } }`, { limit }, token);
      expect(reply.data?.pipelines.items).toHaveLength(limit);
      return stack.upstreamCalls.slice(before);
    };
    const one = await callsFor(1);
    const fifteen = await callsFor(15);
    expect(fifteen).toEqual(one);
    expect(fifteen).toEqual(['GET /v1/api/dataprocess/list', 'GET /v1/api/base/users']);
  });

  it('reads the steps through the detail call', async () => {
    const { token } = await stack.signUp();
    const processId = await create(token, '带内容', STEPS);
    const reply = await stack.gql(
      `query ($id: ID!) { pipeline(processId: $id) { title steps { uuid actionType appId actionId } } }`,
      { id: processId },
      token,
    );
    expect(reply.data?.pipeline.title).toBe('带内容');
    expect(reply.data?.pipeline.steps).toEqual(STEPS);
  });

  it('answers null for an unknown or foreign pipeline', async () => {
    const a = await stack.signUp('甲');
    const b = await stack.signUp('乙');
    const foreign = await create(a.token, '甲的流程');
    for (const id of [foreign, '123456789012345678']) {
      const reply = await stack.gql(`query ($id: ID!) { pipeline(processId: $id) { title } }`, { id }, b.token);
      expect(reply).toEqual({ data: { pipeline: null } });
    }
  });

  it('copies, updates with a new version, counts, filters favourites and deletes', async () => {
    const { token } = await stack.signUp();
    const processId = await create(token, '原始', STEPS);

    const copy = await stack.gql(`mutation ($id: ID!) { copyPipeline(processId: $id) { title status } }`, { id: processId }, token);
    expect(copy.data?.copyPipeline).toEqual({ title: '副本原始', status: 'OFF' });

    const updated = await stack.gql(
      `mutation ($input: UpdatePipelineInput!) { updatePipeline(input: $input) { title stepCount } }`,
      { input: { processId, title: '改过', steps: STEPS.slice(0, 1), versionRemark: '删掉一步' } },
      token,
    );
    expect(updated.data?.updatePipeline).toEqual({ title: '改过', stepCount: 1 });

    const versions = await stack.gql(
      `query ($id: ID!) { pipelineVersions(processId: $id) { total items { versionNo isCurrent creator { uname } } } }`,
      { id: processId },
      token,
    );
    expect(versions.data?.pipelineVersions.total).toBeGreaterThanOrEqual(2);
    expect(versions.data?.pipelineVersions.items[0].isCurrent).toBe(true);

    await stack.gql(`mutation ($id: ID!) { setPipelineFavourite(processId: $id, favourite: true) { favourite } }`, { id: processId }, token);
    const favourites = await stack.gql(`{ pipelines(filter: { favourite: true }) { items { processId favourite } } }`, undefined, token);
    expect(favourites.data?.pipelines.items).toEqual([{ processId, favourite: true }]);
    expect((await stack.gql(`{ pipelineCount }`, undefined, token)).data?.pipelineCount).toBe(2);

    const deleted = await stack.gql(`mutation ($id: ID!) { deletePipeline(processId: $id) }`, { id: processId }, token);
    expect(deleted.data?.deletePipeline).toBe(processId);
    expect((await stack.gql(`{ pipelineCount }`, undefined, token)).data?.pipelineCount).toBe(1);
  });

  it('names checkpoints, reuses a version and checks a pipeline', async () => {
    const { token } = await stack.signUp();
    const processId = await create(token, '版本', STEPS);
    const checkpoint = await stack.gql(
      `mutation ($id: ID!) { checkPipelineVersion(processId: $id, versionRemark: "上线前") { versionId versionRemark processId } }`,
      { id: processId },
      token,
    );
    expect(checkpoint.data?.checkPipelineVersion).toMatchObject({ versionRemark: '上线前', processId });
    const reused = await stack.gql(
      `mutation ($id: ID!, $v: ID!) { reusePipelineVersion(processId: $id, versionId: $v) { processId steps { uuid } } }`,
      { id: processId, v: checkpoint.data?.checkPipelineVersion.versionId },
      token,
    );
    expect(reused.errors).toBeUndefined();
    const check = await stack.gql(
      `query ($id: ID!) { checkPipeline(processId: $id) { ok problems { stepUuid code message } } }`,
      { id: processId },
      token,
    );
    expect(check.errors).toBeUndefined();
    expect(typeof check.data?.checkPipeline.ok).toBe('boolean');
  });

  it('reports the plan limit on switching on as PLAN_LIMIT 3001 with the notice text (spec §2)', async () => {
    const { token } = await stack.signUp();
    const ids: string[] = [];
    for (let i = 0; i <= PLANS.free.maxEnabledPipelines; i++) ids.push(await create(token, `开启 ${i}`, STEPS));
    const switchOn = (id: string) => stack.gql(`mutation ($id: ID!) { setPipelineStatus(processId: $id, status: ON) { status } }`, { id }, token);
    for (const id of ids.slice(0, -1)) expect((await switchOn(id)).errors).toBeUndefined();
    const refused = await switchOn(ids.at(-1)!);
    expect(refused.errors?.[0]).toMatchObject({
      message: ERRORS.PLAN_ENABLED_LIMIT.msg,
      extensions: { code: 'PLAN_LIMIT', upstreamCode: 3001 },
    });
  });

  it('reports a missing pipeline on a mutation as NOT_FOUND 4004', async () => {
    const { token } = await stack.signUp();
    const reply = await stack.gql(`mutation { renamePipeline(processId: "123456789", title: "x") { title } }`, undefined, token);
    expect(reply.errors?.[0]?.extensions).toEqual({ code: 'NOT_FOUND', upstreamCode: 4004 });
  });
});

describe('the editor’s calls through GraphQL (issue 10)', () => {
  it('runs now, lists the pipeline’s runs, reads samples, the catalogue and calculations, and replaces steps', async () => {
    const { token } = await stack.signUp();
    const trigger = { uuid: 'a', actionType: 'TRIGGER', appId: '1001', actionId: 'receive', sampleData: { order_id: 'S-1' } };
    const processId = await create(token, '立即运行', [trigger]);

    const run = await stack.gql(
      `mutation ($id: ID!) { runPipelineNow(processId: $id, data: { order_id: "T-1" }) { logId processId triggerType } }`,
      { id: processId },
      token,
    );
    expect(run.errors).toBeUndefined();
    expect(run.data?.runPipelineNow).toMatchObject({ processId, triggerType: 'manual' });
    const log = await stack.gql(`query ($id: ID!) { pipelineRunLog(processId: $id) { total items { logId } } }`, { id: processId }, token);
    expect(log.data?.pipelineRunLog).toEqual({ total: 1, items: [{ logId: run.data?.runPipelineNow.logId }] });

    const sample = await stack.gql(
      `query ($id: ID!) { stepSampleData(processId: $id, stepIndex: 1) { stepUuid stepNumber sample } }`,
      { id: processId },
      token,
    );
    expect(sample.data?.stepSampleData).toEqual({ stepUuid: 'a', stepNumber: 1, sample: { order_id: 'S-1' } });

    const catalogue = await stack.gql(`{ stepCatalogue { appId kind isTrigger actions { actionId editor } } }`, undefined, token);
    expect(catalogue.data?.stepCatalogue).toContainEqual(expect.objectContaining({ appId: '1004', kind: 'switch', isTrigger: false }));

    const calc = await stack.gql(
      `query ($s: [StepInput!]!) { calculatePipeline(steps: $s) { stepCount taskCount ok problems { message } } }`,
      { s: STEPS },
      token,
    );
    expect(calc.data?.calculatePipeline).toMatchObject({ stepCount: 2, taskCount: 1 });

    const replaced = await stack.gql(
      `mutation ($id: ID!, $s: [StepInput!]!) { replacePipelineSteps(processId: $id, steps: $s) { processId stepCount } }`,
      { id: processId, s: STEPS },
      token,
    );
    expect(replaced.data?.replacePipelineSteps).toEqual({ processId, stepCount: 2 });
  });
});
