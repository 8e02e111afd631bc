import {
  ERROR_MONITOR_APP_ID,
  SCHEDULE_APP_ID,
  WEBHOOK_APP_ID,
  WEBHOOK_RESPONSE_TYPES,
  aPipeline,
  lookupAppId,
  needsAccount,
  type PipelineContent,
  type RunStatus,
} from '@huiliu/core';
import type { RunStep } from '@huiliu/contract';
import { platformEngine } from '../../../app';
import type { Catalogue } from '../../../apps/catalogue';
import type { World } from './starter-world';

/** A finished run as the run log shows it, and what a synchronous caller got back. */
export interface RunOutcome {
  status: RunStatus;
  error: string | null;
  steps: RunStep[];
  trigger_data: unknown;
  reply?: { status: number; body: unknown };
}

/** The steps whose app needs an account (core templateAccountNeeds' rule, from the catalogue). */
export const needsAccountIn = (catalogue: Catalogue) => (appId: string) => {
  const app = catalogue.get(appId);
  return app ? needsAccount(app) : true;
};

/** A pipeline added with `content` and switched on (the publish check runs), with its webhook key. */
export async function publish(w: World, title: string, content: PipelineContent): Promise<{ processId: string; key: string }> {
  const added = await w.f.call('POST', '/v1/api/dataprocess/add', { token: w.me.token, body: { title, content: JSON.stringify(content) } });
  if (added.code !== 0) throw new Error(`保存失败：${added.raw}`);
  const processId = added.data.process_id as string;
  const on = await w.f.call('POST', '/v1/api/dataprocess/status', { token: w.me.token, body: { process_id: processId, status: 1 } });
  if (on.code !== 0) throw new Error(`启用失败：${on.raw}`);
  const fetched = await w.f.call('GET', '/v1/api/data/webhook/fetch', { token: w.me.token, query: { process_id: processId } });
  return { processId, key: fetched.data.webhook_key as string };
}

export async function switchOff(w: World, processId: string): Promise<void> {
  await w.f.call('POST', '/v1/api/dataprocess/status', { token: w.me.token, body: { process_id: processId, status: 0 } });
}

async function runsOf(w: World, processId: string): Promise<{ total: number; newest?: string }> {
  const page = await w.f.call('POST', '/v1/api/log/list', { token: w.me.token, body: { process_id: processId, limit: 1 } });
  return { total: page.data.total as number, newest: page.data.list[0]?.log_id as string | undefined };
}

async function detail(w: World, logId: string): Promise<RunOutcome> {
  const found = await w.f.call('POST', '/v1/api/log/detail', { token: w.me.token, body: { log_id: logId } });
  return found.data as RunOutcome;
}

/** Waits until the pipeline has `count` runs (a run another run's end starts: the error monitor's). */
async function waitForRuns(w: World, processId: string, count: number): Promise<void> {
  for (let waited = 0; (await runsOf(w, processId)).total < count; waited += 50) {
    if (waited > 10_000) throw new Error(`流程 ${processId} 在 10 秒内没有第 ${count} 次运行`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function deliver(w: World, key: string, payload: unknown): Promise<{ status: number; body: unknown }> {
  const res = await w.f.app.inject({
    method: 'POST',
    url: `/v1/api/data/webhook/accept/${key}`,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as unknown };
}

/**
 * Starts one run the way the pipeline's trigger starts it — a webhook delivery of `payload`, the schedule's tick, a
 * poll that finds a new issue, another pipeline's failure — and returns it once the engine is idle.
 */
export async function trigger(
  w: World,
  content: PipelineContent,
  live: { processId: string; key: string },
  payload: Record<string, unknown>,
): Promise<RunOutcome> {
  const engine = platformEngine(w.f.app);
  const first = content[0]!;
  const before = (await runsOf(w, live.processId)).total;
  let reply: RunOutcome['reply'];
  switch (lookupAppId(first.app_id)) {
    case WEBHOOK_APP_ID: {
      const answered = await deliver(w, live.key, payload);
      if (first.params.response_type === WEBHOOK_RESPONSE_TYPES.FOLLOWING_STEPS) reply = answered;
      break;
    }
    case SCHEDULE_APP_ID:
      await w.scheduler.fire(live.processId);
      break;
    case ERROR_MONITOR_APP_ID: {
      // the watched pipeline: an order sync to an ERP that is down, with this pipeline as its error pipeline
      const erp = aPipeline()
        .withStep('push', {
          app_id: '1007',
          action_id: 'send',
          title: '推送到 ERP',
          params: { url: `${w.company.url}/erp`, method: 'POST', body: { order_no: '{{1.order_no}}' } },
        })
        .build();
      erp[0]!.sample_data = { order_no: 'SO202611260100' };
      const watched = await publish(w, '订单同步到 ERP', erp);
      const added = await w.f.call('POST', '/v1/api/application/monitor/add', {
        token: w.me.token,
        body: { process_id: watched.processId, error_process_id: live.processId },
      });
      if (added.code !== 0) throw new Error(`监控设置失败：${added.raw}`);
      await deliver(w, watched.key, { order_no: 'SO202611260100' });
      await engine.idle();
      await switchOff(w, watched.processId);
      break;
    }
    default: {
      // a polling trigger (GitHub new issue): switching on queued a first poll that only records what exists; polls
      // of one pipeline run one after the other, so once this one is done the issue below is new to the next tick
      await engine.schedules.poller.poll(live.processId);
      w.github.addIssue(`${String(first.params.owner)}/${String(first.params.repo)}`, String(payload.title));
      await w.scheduler.fire(live.processId);
    }
  }
  await engine.idle();
  await waitForRuns(w, live.processId, before + 1);
  await engine.idle();
  const run = await detail(w, (await runsOf(w, live.processId)).newest!);
  return reply ? { ...run, reply } : run;
}
