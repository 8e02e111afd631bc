import { sql } from 'drizzle-orm';
import type { runSteps, runs, webhookAccepts } from '../db/schema-engine';

export type RunInsert = typeof runs.$inferInsert;
export type RunStepInsert = typeof runSteps.$inferInsert;
export type AcceptInsert = typeof webhookAccepts.$inferInsert;

/** The run columns that change while a run goes from queued to finished. */
export interface RunPatch {
  status: NonNullable<RunInsert['status']>;
  error?: string | null;
  failedStepUuid?: string | null;
  attempt?: number;
  stepCount?: number;
  startedAt?: Date;
  finishedAt?: Date;
  durationMs?: number;
}

/** `\u0000` as JSON writes it: six characters, present in the JSON text only when some string held U+0000. */
const NUL_ESCAPE = '\\u0000';

/**
 * JSON for one parameter. PostgreSQL text cannot hold U+0000, and one such string (a step title saved
 * before the boundary refused them, an error quoting a payload) would fail the whole statement. Columns
 * holding JSON text already carry it escaped; plain text columns get the visible escape `\u0000` — the
 * character is shown, not dropped. The native scan keeps the replacer off the common path.
 */
export function storableJson(rows: object[]): string {
  const json = JSON.stringify(rows);
  if (!json.includes(NUL_ESCAPE)) return json;
  return JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'string' ? value.replaceAll('\0', NUL_ESCAPE) : value));
}

/**
 * Many rows as ONE parameter: Postgres unpacks the JSON array into rows of the table's type. A
 * parameter per column per row costs PGlite more than the rows themselves (TOOLCHAIN: ~1 ms per
 * parameterised query); every column is present in the objects, so no default is needed.
 */
export function insertJson(table: 'runs' | 'webhook_accepts' | 'run_steps', rows: object[]) {
  return sql`INSERT INTO ${sql.identifier(table)} SELECT * FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${storableJson(rows)}::json)`;
}

export const runRow = (r: RunInsert) => ({
  id: r.id,
  company_id: r.companyId,
  process_id: r.processId,
  version_id: r.versionId ?? null,
  content: r.content,
  status: r.status,
  trigger_type: r.triggerType,
  trigger_data: r.triggerData ?? null,
  accept_id: r.acceptId ?? null,
  parent_run_id: r.parentRunId ?? null,
  resume_step_uuid: r.resumeStepUuid ?? null,
  error: r.error ?? null,
  failed_step_uuid: r.failedStepUuid ?? null,
  attempt: r.attempt ?? 0,
  step_count: r.stepCount ?? 0,
  started_at: r.startedAt ?? null,
  finished_at: r.finishedAt ?? null,
  duration_ms: r.durationMs ?? null,
  created_at: r.createdAt ?? new Date(),
});

export const acceptRow = (a: AcceptInsert) => ({
  id: a.id,
  company_id: a.companyId,
  process_id: a.processId,
  run_id: a.runId ?? null,
  method: a.method,
  content_type: a.contentType ?? null,
  query: a.query ?? null,
  headers: a.headers ?? null,
  accept_data: a.acceptData,
  size: a.size ?? 0,
  created_at: a.createdAt ?? new Date(),
});

export const stepRow = (s: RunStepInsert) => ({
  id: s.id,
  company_id: s.companyId,
  run_id: s.runId,
  step_uuid: s.stepUuid,
  step_number: s.stepNumber,
  app_id: s.appId,
  action_id: s.actionId,
  title: s.title ?? '',
  status: s.status,
  input: s.input ?? null,
  output: s.output ?? null,
  error: s.error ?? null,
  branch: s.branch ?? null,
  switch_uuid: s.switchUuid ?? null,
  loop_index: s.loopIndex ?? null,
  attempts: s.attempts ?? 1,
  started_at: s.startedAt,
  duration_ms: s.durationMs ?? 0,
});

const iso = (d: Date | undefined) => (d ? d.toISOString() : null);

/**
 * One UPDATE for many runs. Columns a patch leaves out keep their value; a run cancelled from the log
 * (GET /log/reset) stays cancelled whatever its worker reports afterwards.
 */
export function updateStatement(patches: Array<[string, RunPatch]>) {
  const rows = patches.map(([id, p]) => ({
    id,
    status: p.status,
    error: p.error ?? null,
    failed_step_uuid: p.failedStepUuid ?? null,
    attempt: p.attempt ?? null,
    step_count: p.stepCount ?? null,
    started_at: iso(p.startedAt),
    finished_at: iso(p.finishedAt),
    duration_ms: p.durationMs ?? null,
  }));
  return sql`UPDATE runs AS r SET
      status = v.status,
      error = COALESCE(v.error, r.error),
      failed_step_uuid = COALESCE(v.failed_step_uuid, r.failed_step_uuid),
      attempt = COALESCE(v.attempt, r.attempt),
      step_count = COALESCE(v.step_count, r.step_count),
      started_at = COALESCE(v.started_at, r.started_at),
      finished_at = COALESCE(v.finished_at, r.finished_at),
      duration_ms = COALESCE(v.duration_ms, r.duration_ms)
    FROM json_to_recordset(${storableJson(rows)}::json)
      AS v(id bigint, status text, error text, failed_step_uuid text, attempt int, step_count int, started_at timestamptz, finished_at timestamptz, duration_ms int)
    WHERE r.id = v.id AND (r.status <> 'cancelled' OR v.status = 'cancelled')`;
}

/**
 * How many deliveries a pipeline's webhook history keeps (spec §7 webhook/accept/list; the spec sets no
 * number). The history serves the editor's sample and a person looking at what senders posted; runs keep
 * their own trigger data, so older accepts are not needed by anything. 100 is several pages of the
 * history (15 a page), and with the 1 MiB body limit bounds one pipeline's accepts at ≈ 100 MiB.
 */
export const ACCEPTS_KEPT_PER_PIPELINE = 100;

/** Deletes the accepts of these pipelines beyond the newest ACCEPTS_KEPT_PER_PIPELINE. */
export function pruneAcceptsStatement(pipelines: { companyId: string; processId: string }[]) {
  const keys = storableJson(pipelines.map((p) => ({ company_id: p.companyId, process_id: p.processId })));
  return sql`DELETE FROM webhook_accepts w USING (
    SELECT a.id FROM (SELECT DISTINCT company_id, process_id FROM json_to_recordset(${keys}::json) AS k(company_id bigint, process_id bigint)) k
    CROSS JOIN LATERAL (
      SELECT id FROM webhook_accepts
      WHERE company_id = k.company_id AND process_id = k.process_id
      ORDER BY created_at DESC, id DESC
      OFFSET ${ACCEPTS_KEPT_PER_PIPELINE}
    ) a
  ) old WHERE w.id = old.id`;
}
