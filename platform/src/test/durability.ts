import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/open';
import { syncOrderPipeline } from './engine-fixtures';
import type { CallerOutcome } from './load';

async function rest<T = any>(base: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** A company with the spec's sync job switched on; returns the webhook's URL. */
export async function syncJob(base: string): Promise<string> {
  const me = await rest<{ token: string }>(base, '/v1/api/user/register', {
    company_name: '持久公司',
    uname: '测',
    email: `d${Date.now()}@example.com`,
    password: 'password-123',
  });
  const added = await rest<{ process_id: string }>(
    base,
    '/v1/api/dataprocess/add',
    { title: '同步订单', content: JSON.stringify(syncOrderPipeline()) },
    me.token,
  );
  await rest(base, '/v1/api/dataprocess/status', { process_id: added.process_id, status: 1 }, me.token);
  const res = await fetch(`${base}/v1/api/data/webhook/fetch?process_id=${added.process_id}`, { headers: { authorization: `Bearer ${me.token}` } });
  const key = ((await res.json()) as { data: { webhook_key: string } }).data.webhook_key;
  return `/v1/api/data/webhook/accept/${key}`;
}

export interface StoredRun {
  order: number;
  status: string;
  steps: number;
}

export async function storedRuns(dataDir: string): Promise<Map<number, StoredRun>> {
  const database = await openDatabase({ dataDir });
  try {
    const result = await database.db.execute<{ trigger_data: string; status: string; steps: number }>(
      sql`SELECT r.trigger_data, r.status, (SELECT count(*)::int FROM run_steps s WHERE s.run_id = r.id) AS steps FROM runs r`,
    );
    const rows = Array.isArray(result)
      ? result
      : (result as unknown as { rows: Array<{ trigger_data: string; status: string; steps: number }> }).rows;
    return new Map(
      rows.map((r) => {
        const order = Number((JSON.parse(r.trigger_data) as { order_id: number }).order_id);
        return [order, { order, status: r.status, steps: r.steps }];
      }),
    );
  } finally {
    await database.close();
  }
}

/** Callers told their order was done whose run the database does not hold finished with every step. */
export function answeredButLost(outcomes: CallerOutcome[], stored: Map<number, StoredRun>): CallerOutcome[] {
  return outcomes
    .filter((o) => o.status === 201)
    .filter((o) => {
      const run = stored.get(o.order);
      return !run || run.status !== 'success' || run.steps !== 3;
    });
}
