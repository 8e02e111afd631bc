import { ERRORS, isIdString, lookupAppId } from '@huiliu/core';
import { GraphQLError } from 'graphql';
import DataLoader from 'dataloader';
import type { appAccounts, appCatalogue, dataprocess, logs, members, PipelineDetail, ReplyOf } from '@huiliu/contract';
import type { RestApp, RestAppAccount, RestPipeline, RestRun, RestUser } from './rest';
import type { Upstream } from './upstream';

/** docs/rest-contract.md: the batch endpoints take at most 100 ids. */
const MAX_BATCH = 100;

export interface Loaders {
  /** GET /v1/api/base/users?ids= */
  user: DataLoader<string, RestUser | null>;
  /** GET /v1/api/dataprocess/batch?ids= */
  pipeline: DataLoader<string, RestPipeline | null>;
  /** GET /v1/api/dataprocess/batch_detail?ids= — content and data_process when the parent lacks them. */
  pipelineDetail: DataLoader<string, PipelineDetail | null>;
  /** POST /v1/api/log/batch_detail — runs' steps and trigger data (null: unknown or foreign run). */
  runDetail: DataLoader<string, RestRun | null>;
  /** POST /v1/api/log/batch_flow_content — the pipeline version each run used. */
  runFlowContent: DataLoader<string, string | null>;
  /** GET /v1/api/process/app/batch?ids= — Step.app, AppRef.app, Query.app (unknown apps: null). */
  app: DataLoader<string, RestApp | null>;
  /** GET /v1/api/app/batch?ids= — app accounts (Step.account, Query.appAccount); unknown and foreign ids are null. */
  appAccount: DataLoader<string, RestAppAccount | null>;
  /** GET /v1/api/app/connection?app_id=a,b — the company's accounts of each app (App.accounts), newest first. */
  appAccountsOfApp: DataLoader<string, RestAppAccount[]>;
}

/**
 * Loaders live for one request (DESIGN §5): they batch the ids one GraphQL operation asks for, and never
 * share one caller's data with another. Every loader is one platform call per 100 ids, so a page costs a
 * fixed number of calls whatever its size (loaders.test.ts counts them).
 */
export function createLoaders(upstream: Upstream): Loaders {
  return {
    user: batchLoader(
      async (ids) =>
        (await upstream.get<ReplyOf<typeof members.users>>('/v1/api/base/users', { ids: ids.join(','), limit: ids.length, offset: 0 })).list,
      (u) => u.userid,
    ),
    pipeline: batchLoader(
      async (ids) => (await upstream.get<ReplyOf<typeof dataprocess.batch>>('/v1/api/dataprocess/batch', { ids: ids.join(',') })).list,
      (p) => p.process_id,
    ),
    pipelineDetail: batchLoader(
      async (ids) => (await upstream.get<ReplyOf<typeof dataprocess.batchDetail>>('/v1/api/dataprocess/batch_detail', { ids: ids.join(',') })).list,
      (p) => p.process_id,
    ),
    runDetail: batchLoader(
      async (ids) => (await upstream.post<ReplyOf<typeof logs.batchDetail>>('/v1/api/log/batch_detail', { log_ids: ids })).list,
      (r) => r.log_id,
    ),
    runFlowContent: batchLoader(
      async (ids) => (await upstream.post<ReplyOf<typeof logs.batchFlowContent>>('/v1/api/log/batch_flow_content', { log_ids: ids })).list,
      (r) => r.log_id,
      (r) => r.content,
    ),
    app: appLoader(upstream),
    appAccount: batchLoader(
      async (ids) => (await upstream.get<ReplyOf<typeof appAccounts.batch>>('/v1/api/app/batch', { ids: ids.join(',') })).list,
      (a) => a.accountId,
    ),
    appAccountsOfApp: new DataLoader<string, RestAppAccount[]>(
      async (appIds) => {
        const asked = appIds.filter(isIdString);
        const { list } =
          asked.length > 0
            ? await upstream.get<ReplyOf<typeof appAccounts.connection>>('/v1/api/app/connection', { app_id: asked.join(',') })
            : { list: [] };
        // the reply is newest first across apps; grouping keeps that order within each app
        return appIds.map((appId) => list.filter((a) => a.appId === appId));
      },
      { maxBatchSize: MAX_BATCH },
    ),
  };
}

/**
 * Apps by id, one call per 100 distinct lookup ids. The catalogue is static, but Step.app of a page of runs asks
 * for the same few apps many times: keys are looked up by their first 7 digits (spec §5), so '1001' and
 * '10010000042' share one fetched row, and ids that are no app id (not digits) are null without asking.
 */
function appLoader(upstream: Upstream): DataLoader<string, RestApp | null> {
  return new DataLoader<string, RestApp | null>(
    async (ids) => {
      const asked = [...new Set(ids.filter((id) => /^\d{1,19}$/.test(id)).map(lookupAppId))];
      const rows =
        asked.length > 0 ? (await upstream.get<ReplyOf<typeof appCatalogue.batch>>('/v1/api/process/app/batch', { ids: asked.join(',') })).list : [];
      const found = new Map(rows.map((app) => [app.app_id, app]));
      return ids.map((id) => found.get(lookupAppId(id)) ?? null);
    },
    { maxBatchSize: MAX_BATCH },
  );
}

/**
 * One call per 100 ids. Unknown and foreign ids are absent from batch replies and resolve to null; ids that
 * cannot be ids (a caller's typo in `run(logId:)`) resolve to null without asking, since the batch calls
 * refuse a malformed id with 400 and one bad id must not fail the rest of the page.
 */
function batchLoader<Row, Value = Row>(
  fetchRows: (ids: string[]) => Promise<Row[]>,
  idOf: (row: Row) => string,
  valueOf: (row: Row) => Value = (row) => row as unknown as Value,
): DataLoader<string, Value | null> {
  return new DataLoader<string, Value | null>(
    async (ids) => {
      const asked = ids.filter(isIdString);
      const rows = asked.length > 0 ? await fetchRows(asked) : [];
      const found = new Map(rows.map((row) => [idOf(row), valueOf(row)]));
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatchSize: MAX_BATCH },
  );
}

/** A per-item field whose parent vanished between the page and its batch call (deleted meanwhile). */
export function gone(): GraphQLError {
  return new GraphQLError(ERRORS.NOT_FOUND.msg, { extensions: { code: ERRORS.NOT_FOUND.gql, upstreamCode: ERRORS.NOT_FOUND.code } });
}

/** docs/rest-contract.md: unknown and foreign ids both read 4004; a by-id query answers null for them. */
export async function orNullWhenNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.upstreamCode === ERRORS.NOT_FOUND.code) return null;
    throw error;
  }
}
