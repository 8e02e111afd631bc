import DataLoader from 'dataloader';
import type { RestList, RestPipeline, RestUser } from './rest';
import type { Upstream } from './upstream';

/** docs/rest-contract.md: the batch endpoints take at most 100 ids. */
const MAX_BATCH = 100;

export interface Loaders {
  /** GET /v1/api/base/users?ids= */
  user: DataLoader<string, RestUser | null>;
  /** GET /v1/api/dataprocess/batch?ids= */
  pipeline: DataLoader<string, RestPipeline | null>;
  /** GET /v1/api/dataprocess/detail — content and data_process when the parent lacks them. */
  pipelineDetail: DataLoader<string, RestPipeline>;
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
  const pipelineDetail = new DataLoader<string, RestPipeline>(
    (ids) =>
      Promise.all(
        ids.map((id) => upstream.get<RestPipeline>('/v1/api/dataprocess/detail', { process_id: id }).catch((e: Error) => e)),
      ),
    { batch: false },
  );
  return { user, pipeline, pipelineDetail };
}

/** Unknown and foreign ids are absent from batch replies; they resolve to null. */
function byId<T>(ids: readonly string[], rows: T[], idOf: (row: T) => string): (T | null)[] {
  const found = new Map(rows.map((row) => [idOf(row), row]));
  return ids.map((id) => found.get(id) ?? null);
}
