import type { QueryValue } from '../../upstream';
import type { PipelineFilter } from '../../generated/resolvers-types';

/** spec §3 "Pipeline-list filters": GraphQL's camelCase filter as the REST query string. */
export function filterToQuery(filter: PipelineFilter | null | undefined): Record<string, QueryValue> {
  if (!filter) return {};
  return {
    keyword: filter.keyword,
    start_date: filter.startDate,
    end_date: filter.endDate,
    app_name: filter.appName,
    app_id: filter.appId,
    status: filter.status,
    share_status: filter.shareStatus,
    // The favourite mark is the REST collect_status of the current user.
    collect_status: filter.favourite == null ? undefined : filter.favourite ? 1 : 0,
    sort: filter.sort,
    create_channels: filter.createChannels,
  };
}
