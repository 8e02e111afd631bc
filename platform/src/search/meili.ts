import type { SearchDocument } from './documents';
import { toPinyin } from './pinyin';
import { SearchError, type SearchService } from './service';

const INDEX = 'apps';
const HIGHLIGHTED = ['name', 'name_en', 'app_name', 'app_name_en', 'description', 'description_en'] as const;
const FIELDS = [
  'id',
  'type',
  'app_id',
  'action_id',
  'app_name',
  'app_name_en',
  'name',
  'name_en',
  'description',
  'description_en',
  'class_type',
] as const;

export interface MeiliOptions {
  url: string;
  /** The master or an admin key (MEILI_MASTER_KEY); none for a Meilisearch started without one. */
  key?: string | undefined;
  /** How long to wait for the index to take the documents at start. */
  readyTimeoutMs?: number;
}

/**
 * A real Meilisearch behind the same endpoint (MEILI_URL). Documents carry the name's pinyin and initials as
 * extra searchable attributes so 'dingding' and 'dd' find 钉钉 there too; replies drop them again.
 * Plain fetch, not the guarded client: this is the operator's own service, not a call on a user's behalf.
 */
export async function meiliSearch(docs: readonly SearchDocument[], opts: MeiliOptions): Promise<SearchService> {
  const base = opts.url.replace(/\/+$/, '');
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(opts.key ? { authorization: `Bearer ${opts.key}` } : {}) };
  const send = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      // down or slow: callers read a Meilisearch-shaped 503, never the platform's 500
      throw new SearchError(503, 'meilisearch_unavailable', 'internal', '搜索服务暂时不可用，请稍后再试');
    }
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      throw new SearchError(
        response.status,
        String(json.code ?? 'meilisearch_error'),
        'internal',
        String(json.message ?? `Meilisearch ${response.status}`),
      );
    }
    return json;
  };
  const waitFor = async (task: unknown): Promise<void> => {
    const uid = (task as { taskUid?: number }).taskUid;
    const deadline = Date.now() + (opts.readyTimeoutMs ?? 15_000);
    while (uid !== undefined && Date.now() < deadline) {
      const { status, error } = (await send('GET', `/tasks/${uid}`)) as { status?: string; error?: { code?: string } };
      if (status === 'succeeded' || error?.code === 'index_already_exists') return;
      if (status === 'failed' || status === 'canceled') throw new Error(`Meilisearch 任务 ${uid} 失败`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  // the index may exist from an earlier start: creating it again fails with index_already_exists, harmlessly
  await waitFor(await send('POST', '/indexes', { uid: INDEX, primaryKey: 'id' }));
  await waitFor(
    await send('PATCH', `/indexes/${INDEX}/settings`, {
      searchableAttributes: ['name', 'name_en', 'name_pinyin', 'name_initials', 'app_name', 'app_name_en', 'description', 'description_en'],
      filterableAttributes: ['type'],
    }),
  );
  await waitFor(await send('DELETE', `/indexes/${INDEX}/documents`));
  const withPinyin = docs.map((d) => {
    const py = toPinyin(d.name);
    return { ...d, name_pinyin: py.full, name_initials: py.initials };
  });
  await waitFor(await send('POST', `/indexes/${INDEX}/documents`, withPinyin));

  return {
    kind: 'meilisearch',
    async search(query) {
      const reply = (await send('POST', `/indexes/${INDEX}/search`, {
        q: query.q,
        ...(query.type ? { filter: `type = ${query.type}` } : {}),
        hitsPerPage: query.hitsPerPage,
        page: query.page,
        matchingStrategy: 'all',
        attributesToRetrieve: FIELDS,
        ...(query.highlight.length > 0 ? { attributesToHighlight: query.highlight, highlightPreTag: '<em>', highlightPostTag: '</em>' } : {}),
      })) as { hits: Array<Record<string, unknown>>; hitsPerPage: number; page: number; totalHits: number; totalPages: number };
      return {
        hits: reply.hits.map((hit) => {
          const doc = Object.fromEntries(FIELDS.map((f) => [f, hit[f] ?? null])) as unknown as SearchDocument;
          const fmt = hit._formatted as Record<string, unknown> | undefined;
          if (!fmt) return doc;
          const picked = Object.fromEntries(HIGHLIGHTED.filter((f) => typeof fmt[f] === 'string').map((f) => [f, fmt[f]]));
          return { ...doc, _formatted: picked };
        }),
        hitsPerPage: reply.hitsPerPage,
        page: reply.page,
        totalHits: reply.totalHits,
        totalPages: reply.totalPages,
      };
    },
  };
}
