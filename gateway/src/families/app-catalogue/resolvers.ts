import type { ReplyOf, SearchHit, appCatalogue } from '@huiliu/contract';
import type { Resolvers } from '../../generated/resolvers-types';

/** spec §9: the search service is asked for 300 hits, page 1, every term matching. */
const SEARCH_PAGE = 300;

/** The search hit as GraphQL shows it: the name with its <em> highlight, zh and en. */
function toHit(hit: SearchHit) {
  return {
    type: hit.type,
    appId: hit.app_id,
    actionId: hit.action_id,
    name: hit.name,
    nameEn: hit.name_en || null,
    highlighted: hit._formatted?.name ?? hit.name,
  };
}

/** The app catalogue's fields that add something to their REST call (routes.ts names the rest). */
export const appCatalogueResolvers: Resolvers = {
  Query: {
    // through the platform's own search endpoint (Meilisearch's shape), so GraphQL ranks as the REST service does
    searchApps: async (_parent, { q, type }, { upstream }) => {
      const reply = await upstream.postPlain<ReplyOf<typeof appCatalogue.search>>('/indexes/apps/search', {
        q,
        attributesToHighlight: ['name'],
        ...(type ? { filter: `type = ${type}` } : {}),
        hitsPerPage: SEARCH_PAGE,
        page: 1,
        matchingStrategy: 'all',
      });
      return reply.hits.map(toHit);
    },
  },
  App: {
    // spec §3 account_on: 1 when the app needs an account
    needsAccount: (app) => app.account_on === 1,
  },
};
