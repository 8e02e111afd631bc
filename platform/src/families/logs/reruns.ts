import { AppError, outermostStepOf, parsePipelineContent } from '@huiliu/core';
import type { Db } from '../../db/open';
import { loadRun, runJson, type RunState } from '../../engine/run-state';
import type { Engine } from '../../engine/service';
import type { Auth } from '../user/sessions';

async function ownRun(db: Db, auth: Auth, logId: string): Promise<RunState> {
  const run = await loadRun(db, logId, auth.companyId);
  if (!run) throw new AppError('NOT_FOUND');
  return run;
}

async function pipelineOf(engine: Engine, auth: Auth, run: RunState) {
  const info = await engine.pipelines.get(run.processId);
  if (!info || info.companyId !== auth.companyId) throw new AppError('NOT_FOUND');
  return info;
}

/**
 * spec §7 /v1/api/data/log/reschedule: a new run from the start with the same trigger data, on the
 * pipeline's current content (a user reruns after fixing the pipeline).
 */
export async function reschedule(db: Db, engine: Engine, auth: Auth, logId: string) {
  const original = await ownRun(db, auth, logId);
  const info = await pipelineOf(engine, auth, original);
  const run = await engine.prepare({ pipeline: info, triggerType: 'rerun', triggerData: original.triggerData, parentRunId: original.id });
  await engine.submit(run);
  return runJson(run);
}

/**
 * spec §7 /v1/api/data/log/reruntask: a new run from the failed step, reusing the earlier steps'
 * outputs. It runs the version the failed run used, because those outputs are numbered by it.
 */
export async function rerunFailedStep(db: Db, engine: Engine, auth: Auth, logId: string) {
  const original = await ownRun(db, auth, logId);
  if (original.status !== 'failed' || !original.failedStepUuid) throw new AppError('RUN_NOT_RESUMABLE');
  const parsed = parsePipelineContent(original.content);
  const resumeAt = parsed.ok ? outermostStepOf(parsed.content, original.failedStepUuid)?.uuid : undefined;
  if (!resumeAt) throw new AppError('RUN_NOT_RESUMABLE');
  const info = await pipelineOf(engine, auth, original);
  const run = await engine.prepare({
    pipeline: info,
    triggerType: 'rerun',
    triggerData: original.triggerData,
    parentRunId: original.id,
    resumeStepUuid: resumeAt,
    content: original.content,
    versionId: original.versionId,
  });
  await engine.submit(run);
  return runJson(run);
}
