import { isIdString, parseJsonKeepingBigIds, pipelineSettingsOf, type PipelineContent, type PipelineSettings } from '@huiliu/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open';
import { companies, pipelines } from '../db/schema';
import { runs } from '../db/schema-engine';
import type { FinishedRun } from './deps';
import type { RunStatus } from './types';

import type { TriggerType } from '@huiliu/core';
export type { TriggerType };

/** A run as the engine holds it between queue and finish; the runs row is its durable copy. */
export interface RunState {
  id: string;
  companyId: string;
  processId: string;
  processTitle: string;
  versionId: string | null;
  /** The content frozen at trigger time (JSON text). */
  content: string;
  /**
   * The same, already parsed (and frozen) by the pipeline directory when the run starts from the current
   * content; absent for runs read back from the database or of another version, which parse `content`.
   */
  steps?: PipelineContent;
  status: RunStatus;
  triggerType: TriggerType;
  triggerData: unknown;
  acceptId: string | null;
  parentRunId: string | null;
  resumeStepUuid: string | null;
  error: string | null;
  failedStepUuid: string | null;
  attempt: number;
  stepCount: number;
  timeZone: string;
  /** The pipeline's settings as they are when the run executes (not frozen with the content). */
  settings: PipelineSettings;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  durationMs: number | null;
  /** A synchronous webhook caller waits for this run's reply (in-memory only). */
  syncCaller?: boolean;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** docs/rest-contract-engine.md `Run`. */
export function runJson(run: RunState) {
  return {
    log_id: run.id,
    process_id: run.processId,
    process_title: run.processTitle,
    version_id: run.versionId,
    status: run.status,
    trigger_type: run.triggerType,
    accept_id: run.acceptId,
    error: run.error,
    failed_step_uuid: run.failedStepUuid,
    attempt: run.attempt,
    parent_log_id: run.parentRunId,
    step_count: run.stepCount,
    created_at: run.createdAt.toISOString(),
    started_at: iso(run.startedAt),
    finished_at: iso(run.finishedAt),
    duration_ms: run.durationMs,
  };
}

export type RunJson = ReturnType<typeof runJson>;

/** What the error monitor hears about a run that has finished (EngineDeps.onRunFinished). */
export function finishedRun(run: RunState): FinishedRun {
  return {
    id: run.id,
    companyId: run.companyId,
    processId: run.processId,
    processTitle: run.processTitle,
    status: run.status,
    error: run.error,
    failedStepUuid: run.failedStepUuid,
    triggerType: run.triggerType,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt ?? new Date(),
    durationMs: run.durationMs ?? 0,
  };
}

/** Trigger data is stored as JSON text; long integers inside stay strings (spec §5). */
export function parseStored(text: string | null): unknown {
  if (text === null || text === '') return null;
  try {
    return parseJsonKeepingBigIds(text);
  } catch {
    return text;
  }
}

export const runSelection = {
  id: runs.id,
  companyId: runs.companyId,
  processId: runs.processId,
  processTitle: pipelines.title,
  versionId: runs.versionId,
  content: runs.content,
  status: runs.status,
  triggerType: runs.triggerType,
  triggerData: runs.triggerData,
  acceptId: runs.acceptId,
  parentRunId: runs.parentRunId,
  resumeStepUuid: runs.resumeStepUuid,
  error: runs.error,
  failedStepUuid: runs.failedStepUuid,
  attempt: runs.attempt,
  stepCount: runs.stepCount,
  timeZone: companies.timeZone,
  settings: pipelines.settings,
  createdAt: runs.createdAt,
  startedAt: runs.startedAt,
  finishedAt: runs.finishedAt,
  durationMs: runs.durationMs,
};

type RunRow = { [K in keyof typeof runSelection]: unknown };

export function toRunState(row: RunRow): RunState {
  const r = row as Omit<RunState, 'triggerData' | 'processTitle' | 'timeZone' | 'settings'> & {
    settings: string | null;
    triggerData: string | null;
    processTitle: string | null;
    timeZone: string | null;
  };
  return {
    ...r,
    processTitle: r.processTitle ?? '',
    timeZone: r.timeZone ?? 'Asia/Shanghai',
    settings: pipelineSettingsOf(r.settings),
    triggerData: parseStored(r.triggerData),
  };
}

/** A run with its pipeline's title and company time zone; `companyId` scopes it when given. */
export async function loadRun(db: Db, runId: string, companyId?: string): Promise<RunState | null> {
  if (!isIdString(runId)) return null;
  const [row] = await db
    .select(runSelection)
    .from(runs)
    .leftJoin(pipelines, eq(pipelines.id, runs.processId))
    .leftJoin(companies, eq(companies.id, runs.companyId))
    .where(companyId ? and(eq(runs.id, runId), eq(runs.companyId, companyId)) : eq(runs.id, runId))
    .limit(1);
  return row ? toRunState(row) : null;
}
