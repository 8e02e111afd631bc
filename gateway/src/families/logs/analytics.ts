import type { logs, ReplyOf } from '@huiliu/contract';
import type { GatewayContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers-types';
import type { RestFailingApp, RestFailingPipeline, RestRunAnalytics, RestRunErrorGroup } from '../../rest';
import { toRest, type RestInput } from '../../rest-names';

/**
 * Run analytics (issue 16): `runAnalytics` costs one platform call (the summary: totals, success rate, durations, quota,
 * window); the series and each top list cost one more each, and only when the query selects them. The parent keeps the
 * view (the filter as REST fields) so those calls ask for the same runs. Pipelines and apps of the top lists go through
 * the loaders (routes.ts), one batch call for the whole list.
 */
type Failures = ReplyOf<typeof logs.analyticsFailures>;

async function failures<K extends Failures['kind']>(parent: RestRunAnalytics, kind: K, limit: number | null | undefined, ctx: GatewayContext) {
  const reply = await ctx.upstream.post<Failures>('/v1/api/log/analytics/failures', { ...parent.view, kind, ...(limit != null ? { limit } : {}) });
  return reply.list as Extract<Failures, { kind: K }>['list'];
}

function exportOf(view: RestInput, ctx: GatewayContext) {
  return ctx.upstream.post<ReplyOf<typeof logs.export>>('/v1/api/log/export', view);
}

export const runAnalyticsResolvers: Resolvers = {
  Query: {
    runAnalytics: async (_parent, { filter }, { upstream }) => {
      const view = toRest(filter);
      return { ...(await upstream.post<ReplyOf<typeof logs.analyticsSummary>>('/v1/api/log/analytics/summary', view)), view };
    },
    exportRuns: (_parent, { filter }, ctx) => exportOf({ ...toRest(filter), kind: 'runs' }, ctx),
    exportRunAnalytics: (_parent, { filter, bucket }, ctx) => exportOf({ ...toRest(filter), kind: 'series', ...(bucket ? { bucket } : {}) }, ctx),
  },
  RunAnalytics: {
    series: async (parent, { bucket }, { upstream }) =>
      (await upstream.post<ReplyOf<typeof logs.analyticsSeries>>('/v1/api/log/analytics/series', { ...parent.view, ...(bucket ? { bucket } : {}) }))
        .list,
    topFailingPipelines: (parent, { limit }, ctx): Promise<RestFailingPipeline[]> => failures(parent, 'pipelines', limit, ctx),
    topFailingApps: (parent, { limit }, ctx): Promise<RestFailingApp[]> => failures(parent, 'apps', limit, ctx),
    topErrors: (parent, { limit }, ctx): Promise<RestRunErrorGroup[]> => failures(parent, 'errors', limit, ctx),
  },
};
