import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack';
import { dingtalkAccount, dingtalkContent, gqlOk, pipelineOf } from '../../test/templates';

let stack: Stack;
let sharer: { token: string };
let user: { token: string };
const gql = <T = Record<string, any>>(query: string, variables: Record<string, unknown>, token: string) => gqlOk<T>(stack, query, variables, token);

beforeAll(async () => {
  stack = await startStack();
  sharer = await stack.signUp('分享');
  user = await stack.signUp('使用');
}, 60_000);
afterAll(() => stack?.close());

/**
 * Issue 8 "constant upstream calls per page", for the gallery and the uses of a template. The gallery is read
 * without its starters (another slice's catalogue, which names no creator): every item then asks every loader.
 */
describe('platform calls per page of templates', () => {
  const PAGES = [15, 50] as const;
  let manyUses: string;

  beforeAll(async () => {
    const content = dingtalkContent(await dingtalkAccount(stack, sharer.token));
    for (let i = 0; i < 50; i++) {
      const id = await pipelineOf(stack, sharer.token, content, `公开模板 ${i}`);
      const shared = await gql<{ sharePipeline: { templateId: string } }>(
        `mutation ($id: ID!) { sharePipeline(input: { processId: $id, visibility: PUBLIC }) { templateId } }`,
        { id },
        sharer.token,
      );
      manyUses ??= shared.sharePipeline.templateId;
    }
    for (let i = 0; i < 50; i++) {
      await gql(
        `mutation ($id: ID!) { createPipelineFromTemplate(input: { templateId: $id }) { processId } }`,
        { id: manyUses },
        i % 2 ? sharer.token : user.token,
      );
    }
  }, 120_000);

  async function callsFor(query: string, limit: number, listOf: (data: Record<string, any>) => unknown[]) {
    const before = stack.upstreamCalls.length;
    const data = await gql(query, { limit, id: manyUses }, sharer.token);
    const calls = stack.upstreamCalls.slice(before).filter((c) => c !== 'GET /v1/api/user/info');
    return { calls: calls.sort(), items: listOf(data).length };
  }

  it.each([
    [
      'templates',
      `query ($limit: Int) { templates(filter: { source: SHARED }, limit: $limit) { items { steps { uuid app { appId } } apps { appName app { appId } }
        accountNeeds { app { appName } } creator { uname } } } }`,
      (d: Record<string, any>) => d.templates.items,
      ['GET /v1/api/base/users', 'GET /v1/api/process/app/batch', 'GET /v1/api/template/list'],
    ],
    [
      'templateUses',
      `query ($id: ID!, $limit: Int) { templateUses(templateId: $id, limit: $limit) { items { pipelineTitle user { uname } } } }`,
      (d: Record<string, any>) => d.templateUses.items,
      ['GET /v1/api/base/users', 'GET /v1/api/template/uses'],
    ],
  ])('%s costs the same few calls for a page of 15 and of 50', async (_name, query, listOf, expected) => {
    const small = await callsFor(query, PAGES[0], listOf);
    const large = await callsFor(query, PAGES[1], listOf);
    expect([small.items, large.items]).toEqual([...PAGES]);
    expect(small.calls).toEqual(expected);
    expect(large.calls).toEqual(expected);
  });
});
