import { PAGE_SIZE } from '@huiliu/core';
import type { Resolvers, RunFilter } from '../../generated/resolvers-types';
import type { RestList, RestLoopCount, RestPipelineRunStats, RestRun, RestRunPipelineOption, RestRunStatistics, RestRunStep } from '../../rest';

const LOG = '/v1/api/log';

/** Run logs — /v1/api/log and /v1/api/data/log (docs/rest-contract-engine.md "Logs"). */
export const logsResolvers: Resolvers = {
  Query: {
    runs: async (_parent, { filter, limit, offset }, { upstream }) => {
      const page = await upstream.post<RestList<RestRun>>(`${LOG}/list`, {
        ...runFilterBody(filter),
        limit: limit ?? PAGE_SIZE,
        offset: offset ?? 0,
      });
      return { items: page.list, total: page.total };
    },
    // through the loader: Run.steps and Run.triggerData of the same run reuse this call
    run: (_parent, { logId }, { loaders }) => loaders.runDetail.load(logId),
    runStatus: async (_parent, { logId }, { upstream }) =>
      (await upstream.get<{ status: RestRun['status'] }>(`${LOG}/status`, { log_id: logId })).status,
    runStepExecutions: (_parent, { logId, stepUuid }, { upstream }) =>
      upstream.post<RestRunStep[]>(`${LOG}/task_run_detail`, { log_id: logId, step_uuid: stepUuid }),
    loopIterations: async (_parent, { logId, stepUuid, limit, offset }, { upstream }) => {
      const page = await upstream.post<RestList<RestRunStep>>(`${LOG}/loop_flow_run`, {
        log_id: logId,
        step_uuid: stepUuid,
        limit: limit ?? PAGE_SIZE,
        offset: offset ?? 0,
      });
      return { items: page.list, total: page.total };
    },
    loopIterationCount: (_parent, { logId, stepUuid }, { upstream }) =>
      upstream.post<RestLoopCount>(`${LOG}/loop_flow_run_count`, { log_id: logId, step_uuid: stepUuid }),
    runPipelineOptions: async (_parent, _args, { upstream }) => (await upstream.get<{ list: RestRunPipelineOption[] }>(`${LOG}/process/option`)).list,
    pipelineRunStats: async (_parent, { startDate, endDate }, { upstream }) =>
      (await upstream.get<{ list: RestPipelineRunStats[] }>(`${LOG}/company/process`, { start_date: startDate, end_date: endDate })).list,
    runStatistics: (_parent, { processId, startDate, endDate }, { upstream }) =>
      upstream.get<RestRunStatistics>(`${LOG}/run/statistical`, {
        process_id: processId ?? undefined,
        start_date: startDate,
        end_date: endDate,
      }),
  },
  Mutation: {
    // GETs in the contract that change state: a repeat after a lost reply must not be automatic.
    deleteRuns: async (_parent, { logIds }, { upstream }) =>
      (await upstream.get<{ deleted: number }>(`${LOG}/delete`, { log_ids: logIds.join(',') }, { retry: false })).deleted,
    cancelRun: (_parent, { logId }, { upstream }) => upstream.get<RestRun>(`${LOG}/reset`, { log_id: logId }, { retry: false }),
    refreshRun: (_parent, { logId }, { upstream }) => upstream.get<RestRun>(`${LOG}/refresh`, { log_id: logId }),
    rescheduleRun: (_parent, { logId }, { upstream }) => upstream.post<RestRun>('/v1/api/data/log/reschedule', { log_id: logId }),
    rerunFromFailedStep: (_parent, { logId }, { upstream }) => upstream.post<RestRun>('/v1/api/data/log/reruntask', { log_id: logId }),
  },
};

/** The run-log filters as the POST /log/list body. */
function runFilterBody(filter: RunFilter | null | undefined): Record<string, string | undefined> {
  if (!filter) return {};
  return {
    process_id: filter.processId ?? undefined,
    status: filter.status ?? undefined,
    start_date: filter.startDate ?? undefined,
    end_date: filter.endDate ?? undefined,
    keyword: filter.keyword ?? undefined,
  };
}
