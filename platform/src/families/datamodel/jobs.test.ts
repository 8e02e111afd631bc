import { newId } from '@huiliu/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatform, platformTrainer } from '../../app';
import type { Database } from '../../db/open';
import { dataModelTrainings } from '../../db/schema-datamodel';
import { openTestDatabase, usePlatform, type SignedUp } from '../../test/harness';
import { purchaseRows } from './testing/datasets';
import { addModel, callerOf, DM, signUpOn, uploadTable, waitForTraining } from './testing/fixtures';
import { RESTART_REASON, TrainingManager } from './trainer';

const PURCHASE = { predict_field: '是否购买', feature: ['x1', 'x2', '城市'] };
/** Enough trees that a training is still running when the test acts on it (each takes a few milliseconds). */
const SLOW = { trees: 5000 };
const quiet = { warn: () => undefined, error: () => undefined };

describe('training jobs', () => {
  const f = usePlatform('pglite', { dataModels: { ...SLOW, concurrency: 1, queue: 1, heartbeatMs: 100 } });
  let me: SignedUp;
  let dsid: string;
  beforeAll(async () => {
    me = await f.signUp();
    dsid = await uploadTable(f, me.token, '购买记录', purchaseRows(200));
  });

  it('cancels a running training: its worker stops, nothing is kept, and a second cancel is refused', async () => {
    const model = await addModel(f, me.token, { ...PURCHASE, datasource_id: dsid });
    const started = await f.call('POST', `${DM}/train`, { token: me.token, body: { dmid: model.dmid } });
    const running = await waitForTraining(f, me.token, started.data.tmid, (t) => t.progress.trees_built > 0);
    expect(running).toMatchObject({ status: 'running', progress: { phase: 'training', rows_read: 200, trees_total: 5000 } });

    const cancelled = await f.call('POST', `${DM}/train/cancel`, { token: me.token, body: { tmid: started.data.tmid } });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', error: '已取消', version: null });
    await platformTrainer(f.app).idle();
    const after = (await f.call('GET', `${DM}/train/status`, { token: me.token, query: { tmid: started.data.tmid } })).data;
    expect(after).toMatchObject({ status: 'cancelled', version: null });
    // the worker was terminated, not left to finish its 5,000 trees
    expect(after.progress.trees_built).toBeLessThan(5000);
    const again = await f.call('POST', `${DM}/train/cancel`, { token: me.token, body: { tmid: started.data.tmid } });
    expect([again.status, again.code]).toEqual([409, 4326]);
    expect((await f.call('GET', `${DM}/versions`, { token: me.token, query: { dmid: model.dmid } })).data.total).toBe(0);
  });

  it('runs one training at a time, queues one more, and refuses the next with 429', async () => {
    const models = [];
    for (let i = 0; i < 3; i++) models.push(await addModel(f, me.token, { ...PURCHASE, datasource_id: dsid, name: `模型${i}` }));
    const first = await f.call('POST', `${DM}/train`, { token: me.token, body: { dmid: models[0]!.dmid } });
    const second = await f.call('POST', `${DM}/train`, { token: me.token, body: { dmid: models[1]!.dmid } });
    const third = await f.call('POST', `${DM}/train`, { token: me.token, body: { dmid: models[2]!.dmid } });
    expect([first.code, second.code]).toEqual([0, 0]);
    expect([third.status, third.code, third.msg]).toEqual([429, 4322, '正在训练的模型过多，请稍后再试']);
    await waitForTraining(f, me.token, first.data.tmid, (t) => t.status === 'running');
    expect((await f.call('GET', `${DM}/train/status`, { token: me.token, query: { tmid: second.data.tmid } })).data.status).toBe('queued');
    // a queued training is cancelled before it ever runs
    await f.call('POST', `${DM}/train/cancel`, { token: me.token, body: { tmid: second.data.tmid } });
    await f.call('POST', `${DM}/train/cancel`, { token: me.token, body: { tmid: first.data.tmid } });
    await platformTrainer(f.app).idle();
    const queued = (await f.call('GET', `${DM}/train/status`, { token: me.token, query: { tmid: second.data.tmid } })).data;
    expect([queued.status, queued.started_at]).toEqual(['cancelled', null]);
  });

  it('notices a cancel written by another process at its next heartbeat', async () => {
    const model = await addModel(f, me.token, { ...PURCHASE, datasource_id: dsid });
    const started = await f.call('POST', `${DM}/train`, { token: me.token, body: { dmid: model.dmid } });
    await waitForTraining(f, me.token, started.data.tmid, (t) => t.progress.trees_built > 0);
    // what another process's cancel does: the row alone
    await f.db.update(dataModelTrainings).set({ status: 'cancelled', error: '已取消' }).where(eq(dataModelTrainings.id, started.data.tmid));
    await platformTrainer(f.app).idle();
    const [row] = await f.db.select().from(dataModelTrainings).where(eq(dataModelTrainings.id, started.data.tmid));
    expect([row!.status, row!.version]).toEqual(['cancelled', null]);
  });
});

