import { ERRORS } from '@huiliu/core';
import { GraphQLError } from 'graphql';
import DataLoader from 'dataloader';
import type { PipelineDetail } from '@huiliu/contract';
import type { RestList, RestPipeline, RestRun, RestUser } from './rest';
import type { Upstream } from './upstream';

/** docs/rest-contract.md: the batch endpoints take at most 100 ids. */
const MAX_BATCH = 100;

export interface Loaders {
  /** GET /v1/api/base/users?ids= */
  user: DataLoader<string, RestUser | null>;
  /** GET /v1/api/dataprocess/batch?ids= */
  pipeline: DataLoader<string, RestPipeline | null>;
  /** GET /v1/api/dataprocess/detail — content and data_process when the parent lacks them. */
  pipelineDetail: DataLoader<string, PipelineDetail>;
  /** POST /v1/api/log/detail — a run's steps and trigger data (null: unknown or foreign run). */
  runDetail: DataLoader<string, RestRun | null>;
  /** POST /v1/api/log/flow_content — the pipeline version a run used. */
  runFlowContent: DataLoader<string, string>;
}

/**
 * Loaders live for one request (DESIGN §5): they batch the ids one GraphQL
 * operation asks for, and never share one caller's data with another.
 */
export function createLoaders(upstream: Upstream): Loaders {
  const user = new DataLoader<string, RestUser | null>(
    async (ids) => {
      const page = await upstream.get<RestList<RestUser>>('/v1/api/base/users', {
        ids: ids.join(','),
        limit: ids.length,
        offset: 0,
      });
      return byId(ids, page.list, (u) => u.userid);
    },
    { maxBatchSize: MAX_BATCH },
  );
  const pipeline = new DataLoader<string, RestPipeline | null>(
    async (ids) => {
      const page = await upstream.get<{ list: RestPipeline[] }>('/v1/api/dataprocess/batch', { ids: ids.join(',') });
      return byId(ids, page.list, (p) => p.process_id);
    },
    { maxBatchSize: MAX_BATCH },
  );
  // No batch endpoint for details: one call per id, deduplicated within the request.
  const pipelineDetail = new DataLoader<string, PipelineDetail>(
    (ids) => Promise.all(ids.map((id) => upstream.get<PipelineDetail>('/v1/api/dataprocess/detail', { process_id: id }).catch((e: Error) => e))),
    { batch: false },
  );
  // The contract has no batch endpoints for runs: one call per run, deduplicated within the request.
  const runDetail = new DataLoader<string, RestRun | null>(
    (ids) => Promise.all(ids.map((id) => orNullWhenNotFound(upstream.post<RestRun>('/v1/api/log/detail', { log_id: id })))),
    { batch: false },
  );
  const runFlowContent = new DataLoader<string, string>(
    (ids) =>
      Promise.all(
        ids.map((id) =>
          upstream.post<{ content: string }>('/v1/api/log/flow_content', { log_id: id }).then(
            (r) => r.content,
            (e: Error) => e,
          ),
        ),
      ),
    { batch: false },
  );
  return { user, pipeline, pipelineDetail, runDetail, runFlowContent };
}

/** docs/rest-contract.md: unknown and foreign ids both read 4004; a by-id query answers null for them. */
export async function orNullWhenNotFound<T>(call: Promise<T>): Promise<T | null | Error> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.upstreamCode === ERRORS.NOT_FOUND.code) return null;
    return error as Error;
  }
}

/** Unknown and foreign ids are absent from batch replies; they resolve to null. */
function byId<T>(ids: readonly string[], rows: T[], idOf: (row: T) => string): (T | null)[] {
  const found = new Map(rows.map((row) => [idOf(row), row]));
  return ids.map((id) => found.get(id) ?? null);
}
