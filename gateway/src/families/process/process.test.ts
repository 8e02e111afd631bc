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

async function create(token: string): Promise<string> {
  const reply = await stack.gql(
    `mutation ($input: CreatePipelineInput!) { createPipeline(input: $input) { processId } }`,
    { input: { title: '设置', steps: STEPS } },
    token,
  );
  if (!reply.data?.createPipeline) throw new Error(JSON.stringify(reply.errors));
  return reply.data.createPipeline.processId;
}

describe('the editor calls around a pipeline, through GraphQL', () => {
  it('reads and updates the settings, with the on-error choice as an enum', async () => {
    const { token } = await stack.signUp();
    const id = await create(token);
    const read = await stack.gql(`query ($id: ID!) { pipelineSettings(processId: $id) { retries backoffMs onError } }`, { id }, token);
    expect(read.data?.pipelineSettings).toEqual({ retries: 0, backoffMs: 1000, onError: 'STOP' });
    const saved = await stack.gql(
      `mutation ($input: PipelineSettingsInput!) { updatePipelineSettings(input: $input) { processId retries backoffMs onError } }`,
      { input: { processId: id, retries: 2, onError: 'CONTINUE' } },
      token,
    );
    expect(saved.data?.updatePipelineSettings).toEqual({ processId: id, retries: 2, backoffMs: 1000, onError: 'CONTINUE' });
    const refused = await stack.gql(
      `mutation ($id: ID!) { updatePipelineSettings(input: { processId: $id, retries: 99 }) { retries } }`,
      { id },
      token,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstreamCode: 4000 });
  });

  it('replaces the steps, keeps sample display choices and judges many pipelines at once', async () => {
    const { token } = await stack.signUp();
    const id = await create(token);
    const edited = await stack.gql(
      `mutation ($id: ID!, $steps: [StepInput!]!) { editPipelineSteps(processId: $id, steps: $steps, versionRemark: "三步") { stepCount versionRemark } }`,
      { id, steps: [...STEPS, { uuid: 'c', actionType: 'ACTION', appId: '1007', actionId: '1' }] },
      token,
    );
    expect(edited.errors).toBeUndefined();
    expect(edited.data?.editPipelineSteps).toEqual({ stepCount: 3, versionRemark: '三步' });

    const set = await stack.gql(
      `mutation ($id: ID!) { setSampleDisplay(processId: $id, stepUuid: "a", fields: ["order.id"]) { stepUuid fields } }`,
      { id },
      token,
    );
    expect(set.data?.setSampleDisplay).toEqual({ stepUuid: 'a', fields: ['order.id'] });
    const listed = await stack.gql(`query ($id: ID!) { sampleDisplays(processId: $id) { stepUuid fields updatedAt } }`, { id }, token);
    expect(listed.data?.sampleDisplays).toEqual([expect.objectContaining({ stepUuid: 'a', fields: ['order.id'] })]);

    const statuses = await stack.gql(
      `query ($ids: [ID!]!) { pipelineDagStatuses(processIds: $ids) { processId isDagExist ok problems { stepUuid code } } }`,
      { ids: [id] },
      token,
    );
    expect(statuses.errors).toBeUndefined();
    expect(statuses.data?.pipelineDagStatuses).toEqual([expect.objectContaining({ processId: id, isDagExist: true })]);
  });

  it('expands search keywords to the apps and actions they name', async () => {
    const { token } = await stack.signUp();
    const reply = await stack.gql(`{ expandKeywords(keywords: "webhook") { terms keywords matches { appId actionName } } }`, undefined, token);
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.expandKeywords.terms).toEqual(['webhook']);
    expect(reply.data?.expandKeywords.matches).toContainEqual({ appId: '1001', actionName: '接收到数据时' });
  });
});