describe('trainings across restarts', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  }, 60_000);
  afterAll(() => database?.close());

  async function platform() {
    const app = buildPlatform({ db: database, strictReplies: true, dataModels: { ...SLOW, heartbeatMs: 100 } });
    await app.ready();
    return callerOf(app);
  }

  it('fails a training a stopped process left running, with the restart reason, at the next start', async () => {
    const first = await platform();
    const token = await signUpOn(first);
    const model = await addModel(first, token, { ...PURCHASE, datasource_id: await uploadTable(first, token, '购买记录', purchaseRows(200)) });
    const started = await first.call('POST', `${DM}/train`, { token, body: { dmid: model.dmid } });
    await waitForTraining(first, token, started.data.tmid, (t) => t.status === 'running');

    // a second process starting on the same data, as after a crash: whatever it did not start is dead to it
    const second = await platform();
    const status = async (tmid: string) => (await second.call('GET', `${DM}/train/status`, { token, query: { tmid } })).data;
    expect(await status(started.data.tmid)).toMatchObject({ status: 'failed', error: RESTART_REASON, version: null });
    // the first process's job notices and stops instead of finishing behind the new one's back
    await platformTrainer(first.app).idle();
    expect((await status(started.data.tmid)).status).toBe('failed');
    await first.app.close();

    // a graceful shutdown ends its trainings the same way
    const again = await second.call('POST', `${DM}/train`, { token, body: { dmid: model.dmid } });
    await waitForTraining(second, token, again.data.tmid, (t) => t.status === 'running');
    await second.app.close();
    const [row] = await database.db.select().from(dataModelTrainings).where(eq(dataModelTrainings.id, again.data.tmid));
    expect([row!.status, row!.error]).toEqual(['failed', RESTART_REASON]);
  });

  it('in distributed mode fails only the trainings whose process stopped beating', async () => {
    const stale = newId();
    const alive = newId();
    const row = (id: string, heartbeatAt: Date) => ({ id, companyId: '1', modelId: '1', status: 'running', owner: 'elsewhere', heartbeatAt });
    await database.db.insert(dataModelTrainings).values([row(stale, new Date(Date.now() - 60_000)), row(alive, new Date())]);
    const manager = new TrainingManager(database.db, quiet, { staleMs: 30_000 });
    await manager.start(true);
    await manager.close();
    const rows = await database.db
      .select({ id: dataModelTrainings.id, status: dataModelTrainings.status, error: dataModelTrainings.error })
      .from(dataModelTrainings);
    expect(rows.find((r) => r.id === stale)).toMatchObject({ status: 'failed', error: RESTART_REASON });
    expect(rows.find((r) => r.id === alive)).toMatchObject({ status: 'running' });
  });
});
