import { timingSafeEqual } from 'node:crypto';
import { appCatalogue, SearchRequest } from '@huiliu/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Catalogue } from '../../apps/catalogue';
import type { Db } from '../../db/open';
import { route } from '../../http/route';
import { searchDocuments } from '../../search/documents';
import { embeddedSearch, parseTypeFilter, SearchError, type SearchService } from '../../search/service';
import { findSession } from '../user/sessions';

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * spec §7 "Search service": a bearer key opens it — HUILIU_SEARCH_KEY (a search-only key for API clients),
 * or a live company token (the web and the gateway; the index holds only the public catalogue, so a token
 * shows nothing a company owns). Missing → 401, wrong → 403, as Meilisearch answers.
 */
async function checkKey(db: Db, req: FastifyRequest): Promise<string | undefined> {
  const header = req.headers.authorization;
  const key = header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  if (!key) throw new SearchError(401, 'missing_authorization_header', 'auth', '缺少 Authorization: Bearer 密钥');
  const searchKey = process.env.HUILIU_SEARCH_KEY;
  if (searchKey && sameKey(key, searchKey)) return undefined;
  const session = key.length <= 128 ? await findSession(db, key) : null;
  if (session) return session.companyId;
  throw new SearchError(403, 'invalid_api_key', 'auth', '搜索密钥无效');
}

/**
 * POST /indexes/apps/search over the listed apps and their actions: the embedded index, or a real Meilisearch
 * when MEILI_URL is set (index created and filled when the platform starts). Replies and refusals are
 * Meilisearch's own shapes, never the envelope.
 */
export function searchRoute(app: FastifyInstance, db: Db, catalogue: Catalogue): void {
  const docs = searchDocuments(catalogue.listed());
  let service: SearchService = embeddedSearch(docs);
  // issue 14: a company that may see open apps searches an index of the catalogue plus them, built when the set of
  // apps (or a version) it sees changes; the search-only key and companies without open apps use the shared one
  const perCompany = new Map<string, SearchService>();
  const serviceFor = (companyId: string | undefined): SearchService => {
    const open = companyId ? catalogue.openListed(companyId) : [];
    if (open.length === 0) return service;
    const key = open.map((a) => `${a.app_id}@${a.version}`).join(',');
    let found = perCompany.get(key);
    if (!found) {
      if (perCompany.size >= 200) perCompany.delete(perCompany.keys().next().value!);
      found = embeddedSearch([...docs, ...searchDocuments(open)]);
      perCompany.set(key, found);
    }
    return found;
  };
  const meiliUrl = process.env.MEILI_URL;
  if (meiliUrl) {
    // filled in the background: the embedded index answers meanwhile, so start-up never waits on Meilisearch
    app.addHook('onReady', () => {
      // loaded only when configured: it brings pinyin-pro with it
      void import('../../search/meili')
        .then(({ meiliSearch }) => meiliSearch(docs, { url: meiliUrl, key: process.env.MEILI_MASTER_KEY }))
        .then(
          (meili) => (service = meili),
          // search is not worth refusing to start over: the embedded index answers until the next start
          (err: unknown) => app.log.error({ err }, 'Meilisearch 不可用（MEILI_URL），搜索改用内置索引'),
        );
    });
  }

  route(app, appCatalogue.search, async (req, reply) => {
    const started = performance.now();
    try {
      const companyId = await checkKey(db, req);
      const parsed = SearchRequest.safeParse(req.body ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new SearchError(
          400,
          'bad_request',
          'invalid_request',
          `搜索参数有误：${issue?.path.join('.') || '请求体'} ${issue?.message ?? ''}`.trim(),
        );
      }
      const body = parsed.data;
      const result = await serviceFor(companyId).search({
        q: body.q,
        type: parseTypeFilter(body.filter),
        highlight: body.attributesToHighlight ?? [],
        hitsPerPage: body.hitsPerPage,
        page: body.page,
      });
      return { ...result, query: body.q, processingTimeMs: Math.round(performance.now() - started) };
    } catch (error) {
      if (!(error instanceof SearchError)) throw error;
      return reply.code(error.status).send(error.body());
    }
  });
}
