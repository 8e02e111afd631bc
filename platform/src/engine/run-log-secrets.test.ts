import { SECRET_MASK, aPipeline } from '@huiliu/core';
import { eq } from 'drizzle-orm';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformEngine } from '../app';
import { runSteps, runs } from '../db/schema-engine';
import { livePipeline, loopbackHttp } from '../test/engine-fixtures';
import { usePlatform, type SignedUp } from '../test/harness';

// A base64-ish key, as third parties hand them out, plus the characters JSON, URL and form encoding change.
const SECRET = 'hL7+q/Zx=9"a\\b c&d';
const BASIC_USER = 'huiliu:';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const json = (text: string) => JSON.stringify(text).slice(1, -1);

/** Every form the secret may take on its way through a step; none may be in the stored run log. */
const ENCODINGS: Record<string, string> = {
  clear: SECRET,
  encodeURIComponent: encodeURIComponent(SECRET),
  'encodeURIComponent, lower-case hex': encodeURIComponent(SECRET).replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase()),
  encodeURI: encodeURI(SECRET),
  form: new URLSearchParams({ k: SECRET }).toString().slice(2),
  JSON: json(SECRET),
  'JSON in JSON': json(json(SECRET)),
  base64: b64(SECRET),
  'base64 unpadded': b64(SECRET).replace(/=+$/, ''),
  base64url: b64url(SECRET),
  // `user:secret` for HTTP Basic: the characters before and after depend on the neighbours, the middle does not
  'base64 of user:secret': b64(BASIC_USER + SECRET).slice(Math.ceil((BASIC_USER.length * 8) / 6), -3),
  hex: Buffer.from(SECRET).toString('hex'),
  HEX: Buffer.from(SECRET).toString('hex').toUpperCase(),
};

const leaksIn = (text: string) =>
  Object.entries(ENCODINGS)
    .filter(([, encoded]) => text.includes(encoded))
    .map(([name]) => name);

/** Every string in a value, keys included: each one must be free of the secret, however it is escaped. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === 'object') Object.entries(value).forEach(([k, v]) => (out.push(k), strings(v, out)));
  return out;
}

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A third party that answers with what it received and with what it derived from the key (as many do). */
async function echoServer(seen: Seen[]) {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body });
      const key = String(req.headers['x-api-key'] ?? '');
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          url: req.url,
          body,
          key,
          authorization: `Basic ${b64(BASIC_USER + key)}`,
          key_base64: b64(key),
          key_base64url: b64url(key),
          key_hex: Buffer.from(key).toString('hex'),
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return server;
}

describe('a run using a secret variable', () => {
  const t = usePlatform('pglite', { engine: { http: loopbackHttp() } });
  const seen: Seen[] = [];
  let echo: Server;
  let base: string;
  let me: SignedUp;

  beforeAll(async () => {
    echo = await echoServer(seen);
    base = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`;
    me = await t.signUp();
    const added = await t.call('POST', '/v1/api/process/environmentvariables/add', {
      token: me.token,
      body: { variable_name: '接口密钥', variable_key: 'API_KEY', variable_value: SECRET, variable_type: 'secret' },
    });
    expect(added.code).toBe(0);
  });
  afterAll(() => new Promise<void>((r) => echo.close(() => r())));

  it('stores the secret in none of its encodings, whatever the steps did to it', async () => {
    const header = { 'x-api-key': '{{env.API_KEY}}' };
    const content = aPipeline()
      .withStep('json', {
        app_id: '1007',
        action_id: 'http',
        params: { url: `${base}/json`, method: 'POST', headers: header, body: { key: '{{env.API_KEY}}', note: 'key={{env.API_KEY}};' } },
      })
      .withStep('form', {
        app_id: '1007',
        action_id: 'http',
        params: { url: `${base}/form`, method: 'POST', headers: header, body_type: 'form', body: { key: '{{env.API_KEY}}' } },
      })
      .withStep('text', {
        app_id: '1007',
        action_id: 'http',
        params: { url: `${base}/text`, method: 'POST', headers: header, body_type: 'text', body: 'token {{env.API_KEY}} end' },
      })
      .withStep('query', {
        app_id: '1007',
        action_id: 'http',
        params: { url: `${base}/query`, method: 'GET', headers: header, body: { key: '{{env.API_KEY}}' } },
      })
      .withStep('custom', {
        app_id: '1008',
        action_id: 'custom',
        params: {
          method: 'post',
          url: `${base}/custom`,
          headers: '{"x-api-key":"{{env.API_KEY}}"}',
          body: '{"key":"{{env.API_KEY}}","inner":"pre {{env.API_KEY}} post"}',
        },
      })
      .withStep('return', {
        app_id: '1009',
        action_id: 'return',
        params: { status: 200, body: { key: '{{env.API_KEY}}', echoed: '{{6.body.body}}' } },
      })
      // fails with a message quoting the URL: the step's error and the run's error carry the secret
      .withStep('broken', { app_id: '1007', action_id: 'http', params: { url: 'http://exa mple/?k={{env.API_KEY}}', method: 'POST', body: {} } })
      .build();
    content[0]!.params = { response_type: 'following_steps' };
    const pipeline = await livePipeline(t, me.token, content);

    const reply = await t.app.inject({ method: 'POST', url: `/v1/api/data/webhook/accept?key=${pipeline.key}`, payload: { id: 1 } });
    await platformEngine(t.app).idle();

    // The third party and the synchronous caller got the secret in clear: the steps really used it.
    expect(seen.map((s) => s.url.split('?')[0])).toEqual(['/json', '/form', '/text', '/query', '/custom']);
    expect(seen.every((s) => s.headers['x-api-key'] === SECRET)).toBe(true);
    expect(JSON.parse(seen[0]!.body)).toEqual({ key: SECRET, note: `key=${SECRET};` });
    expect(new URLSearchParams(seen[1]!.body).get('key')).toBe(SECRET);
    expect(seen[2]!.body).toBe(`token ${SECRET} end`);
    expect(new URL(seen[3]!.url, base).searchParams.get('key')).toBe(SECRET);
    expect(JSON.parse(seen[4]!.body)).toEqual({ key: SECRET, inner: `pre ${SECRET} post` });
    expect(JSON.parse(reply.body).key).toBe(SECRET);

    const [run] = await t.db.select().from(runs).where(eq(runs.processId, pipeline.processId));
    expect(run).toMatchObject({ status: 'failed', failedStepUuid: 'broken', error: `请求地址错误: http://exa mple/?k=${SECRET_MASK}` });
    const detail = await t.call('POST', '/v1/api/log/detail', { token: me.token, body: { log_id: run!.id } });
    expect(detail.code).toBe(0);
    expect(detail.data.steps).toHaveLength(8);
    expect(detail.raw).toContain(SECRET_MASK);

    // what the log route answers, and what the database holds, column by column
    const stored = await t.db.select().from(runSteps).where(eq(runSteps.runId, run!.id));
    const texts = [
      detail.raw,
      ...strings(detail.data),
      String(run!.error ?? ''),
      ...stored.flatMap((s) => [s.input ?? '', s.output ?? '', s.error ?? '']),
      ...stored.flatMap((s) => strings([JSON.parse(s.input ?? 'null'), JSON.parse(s.output ?? 'null')])),
    ];
    const leaks = new Set(texts.flatMap((text) => leaksIn(text).map((name) => `${name}: ${text.slice(0, 120)}`)));
    expect([...leaks]).toEqual([]);
  });
});
