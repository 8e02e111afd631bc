import { aPipeline } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../../test/fake-server';
import { finishedRun, livePipeline, postWebhook } from '../../test/pipelines';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
let receiver: FakeServer;
beforeAll(async () => {
  process.env.HUILIU_OUTBOUND_ALLOW = '127.0.0.1';
  receiver = await startFakeServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
  await receiver?.close();
});

describe('loops and branches in the run log', () => {
  it('pages a loop’s iterations and counts them', async () => {
    const { token } = await stack.signUp('循环');
    const content = aPipeline()
      .withStep('loop', { app_id: '1005', action_id: 'loop', title: '逐个商品', params: { items: '{{1.items}}' } })
      .withStep('each', {
        app_id: '1007',
        action_id: 'http',
        title: '推送商品',
        parentLoopUuid: 'loop',
        params: { url: receiver.url, method: 'POST', body: { sku: '{{2.item.sku}}' } },
      })
      .build();
    const { url } = await livePipeline(stack, token, content);
    const { log_id } = await postWebhook(url, JSON.stringify({ items: [{ sku: 'a' }, { sku: 'b' }, { sku: 'c' }] }));
    expect(await finishedRun(stack, token, log_id)).toBe('success');

    const reply = await stack.gql(
      `query ($id: ID!) {
        loopIterationCount(logId: $id, stepUuid: "each") { count success failed }
        loopIterations(logId: $id, stepUuid: "each", limit: 2) { total items { loopIndex status input } }
        run(logId: $id) { steps { stepUuid loopIndex } }
      }`,
      { id: log_id },
      token,
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.loopIterationCount).toEqual({ count: 3, success: 3, failed: 0 });
    expect(reply.data?.loopIterations.total).toBe(3);
    expect(reply.data?.loopIterations.items.map((s: { loopIndex: number }) => s.loopIndex)).toEqual([0, 1]);
    expect(reply.data?.run.steps.filter((s: { stepUuid: string }) => s.stepUuid === 'each').map((s: { loopIndex: number }) => s.loopIndex)).toEqual([
      0, 1, 2,
    ]);
  });

  it('records which switch step and branch each branch step ran in', async () => {
    const { token } = await stack.signUp('分支');
    const content = aPipeline().withSwitch(2).build();
    const segs = content[1]!.segs!;
    segs[0]!.conditions = [[{ field: '{{1.city}}', operator: 13, value: '上海' }]];
    segs[1]!.isFallback = true;
    for (const seg of segs) seg.apps[0]!.params = { url: receiver.url, method: 'POST', body: { city: '{{1.city}}' } };
    const { url } = await livePipeline(stack, token, content);
    const { log_id } = await postWebhook(url, '{"city":"北京"}');
    expect(await finishedRun(stack, token, log_id)).toBe('success');

    const reply = await stack.gql(
      `query ($id: ID!) { run(logId: $id) { steps { stepUuid status branch switchUuid output } } }`,
      { id: log_id },
      token,
    );
    const steps = reply.data!.run.steps as { stepUuid: string; branch: string | null; switchUuid: string | null; output: unknown }[];
    expect(steps.find((s) => s.stepUuid === 'switch')?.output).toEqual({ branches: ['b2'], titles: ['分支2'] });
    expect(steps.filter((s) => s.branch !== null).map((s) => [s.stepUuid, s.switchUuid, s.branch])).toEqual([['switch-b2-s1', 'switch', 'b2']]);
  });
});
