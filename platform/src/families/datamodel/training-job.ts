import type { TableField } from '@huiliu/contract';
import { toFilterGroups } from '@huiliu/core';
import type { Db } from '../../db/open';
import { spawnWorker } from '../../workers/spawn';
import { findDatasource, scanRows } from '../datasource/repository';
import type { Row, TrainMetrics, TrainProgress } from './ml/train';
import { findModel, lockModel } from './repository';
import type { TrainJob, TrainMessage } from './train-worker';
import { advance, emptyProgress, finishUnsuccessfully, succeed, type Progress } from './trainings';

/** How a training runs (trainer.ts fills it from the environment; tests shorten it). */
export interface JobSettings {
  trees: number;
  maxTrainRows: number;
  /** Heap of the training's worker thread; a data set that needs more fails the training. */
  heapMb: number;
  timeoutMs: number;
  /** The serialised model's cap: it is one text value of a row. */
  modelMaxBytes: number;
}

export interface TrainingJob {
  db: Db;
  tmid: string;
  companyId: string;
  dmid: string;
  timeZone: string;
  settings: JobSettings;
  /** Aborted by whoever stops the training; they also write why (cancelled, or the restart reason). */
  signal: AbortSignal;
  log: { warn(obj: object, msg: string): void };
}

const READ_BATCH = 1000;

type WorkerOutcome =
  | { kind: 'result'; model: string; metrics: TrainMetrics }
  | { kind: 'problem'; message: string }
  | { kind: 'stopped' }
  | { kind: 'crash'; message: string };

/**
 * One training, start to end, in the process that took the request: the rows are read here (the database client
 * lives on this thread), the model is trained in a worker thread, and the outcome is written back. Every step goes
 * through `advance`, which fails once the training was cancelled elsewhere — then the work just stops.
 */
export async function runTraining(job: TrainingJob): Promise<void> {
  const { db } = job;
  const progress: Progress = emptyProgress('reading');
  if (!(await advance(db, job.tmid, { status: 'running', started: true, progress }))) return;
  const fail = (reason: string) => finishUnsuccessfully(db, job.tmid, 'failed', reason);
  const model = await findModel(db, job.companyId, job.dmid);
  if (!model) return void (await fail('数据模型已被删除'));
  const table = await findDatasource(db, job.companyId, model.datasource_id);
  if (!table) return void (await fail('数据源不存在或已被删除，无法训练'));
  const columns = new Map(table.table_fields.map((f) => [f.name, f]));
  const missing = [model.predict_field, ...model.feature.map((f) => f.name)].find((name) => !columns.has(name));
  if (missing) return void (await fail(`数据源「${table.name}」中已没有字段「${missing}」，请修改模型设置`));
  const rows = await readRows(job, table.dsid, { ...progress, rows_total: table.rows });
  if (!rows) return;
  const spec = {
    // the data source's types now, which may have changed since the model was saved (a table without rows)
    features: model.feature.map((f) => columns.get(f.name) as TableField),
    target: columns.get(model.predict_field) as TableField,
    filter: model.datasource_filter_type === 1 ? toFilterGroups(model.pre_filter) : [],
    timeZone: job.timeZone,
    trees: job.settings.trees,
    maxTrainRows: job.settings.maxTrainRows,
  };
  const base = { ...progress, rows_read: rows.length, rows_total: rows.length };
  // the same rows and settings train the same model (its split and trees): a result can be reproduced, and a
  // retrained model differs only when its data or settings did. The worker hashes the rows: not this event loop.
  const seedSettings = JSON.stringify([model.predict_field, model.feature.map((f) => f.name), model.pre_filter]);
  const outcome = await trainInWorker(job, { rows, spec, seedSettings }, base);
  if (outcome.kind === 'stopped') return;
  if (outcome.kind !== 'result') return void (await fail(outcome.message));
  const bytes = Buffer.byteLength(outcome.model);
  if (bytes > job.settings.modelMaxBytes) {
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    return void (await fail(`模型过大（${mb(bytes)} MB，上限 ${mb(job.settings.modelMaxBytes)} MB），请减少特征字段`));
  }
  const done: TrainProgress = { ...base, phase: 'saving', trees_built: spec.trees, trees_total: spec.trees };
  await db.transaction(async (tx) => {
    // the model's row lock orders versions: two trainings of one model never take the same number
    if (!(await lockModel(tx, job.companyId, job.dmid))) return;
    const metrics = { ...outcome.metrics, predict_field: spec.target.name };
    await succeed(tx, { tmid: job.tmid, companyId: job.companyId, dmid: job.dmid, model: outcome.model, metrics, progress: done });
  });
}

/** The data source's rows in their order, a batch at a time; null when the training was stopped meanwhile. */
async function readRows(job: TrainingJob, dsid: string, progress: Progress): Promise<Row[] | null> {
  const rows: Row[] = [];
  let afterId: string | null = null;
  for (;;) {
    const batch = await scanRows(job.db, job.companyId, dsid, { afterId, batch: READ_BATCH, where: undefined });
    for (const r of batch) rows.push(r.data as Row);
    if (job.signal.aborted) return null;
    if (!(await advance(job.db, job.tmid, { progress: { ...progress, rows_read: rows.length } }))) return null;
    if (batch.length < READ_BATCH) return rows;
    afterId = batch[batch.length - 1]!.id;
  }
}

/**
 * The worker thread's part, with its heap and time capped. Progress is written at most every 200 ms; a write that
 * finds the training no longer running (cancelled in any process) ends the worker, as does the job's signal.
 */
function trainInWorker(job: TrainingJob, data: TrainJob, base: Progress): Promise<WorkerOutcome> {
  const worker = spawnWorker(import.meta.url, 'train-worker', { workerData: data, resourceLimits: { maxOldGenerationSizeMb: job.settings.heapMb } });
  return new Promise<WorkerOutcome>((resolve) => {
    let progress = base;
    let written = 0;
    let settled = false;
    const finish = (outcome: WorkerOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      job.signal.removeEventListener('abort', stop);
      void worker.terminate();
      resolve(outcome);
    };
    const stop = () => finish({ kind: 'stopped' });
    const write = async () => {
      written = Date.now();
      if (!(await advance(job.db, job.tmid, { progress })) && !settled) stop();
    };
    const timer = setTimeout(
      () => finish({ kind: 'crash', message: `训练超时（超过 ${Math.round(job.settings.timeoutMs / 1000)} 秒），请减少数据或特征字段` }),
      job.settings.timeoutMs,
    );
    job.signal.addEventListener('abort', stop);
    if (job.signal.aborted) stop();
    worker.on('message', (message: TrainMessage) => {
      if ('progress' in message) {
        progress = { ...progress, ...message.progress };
        if (Date.now() - written >= 200) void write().catch((err: unknown) => job.log.warn({ err }, 'training progress not saved'));
      } else if ('result' in message) finish({ kind: 'result', ...message.result });
      else finish({ kind: 'problem', message: message.problem });
    });
    worker.once('error', (err) => {
      const oom = (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      if (!oom) job.log.warn({ err, tmid: job.tmid }, 'training worker crashed');
      finish({ kind: 'crash', message: oom ? `训练所需内存超过上限（${job.settings.heapMb} MB），请减少数据或特征字段` : '训练过程出错，请重试' });
    });
    worker.once('exit', (code) => finish({ kind: 'crash', message: `训练进程意外退出（${code}），请重试` }));
  });
}
