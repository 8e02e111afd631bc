import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from './index';
import { envelope, startFakeServer, type FakeServer } from './test/fake-server';

// A platform that answers "success" with data of the wrong shape, so the
// resolver itself fails with a TypeError the caller must never see.
let platform: FakeServer;
let gateway: RunningGateway;

beforeAll(async () => {
  platform = await startFakeServer((req, res) => {
    if (req.url.startsWith('/v1/api/dataprocess/list')) envelope(res, 0, null);
    else envelope(res, 4004, null, '数据不存在或已被删除', 404);
  });
  gateway = await startGateway({ platformUrl: platform.url, graphiql: true, upstream: { retryDelayMs: 0 } });
});

afterAll(async () => {
  await gateway.close();
  await platform.close();
});

async function post(query: string): Promise<{ data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] }> {
  const reply = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
    body: JSON.stringify({ query }),
  });
  return (await reply.json()) as never;
}

describe('yoga hardening', () => {
  it('masks unexpected errors', async () => {
    const reply = await post('{ pipelines { total } }');
    expect(reply.errors?.[0]?.message).toBe('Unexpected error.');
    expect(JSON.stringify(reply)).not.toMatch(/TypeError|list|at /);
  });

  it('lets upstream errors through with their message and codes', async () => {
    const reply = await post('{ pipelineCount }');
    expect(reply.errors?.[0]).toMatchObject({ message: '数据不存在或已被删除', extensions: { code: 'NOT_FOUND', upstreamCode: 4004 } });
  });

  it('refuses a query deeper than 16 fields before calling the platform', async () => {
    // This schema is shallow, so depth needs invalid nesting; the limit is reported beside the other errors.
    const before = platform.seen.length;
    const reply = await post(`{ me { uid ${'{ x '.repeat(15)}${'} '.repeat(15)}} }`);
    expect(reply.errors?.map((e) => e.extensions?.code)).toContain('QUERY_TOO_DEEP');
    expect(platform.seen.length).toBe(before);
  });

  it('refuses more than 30 aliases', async () => {
    const aliases = Array.from({ length: 31 }, (_, i) => `c${i}: pipelineCount`).join(' ');
    const reply = await post(`{ ${aliases} }`);
    expect(reply.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ALIASES');
  });

  it('serves GraphiQL to a browser when enabled', async () => {
    const reply = await fetch(`${gateway.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(reply.headers.get('content-type')).toContain('text/html');
    expect(await reply.text()).toContain('汇流 GraphQL');
  });
});
