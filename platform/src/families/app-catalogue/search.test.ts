import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { usePlatform, type SignedUp } from '../../test/harness';
import { testCatalogue } from './fixtures';

describe('the search service (POST /indexes/apps/search)', () => {
  const f = usePlatform('pglite', { catalogue: testCatalogue() });
  let me: SignedUp;
  beforeAll(async () => {
    me = await f.signUp();
  });
  afterEach(() => {
    delete process.env.HUILIU_SEARCH_KEY;
  });

  /** The reply as it comes: Meilisearch's shape, not the envelope. */
  async function search(body: unknown, key: string | null = me.token) {
    const res = await f.app.inject({
      method: 'POST',
      url: '/indexes/apps/search',
      headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
      payload: JSON.stringify(body),
    });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  }

  it('answers the spec’s request in Meilisearch’s shape, 300 hits a page, matches highlighted', async () => {
    const reply = await search({
      q: 'dingding',
      attributesToHighlight: ['name'],
      filter: 'type = app',
      hitsPerPage: 300,
      page: 1,
      matchingStrategy: 'all',
    });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(['hits', 'hitsPerPage', 'page', 'processingTimeMs', 'query', 'totalHits', 'totalPages']);
    expect(reply.body).toMatchObject({ query: 'dingding', hitsPerPage: 300, page: 1, totalHits: 1, totalPages: 1 });
    expect(reply.body.hits[0]).toMatchObject({
      id: 'app-2002',
      type: 'app',
      app_id: '2002',
      name: '钉钉群机器人',
      _formatted: { name: '<em>钉钉</em>群机器人' },
    });

    const defaults = await search({ q: '' });
    expect(defaults.body.hitsPerPage).toBe(300);
    expect(defaults.body.hits.some((h: { app_id: string }) => h.app_id === '2999')).toBe(false); // offline apps are not indexed
    const actions = await search({ q: 'issue', filter: ['type = "action"'] });
    expect(actions.body.hits.map((h: { id: string }) => h.id).sort()).toEqual(['action-2006-create_issue', 'action-2006-new_issue']);
  });

  it('opens with the search key or a company token, and refuses others in Meilisearch’s error shape', async () => {
    const missing = await search({ q: 'dd' }, null);
    expect([missing.status, missing.body.code, missing.body.type]).toEqual([401, 'missing_authorization_header', 'auth']);
    const wrong = await search({ q: 'dd' }, 'not-a-key');
    expect([wrong.status, wrong.body.code]).toEqual([403, 'invalid_api_key']);
    expect(wrong.body).not.toHaveProperty('data');
    process.env.HUILIU_SEARCH_KEY = 'search-only-key-123';
    expect((await search({ q: 'dd' }, 'search-only-key-123')).body.hits[0].app_id).toBe('2002');
    expect((await search({ q: 'dd' }, 'search-only-key-124')).status).toBe(403);
    expect((await search({ q: 'dd' })).status).toBe(200);
  });

  it('refuses a bad request or an unknown filter with 400 and a Chinese message', async () => {
    const bad = await search({ q: 'dd', hitsPerPage: 0 });
    expect([bad.status, bad.body.code]).toEqual([400, 'bad_request']);
    expect(bad.body.message).toMatch(/^搜索参数有误：hitsPerPage/);
    const filter = await search({ q: 'dd', filter: 'app_id = 2002' });
    expect([filter.status, filter.body.code]).toEqual([400, 'invalid_search_filter']);
    expect(filter.body.message).toMatch(/只能按类型筛选/);
  });
});

describe('the search service when MEILI_URL names a Meilisearch that does not answer', () => {
  // registered before usePlatform's hook, so the platform is built with it
  beforeAll(() => {
    process.env.MEILI_URL = 'http://127.0.0.1:1';
  });
  const f = usePlatform('pglite', { catalogue: testCatalogue() });
  afterAll(() => {
    delete process.env.MEILI_URL;
  });

  it('starts anyway and answers from the embedded index', async () => {
    const me = await f.signUp();
    const res = await f.app.inject({
      method: 'POST',
      url: '/indexes/apps/search',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${me.token}` },
      payload: JSON.stringify({ q: 'dd', filter: 'type = app' }),
    });
    expect(JSON.parse(res.body).hits[0].app_id).toBe('2002');
  });
});
