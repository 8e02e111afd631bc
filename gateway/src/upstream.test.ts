import { afterEach, describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { ERRORS, OPEN_PLATFORM_LIST_TIMEOUT_MS } from '@huiliu/core';
import { ROUTES } from './routes';
import { createUpstream } from './upstream';
import { envelope, startFakeServer, type FakeServer } from './test/fake-server';

let fake: FakeServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const fast = { retryDelayMs: 0 };

async function failureOf(promise: Promise<unknown>): Promise<GraphQLError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GraphQLError);
  return error as GraphQLError;
}

describe('upstream client', () => {
  it.each([0, 2000, 2006])('returns the data part for success code %i', async (code) => {
    fake = await startFakeServer((_req, res) => envelope(res, code, { list: [], total: 0 }));
    const upstream = createUpstream({ baseUrl: fake.url, ...fast }, 'tok');
    await expect(upstream.get('/v1/api/dataprocess/list')).resolves.toEqual({ list: [], total: 0 });
  });

  it('sends the caller token as a bearer header and the query string', async () => {
    fake = await startFakeServer((_req, res) => envelope(res, 0, null));
    await createUpstream({ baseUrl: fake.url, ...fast }, 'secret-token').get('/v1/api/x', { a: 1, b: undefined, c: 'z y' });
    expect(fake.seen[0]!.headers.authorization).toBe('Bearer secret-token');
    expect(fake.seen[0]!.url).toBe('/v1/api/x?a=1&c=z+y');
  });

  it('sends no authorization header without a token', async () => {
    fake = await startFakeServer((_req, res) => envelope(res, 0, null));
    await createUpstream({ baseUrl: fake.url, ...fast }, null).get('/v1/api/x');
    expect(fake.seen[0]!.headers.authorization).toBeUndefined();
  });

  it('posts JSON bodies', async () => {
    fake = await startFakeServer((_req, res) => envelope(res, 0, { ok: true }));
    await createUpstream({ baseUrl: fake.url, ...fast }, 't').post('/v1/api/x', { process_id: '1', title: '标题' });
    expect(fake.seen[0]!.method).toBe('POST');
    expect(fake.seen[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(fake.seen[0]!.body)).toEqual({ process_id: '1', title: '标题' });
  });

  it('keeps integers of 15 or more digits exact as strings', async () => {
    fake = await startFakeServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"code":0,"msg":"","data":{"id":1234567890123456789,"small":42}}');
    });
    await expect(createUpstream({ baseUrl: fake.url, ...fast }, 't').get('/x')).resolves.toEqual({
      id: '1234567890123456789',
      small: 42,
    });
  });

  it('maps 2101 to UNAUTHENTICATED', async () => {
    fake = await startFakeServer((_req, res) => envelope(res, 2101, null, ERRORS.UNAUTHENTICATED.msg, 401));
    const error = await failureOf(createUpstream({ baseUrl: fake.url, ...fast }, 'old').get('/v1/api/user/info'));
    expect(error.extensions).toEqual({ code: 'UNAUTHENTICATED', upstreamCode: 2101 });
    expect(error.message).toBe(ERRORS.UNAUTHENTICATED.msg);
  });

  it('maps 2201 to SILENT with no message', async () => {
    fake = await startFakeServer((_req, res) => envelope(res, 2201, null, 'ignored'));
    const error = await failureOf(createUpstream({ baseUrl: fake.url, ...fast }, 't').get('/x'));
    expect(error.extensions).toEqual({ code: 'SILENT', upstreamCode: 2201 });
    expect(error.message).toBe('');
  });

  it.each([
    [4004, 404, 'NOT_FOUND'],
    [3001, 403, 'PLAN_LIMIT'],
    [4009, 409, 'CONFLICT'],
    [4000, 400, 'BAD_USER_INPUT'],
    [7777, 400, 'UPSTREAM_ERROR'],
  ])('maps code %i to the upstream message and symbolic code', async (code, status, symbolic) => {
    fake = await startFakeServer((_req, res) => envelope(res, code, null, `平台说：${code}`, status));
    const error = await failureOf(createUpstream({ baseUrl: fake.url, ...fast }, 't').get('/x'));
    expect(error.message).toBe(`平台说：${code}`);
    expect(error.extensions).toEqual({ code: symbolic, upstreamCode: code });
  });

  it('keeps validation issues and reads the message from Msg or data when msg is empty', async () => {
    fake = await startFakeServer((_req, res, i) => {
      if (i === 0) envelope(res, 4000, { issues: [{ path: 'title', message: '标题必填' }] }, '标题必填', 400);
      else res.writeHead(200).end(JSON.stringify({ code: 4500, Msg: '大写的消息', data: null }));
    });
    const upstream = createUpstream({ baseUrl: fake.url, ...fast }, 't');
    const first = await failureOf(upstream.post('/x', {}));
    expect(first.extensions.issues).toEqual([{ path: 'title', message: '标题必填' }]);
    const second = await failureOf(upstream.get('/x'));
    expect(second.message).toBe('大写的消息');
  });

  it('retries a GET after a 503 and returns the later success', async () => {
    fake = await startFakeServer((_req, res, i) => {
      if (i < 2) res.writeHead(503).end('busy');
      else envelope(res, 0, 'ok');
    });
    await expect(createUpstream({ baseUrl: fake.url, ...fast }, 't').get('/x')).resolves.toBe('ok');
    expect(fake.seen).toHaveLength(3);
  });

  it('gives up after 4 retries (5 attempts) with UPSTREAM_UNAVAILABLE', async () => {
    fake = await startFakeServer((_req, res) => res.writeHead(502).end('bad gateway'));
    const error = await failureOf(createUpstream({ baseUrl: fake.url, ...fast }, 't').get('/x'));
    expect(fake.seen).toHaveLength(5);
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('never retries a POST', async () => {
    fake = await startFakeServer((_req, res) => res.writeHead(503).end('busy'));
    const error = await failureOf(createUpstream({ baseUrl: fake.url, ...fast }, 't').post('/v1/api/dataprocess/add', {}));
    expect(fake.seen).toHaveLength(1);
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('sends a PUT with its JSON body once, never again after a 503', async () => {
    fake = await startFakeServer((_req, res) => res.writeHead(503).end('busy'));
    const error = await failureOf(createUpstream({ baseUrl: fake.url, ...fast }, 't').put('/v1/api/template/update/1', { active: 0 }));
    expect(fake.seen.map((r) => [r.method, r.headers['content-type'], JSON.parse(r.body)])).toEqual([['PUT', 'application/json', { active: 0 }]]);
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  // issue 13 members: spec §7's product roles are a PATCH
  it('sends a PATCH with its JSON body once, never again after a 503', async () => {
    fake = await startFakeServer((_req, res) => res.writeHead(503).end('busy'));
    const roles = [{ product: 'huiliu', role: 'viewer' }];
    const error = await failureOf(createUpstream({ baseUrl: fake.url, ...fast }, 't').patch('/v1/api/base/users/1/product-roles', { roles }));
    expect(fake.seen.map((r) => [r.method, r.headers['content-type'], JSON.parse(r.body)])).toEqual([['PATCH', 'application/json', { roles }]]);
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('does not retry a GET marked as changing state', async () => {
    fake = await startFakeServer((_req, res) => res.writeHead(503).end('busy'));
    await failureOf(createUpstream({ baseUrl: fake.url, ...fast }, 't').get('/v1/api/dataprocess/delete', {}, { retry: false }));
    expect(fake.seen).toHaveLength(1);
  });

  it('does not retry an answered failure such as 4004', async () => {
    fake = await startFakeServer((_req, res) => envelope(res, 4004, null, ERRORS.NOT_FOUND.msg, 404));
    await failureOf(createUpstream({ baseUrl: fake.url, ...fast }, 't').get('/x'));
    expect(fake.seen).toHaveLength(1);
  });

  it('turns a timeout into UPSTREAM_UNAVAILABLE after retrying', async () => {
    // Never answers: every attempt runs into the (shortened) timeout.
    fake = await startFakeServer(() => undefined);
    const upstream = createUpstream({ baseUrl: fake.url, timeoutMs: 50, retries: 1, retryDelayMs: 0 }, 't');
    const error = await failureOf(upstream.get('/x'));
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', reason: 'timeout' });
    expect(fake.seen).toHaveLength(2);
  });

  it('gives a POST its own time-out when the caller names one (spec §9: the open-platform list waits 3 s)', async () => {
    fake = await startFakeServer(() => undefined);
    const upstream = createUpstream({ baseUrl: fake.url, timeoutMs: 60_000, retries: 0 }, 't');
    // without its own time-out this call would wait the client's 60 s, past the test's time limit
    const error = await failureOf(upstream.post('/x', {}, undefined, { timeoutMs: 50 }));
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', reason: 'timeout' });
    expect(ROUTES['Query.openPlatformApps']).toMatchObject({ timeoutMs: OPEN_PLATFORM_LIST_TIMEOUT_MS });
  });

  it('reports a reply whose body stalls past the timeout as UPSTREAM_UNAVAILABLE', async () => {
    fake = await startFakeServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"code":0,');
    });
    const upstream = createUpstream({ baseUrl: fake.url, timeoutMs: 100, retries: 0 }, 't');
    const error = await failureOf(upstream.get('/x'));
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', reason: 'timeout' });
  });

  it('reports an unreachable platform as UPSTREAM_UNAVAILABLE', async () => {
    const closed = await startFakeServer(() => undefined);
    await closed.close();
    const error = await failureOf(createUpstream({ baseUrl: closed.url, retries: 0 }, 't').get('/x'));
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', upstreamCode: ERRORS.UPSTREAM_UNAVAILABLE.code });
  });

  it('treats a reply without an envelope as an upstream error', async () => {
    fake = await startFakeServer((_req, res) => res.writeHead(500).end('<html>crash</html>'));
    const error = await failureOf(createUpstream({ baseUrl: fake.url, ...fast }, 't').get('/x'));
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', upstreamStatus: 500 });
  });

  it('reads an event stream however the platform cuts it: split lines and characters, CRLF, comments, multi-line data', async () => {
    const stream = Buffer.from(
      ': heartbeat\n\n' +
        'data: {"log_id":123456789012345678901,"title":"订单"}\n\n' +
        'event: run\r\nid: 7\r\ndata: {"a":\r\ndata: 1}\r\n\r\n' +
        'retry: 1000\n\n' +
        'data:{"b":2}\n\n',
    );
    fake = await startFakeServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      // cut every 7 bytes: through lines, CRLF pairs and the UTF-8 bytes of 订单
      const write = (at: number): void => {
        if (at >= stream.length) return void res.end();
        res.write(stream.subarray(at, at + 7), () => write(at + 7));
      };
      write(0);
    });
    const received: unknown[] = [];
    for await (const event of createUpstream({ baseUrl: fake.url, ...fast }, 't').events('/v1/api/log/events', {}, AbortSignal.timeout(5_000))) {
      received.push(event);
    }
    expect(received).toEqual([{ log_id: '123456789012345678901', title: '订单' }, { a: 1 }, { b: 2 }]);
  });
});
