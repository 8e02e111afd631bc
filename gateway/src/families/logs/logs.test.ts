import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../../test/fake-server';
import { finishedRun, livePipeline, orderPipeline, postWebhook } from '../../test/pipelines';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
let receiver: FakeServer;
beforeAll(async () => {
  // the engine's guarded client refuses loopback unless allow-listed, exactly as in production
  process.env.HUILIU_OUTBOUND_ALLOW = '127.0.0.1';
  receiver = await startFakeServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true,"receipt":9007199254740993123}');
  });
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
  await receiver?.close();
});

const RUN_FIELDS = `logId processId processTitle status triggerType error stepCount durationMs
  steps { stepNumber title appName status input output error attempts durationMs }`;

describe('run logs through GraphQL', () => {
  it('gives the pipeline an absolute webhook URL on the public origin the caller used', async () => {
    const { token } = await stack.signUp('钩子');
    const { url, acceptPath } = await livePipeline(stack, token, orderPipeline(receiver.url));
    expect(url).toBe(`${stack.gateway.url}${acceptPath}`);
    expect(acceptPath).toMatch(/^\/v1\/api\/data\/webhook\/accept\/\S+$/);
  });

  it('logs a webhook run step by step, with every output and long id exact', async () => {
    const { token } = await stack.signUp('日志');
    const { processId, url } = await livePipeline(stack, token, orderPipeline(receiver.url));
    const { log_id } = await postWebhook(url, '{"order_id":1234567890123456789,"amount":250}');
    expect(await finishedRun(stack, token, log_id)).toBe('success');

    const reply = await stack.gql(`query ($id: ID!) { run(logId: $id) { ${RUN_FIELDS} triggerData } }`, { id: log_id }, token);
    expect(reply.errors).toBeUndefined();
    const run = reply.data!.run;
    expect(run).toMatchObject({ logId: log_id, processId, processTitle: '订单同步', status: 'success', triggerType: 'webhook' });
    expect(run.triggerData).toMatchObject({ order_id: '1234567890123456789', amount: 250 });
    expect(run.steps.map((s: { stepNumber: number; appName: string; status: string }) => [s.stepNumber, s.appName, s.status])).toEqual([
      [1, 'Webhook', 'success'],
      [2, '数据过滤', 'success'],
      [3, '发送数据', 'success'],
    ]);
    // the receiver's 19-digit id and the order id reach GraphQL as exact strings
    expect(JSON.stringify(run.steps[2].output)).toContain('"9007199254740993123"');
    expect(JSON.parse(receiver.seen.at(-1)!.body)).toEqual({ order_id: '1234567890123456789' });
  });

  it('shows a run stopped by the filter as filtered, and filters the list by status', async () => {
    const { token } = await stack.signUp('过滤');
    const { processId, url } = await livePipeline(stack, token, orderPipeline(receiver.url));
    const small = await postWebhook(url, '{"order_id":1,"amount":50}');
    const big = await postWebhook(url, '{"order_id":2,"amount":500}');
    expect(await finishedRun(stack, token, small.log_id)).toBe('filtered');
    expect(await finishedRun(stack, token, big.log_id)).toBe('success');

    const all = await stack.gql(`query ($p: ID!) { runs(filter: { processId: $p }) { total items { logId status } } }`, { p: processId }, token);
    expect(all.data?.runs.total).toBe(2);
    const filtered = await stack.gql(
      `query ($p: ID!) { runs(filter: { processId: $p, status: filtered }) { total items { logId status steps { title status } } } }`,
      { p: processId },
      token,
    );
    expect(filtered.data?.runs).toEqual({
      total: 1,
      items: [
        {
          logId: small.log_id,
          status: 'filtered',
          steps: [
            { title: 'trigger', status: 'success' },
            { title: '金额大于 100', status: 'filtered' },
          ],
        },
      ],
    });
  });

  it('resolves the pipelines of a whole page of runs with one batch call', async () => {
    const { token } = await stack.signUp('批量');
    const logIds: string[] = [];
    for (const title of ['甲', '乙', '丙']) {
      const { url } = await livePipeline(stack, token, orderPipeline(receiver.url), title);
      logIds.push((await postWebhook(url, '{"amount":1}')).log_id);
    }
    for (const id of logIds) await finishedRun(stack, token, id);

    const before = stack.upstreamCalls.length;
    const reply = await stack.gql(`{ runs { total items { logId pipeline { processId title } } } }`, undefined, token);
    const calls = stack.upstreamCalls.slice(before);
    expect(reply.data?.runs.items.map((r: { pipeline: { title: string } }) => r.pipeline.title).sort()).toEqual(['丙', '乙', '甲']);
    expect(calls).toEqual(['POST /v1/api/log/list', 'GET /v1/api/dataprocess/batch']);
  });

  it('reruns a failed run from the start and from its failed step', async () => {
    const { token } = await stack.signUp('重试');
    // nothing listens on port 9 of loopback: the send step fails
    const { url } = await livePipeline(stack, token, orderPipeline('http://127.0.0.1:9/'));
    const { log_id } = await postWebhook(url, '{"order_id":7,"amount":300}');
    expect(await finishedRun(stack, token, log_id)).toBe('failed');

    const failed = await stack.gql(`query ($id: ID!) { run(logId: $id) { error failedStepUuid } }`, { id: log_id }, token);
    expect(failed.data?.run.failedStepUuid).toBe('send');
    expect(failed.data?.run.error).toBeTruthy();

    const again = await stack.gql(`mutation ($id: ID!) { rescheduleRun(logId: $id) { logId parentLogId triggerType } }`, { id: log_id }, token);
    expect(again.data?.rescheduleRun).toMatchObject({ parentLogId: log_id, triggerType: 'rerun' });
    const resumed = await stack.gql(`mutation ($id: ID!) { rerunFromFailedStep(logId: $id) { logId parentLogId } }`, { id: log_id }, token);
    expect(resumed.data?.rerunFromFailedStep.parentLogId).toBe(log_id);
    expect(await finishedRun(stack, token, resumed.data!.rerunFromFailedStep.logId)).toBe('failed');

    const steps = await stack.gql(
      `query ($id: ID!) { runStepExecutions(logId: $id, stepUuid: "send") { stepUuid status attempts } }`,
      { id: log_id },
      token,
    );
    expect(steps.data?.runStepExecutions).toEqual([expect.objectContaining({ stepUuid: 'send', status: 'failed' })]);

    const deleted = await stack.gql(`mutation ($id: ID!) { deleteRuns(logIds: [$id]) }`, { id: log_id }, token);
    expect(deleted.data?.deleteRuns).toBe(1);
    const gone = await stack.gql(`query ($id: ID!) { run(logId: $id) { logId } }`, { id: log_id }, token);
    expect(gone).toEqual({ data: { run: null } });
  });

  it('never shows one company the runs of another', async () => {
    const owner = await stack.signUp('甲方');
    const other = await stack.signUp('乙方');
    const { url } = await livePipeline(stack, owner.token, orderPipeline(receiver.url));
    const { log_id } = await postWebhook(url, '{"amount":1}');
    await finishedRun(stack, owner.token, log_id);
    const seen = await stack.gql(`query ($id: ID!) { run(logId: $id) { logId } runs { total } }`, { id: log_id }, other.token);
    expect(seen.data).toEqual({ run: null, runs: { total: 0 } });
  });

  it('counts runs per pipeline and per day', async () => {
    const { token } = await stack.signUp('统计');
    const { processId, url } = await livePipeline(stack, token, orderPipeline(receiver.url));
    for (const amount of [10, 200]) await finishedRun(stack, token, (await postWebhook(url, JSON.stringify({ amount }))).log_id);
    const today = new Date().toISOString().slice(0, 10);
    const reply = await stack.gql(
      `query ($p: ID!, $s: String!, $e: String!) {
        runPipelineOptions { processId title }
        pipelineRunStats(startDate: $s, endDate: $e) { processId total success filtered failed }
        runStatistics(processId: $p, startDate: $s, endDate: $e) { total success filtered byDay { total } }
      }`,
      { p: processId, s: shiftDay(today, -1), e: shiftDay(today, 1) },
      token,
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.runPipelineOptions).toEqual([{ processId, title: '订单同步' }]);
    expect(reply.data?.pipelineRunStats).toEqual([{ processId, total: 2, success: 1, filtered: 1, failed: 0 }]);
    expect(reply.data?.runStatistics).toMatchObject({ total: 2, success: 1, filtered: 1, byDay: [{ total: 2 }] });
  });
});

function shiftDay(day: string, by: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + by);
  return date.toISOString().slice(0, 10);
}
