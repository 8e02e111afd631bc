import { toTypedSteps } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishedRun, livePipeline, orderPipeline, postWebhook } from './test/pipelines';
import { startStack, type Stack } from './test/stack';

/**
 * Issue 8 "constant upstream calls per page": a list query costs the same number of platform calls for a
 * page of 15 as for a page of 50, whatever per-item fields it asks for (every per-item field goes through a
 * batch loader, one call per 100 ids). Counted on the real platform behind the stack's counting hop.
 */
let stack: Stack;
let token: string;
let processId: string;
const PAGES = [15, 50] as const;

beforeAll(async () => {
  stack = await startStack();
  ({ token } = await stack.signUp('分页'));
  // two pipelines take turns, so a page of runs names more than one pipeline (and creator)
  const pipelines = [
    await livePipeline(stack, token, orderPipeline('http://127.0.0.1:9/')),
    await livePipeline(stack, token, orderPipeline('http://127.0.0.1:9/')),
  ];
  processId = pipelines[0]!.processId;
  // amounts under 100 stop at the filter: every run has steps and trigger data, and nothing goes out
  const runs = [];
  for (let i = 0; i < 50; i++) runs.push(await postWebhook(pipelines[i % 2]!.url, `{"order_id":${i},"amount":1}`));
  for (const run of runs) expect(await finishedRun(stack, token, run.log_id)).toBe('filtered');
  for (let i = 0; i < 48; i++) {
    const made = await stack.gql(
      `mutation ($input: CreatePipelineInput!) { createPipeline(input: $input) { processId } }`,
      // with steps, so every page of pipelines names apps (AppRef through the app loader)
      { input: { title: `p${i}`, steps: toTypedSteps(orderPipeline('http://127.0.0.1:9/')) } },
      token,
    );
    expect(made.errors).toBeUndefined();
  }
  for (let i = 0; i < 50; i++) {
    const steps = toTypedSteps(orderPipeline(`http://127.0.0.1:9/${i}`));
    const saved = await stack.gql(
      `mutation ($input: UpdatePipelineInput!) { updatePipeline(input: $input) { versionId } }`,
      { input: { processId, steps, versionRemark: `v${i}` } },
      token,
    );
    expect(saved.errors).toBeUndefined();
  }
}, 120_000);
afterAll(() => stack?.close());

/** The platform calls one query costs, and its list's length. */
async function callsFor(query: string, limit: number, listOf: (data: Record<string, any>) => unknown[]): Promise<{ calls: string[]; items: number }> {
  const before = stack.upstreamCalls.length;
  const reply = await stack.gql(query, { limit, id: processId }, token);
  expect(reply.errors).toBeUndefined();
  // the session check (GET /user/info) is the gateway's, cached per token; count only the query's calls
  const calls = stack.upstreamCalls.slice(before).filter((c) => c !== 'GET /v1/api/user/info');
  return { calls: calls.sort(), items: listOf(reply.data!).length };
}

const CASES = {
  runs: {
    query: `query ($limit: Int) { runs(limit: $limit) { total items { logId steps { title status } triggerData flowSteps { uuid }
      pipeline { title steps { uuid } creator { uname } } } } }`,
    listOf: (d: Record<string, any>) => d.runs.items,
    expected: [
      'GET /v1/api/base/users',
      'GET /v1/api/dataprocess/batch',
      'GET /v1/api/dataprocess/batch_detail',
      'POST /v1/api/log/batch_detail',
      'POST /v1/api/log/batch_flow_content',
      'POST /v1/api/log/list',
    ],
  },
  pipelines: {
    query: `query ($limit: Int) { pipelines(limit: $limit) { total items { processId steps { uuid title } dataProcess creator { uname } apps { appName app { appNameEn } } } } }`,
    listOf: (d: Record<string, any>) => d.pipelines.items,
    expected: ['GET /v1/api/base/users', 'GET /v1/api/dataprocess/batch_detail', 'GET /v1/api/dataprocess/list', 'GET /v1/api/process/app/batch'],
  },
  pipelineVersions: {
    query: `query ($id: ID!, $limit: Int) { pipelineVersions(processId: $id, limit: $limit) { total items { versionNo creator { uname } } } }`,
    listOf: (d: Record<string, any>) => d.pipelineVersions.items,
    expected: ['GET /v1/api/base/users', 'GET /v1/api/dataprocess/versions'],
  },
};

describe('platform calls per page', () => {
  it.each(Object.entries(CASES))('%s costs the same few calls for a page of 15 and of 50', async (_name, c) => {
    const small = await callsFor(c.query, PAGES[0], c.listOf);
    const large = await callsFor(c.query, PAGES[1], c.listOf);
    expect([small.items, large.items]).toEqual([...PAGES]);
    expect(small.calls).toEqual(c.expected);
    expect(large.calls).toEqual(c.expected);
  });
});
