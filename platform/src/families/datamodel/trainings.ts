import type { ModelTraining, ModelVersion } from '@huiliu/contract';
import { isIdString, newId } from '@huiliu/core';
import { and, count, desc, eq, inArray, isNotNull, lt, or, sql, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { dataModelTrainings as trainings } from '../../db/schema-datamodel';
import type { TrainMetrics, TrainProgress } from './ml/train';

export type TrainingStatus = ModelTraining['status'];
export type Progress = ModelTraining['progress'];

export const UNFINISHED: TrainingStatus[] = ['queued', 'running'];

/** Every column but the serialised model, which only a prediction reads (it may be megabytes). */
export const trainingColumns = {
  id: trainings.id,
  modelId: trainings.modelId,
  status: trainings.status,
  progress: trainings.progress,
  error: trainings.error,
  version: trainings.version,
  createdAt: trainings.createdAt,
  startedAt: trainings.startedAt,
  finishedAt: trainings.finishedAt,
};

export type TrainingRow = { [K in keyof typeof trainingColumns]: (typeof trainings.$inferSelect)[K] };

export const emptyProgress = (phase: Progress['phase']): Progress => ({ phase, rows_read: 0, rows_total: 0, trees_built: 0, trees_total: 0 });

export function toTraining(r: TrainingRow): ModelTraining {
  return {
    tmid: r.id,
    dmid: r.modelId,
    status: r.status as TrainingStatus,
    progress: { ...emptyProgress('queued'), ...(r.progress as Partial<Progress>) },
    error: r.error,
    version: r.version,
    created_at: r.createdAt.toISOString(),
    started_at: r.startedAt?.toISOString() ?? null,
    finished_at: r.finishedAt?.toISOString() ?? null,
  };
}

const own = (companyId: string, tmid: string) => and(eq(trainings.companyId, companyId), eq(trainings.id, tmid));

export async function findTraining(db: Db, companyId: string, tmid: string): Promise<ModelTraining | null> {
  if (!isIdString(tmid)) return null;
  const [row] = await db.select(trainingColumns).from(trainings).where(own(companyId, tmid)).limit(1);
  return row ? toTraining(row) : null;
}

export async function unfinishedOf(db: Db, companyId: string, dmid: string): Promise<ModelTraining | null> {
  const [row] = await db
    .select(trainingColumns)
    .from(trainings)
    .where(and(eq(trainings.companyId, companyId), eq(trainings.modelId, dmid), inArray(trainings.status, UNFINISHED)))
    .limit(1);
  return row ? toTraining(row) : null;
}

export async function insertTraining(tx: Db, t: { companyId: string; dmid: string; creatorId: string; owner: string }): Promise<string> {
  const id = newId();
  await tx.insert(trainings).values({
    id,
    companyId: t.companyId,
    modelId: t.dmid,
    creatorId: t.creatorId,
    status: 'queued',
    progress: emptyProgress('queued'),
    owner: t.owner,
    heartbeatAt: sql`now()`,
  });
  return id;
}

/**
 * Moves a training of this process on, only while it is still unfinished: false means someone cancelled it (any
 * process may, through the database), and the caller stops its work. Every write is also the training's heartbeat.
 */
export async function advance(db: Db, tmid: string, patch: { status?: 'running'; progress?: Progress; started?: true }): Promise<boolean> {
  const rows = await db
    .update(trainings)
    .set({
      ...(patch.status ? { status: patch.status } : {}),
      ...(patch.progress ? { progress: patch.progress } : {}),
      ...(patch.started ? { startedAt: sql`now()` } : {}),
      heartbeatAt: sql`now()`,
    })
    .where(and(eq(trainings.id, tmid), inArray(trainings.status, UNFINISHED)))
    .returning({ id: trainings.id });
  return rows.length > 0;
}

/** The heartbeat of a process's trainings: which of them are still unfinished (the others were cancelled elsewhere). */
export async function touch(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .update(trainings)
    .set({ heartbeatAt: sql`now()` })
    .where(and(inArray(trainings.id, [...ids]), inArray(trainings.status, UNFINISHED)))
    .returning({ id: trainings.id });
  return new Set(rows.map((r) => r.id));
}

/** Ends an unfinished training as failed or cancelled; false when it had already ended. */
export async function finishUnsuccessfully(db: Db, tmid: string, status: 'failed' | 'cancelled', error: string): Promise<boolean> {
  const rows = await db
    .update(trainings)
    .set({ status, error, finishedAt: sql`now()`, heartbeatAt: null })
    .where(and(eq(trainings.id, tmid), inArray(trainings.status, UNFINISHED)))
    .returning({ id: trainings.id });
  return rows.length > 0;
}

/** A succeeded training becomes the model's next version (the caller holds the model's row lock). */
export async function succeed(
  tx: Db,
  t: { tmid: string; companyId: string; dmid: string; model: string; metrics: TrainMetrics; progress: TrainProgress },
): Promise<number | null> {
  const [max] = await tx
    .select({ v: sql<number | null>`max(${trainings.version})` })
    .from(trainings)
    .where(and(eq(trainings.companyId, t.companyId), eq(trainings.modelId, t.dmid)));
  const version = Number(max?.v ?? 0) + 1;
  const rows = await tx
    .update(trainings)
    .set({
      status: 'succeeded',
      version,
      metrics: t.metrics,
      model: t.model,
      modelBytes: Buffer.byteLength(t.model),
      progress: { ...t.progress, phase: 'done' },
      finishedAt: sql`now()`,
      heartbeatAt: null,
    })
    .where(and(eq(trainings.id, t.tmid), inArray(trainings.status, UNFINISHED)))
    .returning({ id: trainings.id });
  return rows.length > 0 ? version : null;
}

/**
 * Unfinished trainings nobody is running any more: every one not of `owner` (the embedded start-up: one process,
 * so whatever a previous run of it left is dead), or whose heartbeat is older than `staleBefore` (distributed mode:
 * another process may still be running its own).
 */
export async function failAbandoned(db: Db, reason: string, by: { notOwner: string } | { staleBefore: Date }): Promise<string[]> {
  const which =
    'notOwner' in by
      ? or(isNull(trainings.owner), sql`${trainings.owner} <> ${by.notOwner}`)
      : or(isNull(trainings.heartbeatAt), lt(trainings.heartbeatAt, by.staleBefore));
  const rows = await db
    .update(trainings)
    .set({ status: 'failed', error: reason, finishedAt: sql`now()`, heartbeatAt: null })
    .where(and(inArray(trainings.status, UNFINISHED), which))
    .returning({ id: trainings.id });
  return rows.map((r) => r.id);
}

export async function listVersions(db: Db, companyId: string, dmid: string, q: { limit: number; offset: number }) {
  const where = and(eq(trainings.companyId, companyId), eq(trainings.modelId, dmid), isNotNull(trainings.version));
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...trainingColumns, metrics: trainings.metrics, modelBytes: trainings.modelBytes })
      .from(trainings)
      .where(where)
      .orderBy(desc(trainings.version))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(trainings).where(where),
  ]);
  const list = rows.map((r): ModelVersion => ({
    version: r.version!,
    tmid: r.id,
    dmid: r.modelId,
    ...(r.metrics as Omit<ModelVersion, 'version' | 'tmid' | 'dmid' | 'model_bytes' | 'trained_at'>),
    model_bytes: r.modelBytes ?? 0,
    trained_at: (r.finishedAt ?? r.createdAt).toISOString(),
  }));
  return { list, total: total?.n ?? 0 };
}

/** A version's id and number: the given version, else the latest (read at every prediction: its metrics stay behind). */
export async function storedVersion(db: Db, companyId: string, dmid: string, version: number | undefined) {
  const [row] = await db
    .select({ tmid: trainings.id, version: trainings.version })
    .from(trainings)
    .where(
      and(
        eq(trainings.companyId, companyId),
        eq(trainings.modelId, dmid),
        version === undefined ? isNotNull(trainings.version) : eq(trainings.version, version),
      ),
    )
    .orderBy(desc(trainings.version))
    .limit(1);
  return row ? { tmid: row.tmid, version: row.version! } : null;
}

/** The serialised model of a version (read once per process per version: versions never change). */
export async function modelText(db: Db, tmid: string): Promise<string | null> {
  const [row] = await db.select({ model: trainings.model }).from(trainings).where(eq(trainings.id, tmid)).limit(1);
  return row?.model ?? null;
}
