import type { Resolvers } from '../../generated/resolvers-types';
import type { RestRun } from '../../rest';
import type { GatewayContext } from '../../context';
import { stepsOfContent } from '../../steps';

/** Field resolvers from the run log's REST shapes (snake_case) to the schema (camelCase). */
export const logsTypeResolvers: Resolvers = {
  Run: {
    logId: (r) => r.log_id,
    processId: (r) => r.process_id,
    processTitle: (r) => r.process_title,
    // one batched /dataprocess/batch call for a whole page of runs
    pipeline: (r, _args, { loaders }) => loaders.pipeline.load(r.process_id),
    versionId: (r) => r.version_id,
    triggerType: (r) => r.trigger_type,
    acceptId: (r) => r.accept_id,
    failedStepUuid: (r) => r.failed_step_uuid,
    parentLogId: (r) => r.parent_log_id,
    stepCount: (r) => r.step_count,
    createdAt: (r) => r.created_at,
    startedAt: (r) => r.started_at,
    finishedAt: (r) => r.finished_at,
    durationMs: (r) => r.duration_ms,
    steps: async (r, _args, ctx) => r.steps ?? (await detailOf(r, ctx))?.steps ?? [],
    triggerData: async (r, _args, ctx) => (r.steps ? r.trigger_data : (await detailOf(r, ctx))?.trigger_data) ?? null,
    flowSteps: async (r, _args, { loaders }) => stepsOfContent(await loaders.runFlowContent.load(r.log_id)),
  },
  RunStep: {
    logId: (s) => s.log_id,
    stepUuid: (s) => s.step_uuid,
    stepNumber: (s) => s.step_number,
    appId: (s) => s.app_id,
    appName: (s) => s.app_name,
    actionId: (s) => s.action_id,
    switchUuid: (s) => s.switch_uuid,
    loopIndex: (s) => s.loop_index,
    startedAt: (s) => s.started_at,
    durationMs: (s) => s.duration_ms,
  },
  RunPipelineOption: { processId: (o) => o.process_id },
  PipelineRunStats: { processId: (o) => o.process_id },
  RunStatistics: {
    avgDurationMs: (s) => s.avg_duration_ms,
    byDay: (s) => s.by_day,
  },
};

/** List and event replies carry no steps; one detail call per run serves both fields. */
function detailOf(r: RestRun, { loaders }: GatewayContext): Promise<RestRun | null> {
  return loaders.runDetail.load(r.log_id);
}
