import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildPlatform, platformEngine } from '../app';
import type { Database } from '../db/open';
import { runs } from '../db/schema-engine';
import { drivers, openTestDatabase } from '../test/harness';
import { flakyReceiver, loopbackHttp, sendOrderPipeline } from '../test/engine-fixtures';
import { INTERRUPTED_ERROR } from './recovery';

/** Two platform lives on one database: the first accepts and stops, the second must finish the work. */
describe.each(drivers())('start-up recovery (%s)', (kind) => {
  let database: Database;
  let receiver: Awaited<ReturnType<typeof flakyReceiver>>;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    receiver = await flakyReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await database.close();
  });

  async function life(runWorkers: boolean): Promise<FastifyInstance> {
    const app = buildPlatform({ db: database, engine: { http: loopbackHttp(), runWorkers } });
    await app.ready();
    return app;
  }

  async function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, body?: unknown, token?: string) {
    const res = await app.inject({
      method,
      url,
      ...(body !== undefined ? { payload: body as object } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return res.json() as { code: number; data: any };
  }

  it('loses no queued run when the platform stops with runs waiting', async () => {
    const first = await life(false);
    const signed = await call(first, 'POST', '/v1/api/user/register', {
      company_name: '恢复',
      uname: '恢复',
      email: `r${Date.now()}@example.com`,
      password: 'recover-pass-1',
    });
    const token = signed.data.token as string;
    const added = await call(
      first,
      'POST',
      '/v1/api/dataprocess/add',
      { content: JSON.stringify(sendOrderPipeline(`${receiver.url}/after-restart`)) },
      token,
    );
    const processId = added.data.process_id as string;
    await call(first, 'POST', '/v1/api/dataprocess/status', { process_id: processId, status: 1 }, token);
    const key = (await call(first, 'GET', `/v1/api/data/webhook/fetch?process_id=${processId}`, undefined, token)).data.webhook_key;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await call(first, 'POST', `/v1/api/data/webhook/accept/${key}`, { order_id: i })).data.log_id);
    await first.close();
    const waiting = await database.db.select({ status: runs.status }).from(runs).where(inArray(runs.id, ids));
    expect(waiting.map((r) => r.status)).toEqual(Array(5).fill('queued'));

    const second = await life(true);
    await platformEngine(second).idle();
    const done = await database.db.select({ status: runs.status }).from(runs).where(inArray(runs.id, ids));
    expect(done.map((r) => r.status)).toEqual(Array(5).fill('success'));
    expect(receiver.requests.filter((r) => r.url === '/after-restart')).toHaveLength(5);
    await second.close();
  });

  it('runs an interrupted run again, and fails it clearly once it was interrupted three times', async () => {
    const [template] = await database.db.select().from(runs).limit(1);
    const again = { ...template!, id: '9000000000000000001', status: 'running' as const, attempt: 1, startedAt: new Date() };
    const givenUp = { ...template!, id: '9000000000000000002', status: 'running' as const, attempt: 3, startedAt: new Date() };
    await database.db.insert(runs).values([again, givenUp]);
    const app = await life(true);
    await platformEngine(app).idle();
    const [resumed] = await database.db.select().from(runs).where(eq(runs.id, again.id));
    const [failed] = await database.db.select().from(runs).where(eq(runs.id, givenUp.id));
    expect([resumed!.status, resumed!.attempt]).toEqual(['success', 2]);
    expect([failed!.status, failed!.error]).toEqual(['failed', INTERRUPTED_ERROR]);
    expect(failed!.finishedAt).not.toBeNull();
    await app.close();
  });
});
