import { newId } from '@huiliu/core';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/open';
import { runSteps, runs } from '../db/schema-engine';
import { NO_OBSERVER, type EngineObserver } from './observer';
import type { RunRecorder, RunStepRecord } from './types';
import { parseStored } from './run-state';
import type { RunWriter } from './writer';

/** Values are stored as JSON text; a value JSON cannot hold is stored as its text. */
function toText(value: unknown): string | null {
  if (value === undefined) return null;
  try {
    return JSON.stringify(value) ?? null;
  } catch {
    return JSON.stringify(String(value));
  }
}

/** Records a run's steps into run_steps through the group-commit writer, counting them for the run row. */
export class WriterRecorder implements RunRecorder {
  count = 0;

  constructor(
    private readonly writer: RunWriter,
    private readonly companyId: string,
    private readonly observer: EngineObserver = NO_OBSERVER,
  ) {}

  async recordStep(r: RunStepRecord): Promise<void> {
    this.count++;
    // the trigger's row is the delivery itself, recorded with no duration: it would only pull the histogram to 0
    if (r.stepNumber !== 1) this.observer.stepFinished(r.appId, r.durationMs);
    this.writer.recordStep({
      id: newId(),
      companyId: this.companyId,
      runId: r.runId,
      stepUuid: r.stepUuid,
      stepNumber: r.stepNumber,
      appId: r.appId,
      actionId: r.actionId,
      title: r.title,
      status: r.status,
      input: toText(r.input),
      output: toText(r.output),
      error: r.error ?? null,
      branch: r.branch ?? null,
      switchUuid: r.switchUuid ?? null,
      loopIndex: r.loopIndex ?? null,
      attempts: r.attempts,
      startedAt: r.startedAt,
      durationMs: r.durationMs,
    });
  }
}

/** Reruns of reruns: how far back the outputs of earlier runs are gathered. */
const MAX_CHAIN = 20;

/**
 * The outputs an earlier run produced, by step number, for a rerun from its failed step (spec §7
 * reruntask). When that run was itself resumed, the steps it skipped come from its own parent.
 */
export async function outputsOf(db: Db, runId: string): Promise<Record<number, unknown>> {
  let outputs: Record<number, unknown> = {};
  let current: string | null = runId;
  for (let depth = 0; current && depth < MAX_CHAIN; depth++) {
    outputs = { ...(await ownOutputs(db, current)), ...outputs };
    const [row] = await db.select({ parent: runs.parentRunId, resumed: runs.resumeStepUuid }).from(runs).where(eq(runs.id, current)).limit(1);
    current = row?.resumed ? row.parent : null;
  }
  return outputs;
}

/** One run's outputs; a step's own output wins over the rows of its loop iterations. */
async function ownOutputs(db: Db, runId: string): Promise<Record<number, unknown>> {
  const rows = await db
    .select({ stepNumber: runSteps.stepNumber, output: runSteps.output, loopIndex: runSteps.loopIndex, status: runSteps.status })
    .from(runSteps)
    .where(eq(runSteps.runId, runId))
    .orderBy(asc(runSteps.startedAt));
  const outputs: Record<number, unknown> = {};
  for (const row of rows) {
    if (row.loopIndex !== null && row.stepNumber in outputs) continue;
    outputs[row.stepNumber] = parseStored(row.output);
  }
  return outputs;
}
