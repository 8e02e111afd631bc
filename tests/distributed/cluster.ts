import { randomBytes } from 'node:crypto';
import { startCluster as start, type Cluster, type ClusterOptions } from '@huiliu/platform/test/cluster';

export type { Cluster };

/** Distributed mode needs both services; CI sets both (`.ci/run`). */
export const CLUSTER_SERVICES = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
if (!CLUSTER_SERVICES) {
  process.stderr.write('\n!!! distributed-mode tests SKIPPED: set TEST_DATABASE_URL and TEST_REDIS_URL (CI sets both) !!!\n\n');
}

/** A cluster on the test services (TEST_DATABASE_URL, TEST_REDIS_URL unless `redisUrl` names another Redis). */
export function startCluster(opts: Partial<ClusterOptions> = {}): Promise<Cluster> {
  return start({ databaseUrl: process.env.TEST_DATABASE_URL!, redisUrl: process.env.TEST_REDIS_URL!, ...opts });
}

/** One REST call in the spec's envelope; throws on a non-success code. */
export async function rest<T = any>(base: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await res.json()) as { code: number; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** A new company on `base`; its token. */
export async function signUp(base: string): Promise<string> {
  const me = await rest<{ token: string }>(base, '/v1/api/user/register', {
    company_name: `集群公司${randomBytes(3).toString('hex')}`,
    uname: '测',
    email: `cluster-${randomBytes(6).toString('hex')}@example.com`,
    password: 'password-123',
  });
  return me.token;
}

/** A pipeline of `content` saved and switched on; its id and webhook URL path. */
export async function livePipeline(base: string, token: string, content: unknown): Promise<{ processId: string; webhook: string }> {
  const added = await rest<{ process_id: string }>(base, '/v1/api/dataprocess/add', { title: '集群流程', content: JSON.stringify(content) }, token);
  await rest(base, '/v1/api/dataprocess/status', { process_id: added.process_id, status: 1 }, token);
  const fetched = await rest<{ webhook_key: string }>(base, `/v1/api/data/webhook/fetch?process_id=${added.process_id}`, undefined, token);
  return { processId: added.process_id, webhook: `/v1/api/data/webhook/accept/${fetched.webhook_key}` };
}

/** Posts `count` webhooks, `connections` at a time; the accepted runs' ids. */
export async function postWebhooks(url: string, count: number, connections = 20, from = 0): Promise<string[]> {
  const ids: string[] = [];
  let next = from;
  const end = from + count;
  const lane = async () => {
    while (next < end) {
      const order = next++;
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_id: order }) });
      const envelope = (await res.json()) as { code: number; data: { log_id: string } };
      if (envelope.code !== 0) throw new Error(`webhook ${order}: ${JSON.stringify(envelope)}`);
      ids.push(envelope.data.log_id);
    }
  };
  await Promise.all(Array.from({ length: connections }, lane));
  return ids;
}

/** Runs of the cluster by status. */
export async function statusCounts(cluster: Cluster): Promise<Record<string, number>> {
  const rows = await cluster.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM runs GROUP BY status');
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}
