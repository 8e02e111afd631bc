import type { SearchReply } from '@huiliu/contract';
import type { SearchDocument } from './documents';
import type { IndexQuery } from './embedded-index';

/** A refusal in Meilisearch's own error shape (the search service never answers the envelope). */
export class SearchError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly type: 'auth' | 'invalid_request' | 'internal',
    message: string,
  ) {
    super(message);
  }

  body(): { message: string; code: string; type: string; link: string } {
    return { message: this.message, code: this.code, type: this.type, link: `https://docs.meilisearch.com/errors#${this.code}` };
  }
}

/** The apps index behind POST /indexes/apps/search: embedded, or a real Meilisearch (meili.ts). */
export interface SearchService {
  readonly kind: 'embedded' | 'meilisearch';
  search(query: IndexQuery): Promise<Omit<SearchReply, 'processingTimeMs' | 'query'>>;
}

/**
 * The embedded index, built on the first search: pinyin-pro's dictionary and the index cost start-up time
 * (issue 9's restart budget) that a start which never searches should not pay.
 */
export function embeddedSearch(docs: readonly SearchDocument[]): SearchService {
  let index: Promise<import('./embedded-index').EmbeddedIndex> | undefined;
  return {
    kind: 'embedded',
    search: async (query) => (await (index ??= import('./embedded-index').then((m) => new m.EmbeddedIndex(docs)))).search(query),
  };
}

/**
 * The one filter the index knows (spec §7 "a type filter"): `type = app` or `type = action`, quoted or not,
 * alone or as a one-element list. Anything else is Meilisearch's invalid_search_filter.
 */
export function parseTypeFilter(filter: string | string[] | undefined): 'app' | 'action' | undefined {
  const parts = filter === undefined ? [] : [filter].flat().filter((f) => f.trim() !== '');
  if (parts.length === 0) return undefined;
  const types = parts.map((part) => /^\s*type\s*=\s*(["']?)(app|action)\1\s*$/.exec(part)?.[2]);
  if (types.some((t) => t === undefined) || new Set(types).size > 1) {
    throw new SearchError(
      400,
      'invalid_search_filter',
      'invalid_request',
      `只能按类型筛选：type = app 或 type = action（收到 ${parts.join(' AND ')}）`,
    );
  }
  return types[0] as 'app' | 'action';
}
