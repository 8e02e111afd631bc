import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { runs, webhookAccepts } from '../../db/schema-engine';
import { platformEngine } from '../../app';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { flakyReceiver, livePipeline, loopbackHttp, sendOrderPipeline, syncOrderPipeline } from '../../test/engine-fixtures';

const BIG = '1234567890123456789';

describe.each(drivers())('webhooks (%s)', (kind) => {
  const f = usePlatform(kind, { engine: { http: loopbackHttp(), syncTimeoutMs: 400 } });
  let receiver: Awaited<ReturnType<typeof flakyReceiver>>;
  let slow: Awaited<ReturnType<typeof flakyReceiver>>;
  let me: SignedUp;
  let base: string;
  beforeAll(async () => {
    receiver = await flakyReceiver();
    slow = await flakyReceiver({ delayMs: 1_500 });
    me = await f.signUp();
    base = await f.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await receiver.close();
    await slow.close();
  });
  const engine = () => platformEngine(f.app);

  it('commits the accept and its queued run before replying, keeping long ids as strings', async () => {
    const { processId, key } = await livePipeline(f, me.token, sendOrderPipeline(`${receiver.url}/orders`));
    const res = await fetch(`${base}/v1/api/data/webhook/accept?key=${key}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"order_id":${BIG},"amount":150}`,
    });
    const body = (await res.json()) as { code: number; data: { accept_id: string; log_id: string } };
    expect(body.code).toBe(0);
    // read straight after the reply, with nothing flushed in between: both rows are already there
    const [accept] = await f.db.select().from(webhookAccepts).where(eq(webhookAccepts.id, body.data.accept_id));
    const [run] = await f.db.select().from(runs).where(eq(runs.id, body.data.log_id));
    expect(accept?.runId).toBe(body.data.log_id);
    expect(run?.processId).toBe(processId);

    await engine().idle();
    const detail = await f.call('POST', '/v1/api/log/detail', { token: me.token, body: { log_id: body.data.log_id } });
    expect(detail.data.status).toBe('success');
    expect(detail.data.trigger_data.order_id).toBe(BIG);
    expect(detail.data.steps.map((s: { step_number: number; status: string }) => `${s.step_number}:${s.status}`)).toEqual(['1:success', '2:success']);
    expect(detail.data.steps[1].output.body.id).toBe(BIG);
    const sent = receiver.requests.find((r) => r.headers['idempotency-key'] === `${body.data.log_id}:send`);
    expect(JSON.parse(sent!.body)).toEqual({ order_id: BIG });

    const listed = await f.call('GET', '/v1/api/data/webhook/accept/detail', { token: me.token, query: { accept_id: body.data.accept_id } });
    expect(listed.data.accept_data.order_id).toBe(BIG);
  });

  it('takes form bodies and query strings, by key in the path too', async () => {
    const { processId, key } = await livePipeline(f, me.token, sendOrderPipeline(`${receiver.url}/form`));
    const form = await fetch(`${base}/v1/api/data/webhook/accept/${key}?source=shop`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `order_id=${BIG}&tag=a&tag=b`,
    });
    expect(form.status).toBe(200);
    const get = await fetch(`${base}/v1/api/data/webhook/accept?key=${key}&order_id=42`);
    expect(get.status).toBe(200);
    const list = await f.call('GET', '/v1/api/data/webhook/accept/list', { token: me.token, query: { process_id: processId } });
    expect(list.data.total).toBe(2);
    const [newest, oldest] = list.data.list;
    expect(newest.accept_data).toEqual({ order_id: '42' });
    expect(oldest.accept_data).toEqual({ source: 'shop', order_id: BIG, tag: ['a', 'b'] });
    expect(oldest.query).toBe('source=shop');
    const sample = await f.call('POST', '/v1/api/data/webhook/fetch/sample', { token: me.token, body: { process_id: processId } });
    expect(sample.data.sample_data).toEqual({ order_id: '42' });
  });

  it('answers a synchronous caller with the custom return, or says it was filtered', async () => {
    const { key } = await livePipeline(f, me.token, syncOrderPipeline());
    const res = await fetch(`${base}/v1/api/data/webhook/accept/${key}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"order_id":${BIG},"amount":150}`,
    });
    expect(res.status).toBe(201);
    expect(await res.text()).toBe(`{"ok":true,"order_id":"${BIG}"}`);

    const filtered = await fetch(`${base}/v1/api/data/webhook/accept/${key}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"amount":5}',
    });
    expect(filtered.status).toBe(200);
    const body = (await filtered.json()) as { code: number; data: { status: string; log_id: string } };
    expect(body.data.status).toBe('filtered');
    await engine().idle();
    const detail = await f.call('POST', '/v1/api/log/detail', { token: me.token, body: { log_id: body.data.log_id } });
    expect(detail.data.status).toBe('filtered');
    expect(detail.data.steps.map((s: { status: string }) => s.status)).toEqual(['success', 'filtered']);
  });

  it("keeps a tenant's custom return from setting cookies, security policy or CORS on the product's origin", async () => {
    const content = syncOrderPipeline();
    content.at(-1)!.params.headers = {
      'set-cookie': 'huiliu_token=stolen; Path=/',
      'content-security-policy': 'script-src *',
      'access-control-allow-origin': '*',
      'x-order': 'kept',
    };
    const { key } = await livePipeline(f, me.token, content);
    const res = await fetch(`${base}/v1/api/data/webhook/accept/${key}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"order_id":1,"amount":150}',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-order')).toBe('kept');
    expect([res.headers.get('set-cookie'), res.headers.get('content-security-policy'), res.headers.get('access-control-allow-origin')]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('replies 504 in Chinese when the run takes longer than the sync timeout, and still logs the run', async () => {
    const content = syncOrderPipeline();
    content.splice(1, 0, { ...sendOrderPipeline(`${slow.url}/slow`)[1]!, uuid: 'slow-send' });
    const { key } = await livePipeline(f, me.token, content);
    const res = await fetch(`${base}/v1/api/data/webhook/accept/${key}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"amount":500}',
    });
    expect(res.status).toBe(504);
    const body = (await res.json()) as { code: number; msg: string; data: { log_id: string } };
    expect(body.code).toBe(5043);
    expect(body.msg).toMatch(/超时/);
    // the run goes on after the caller gave up, and ends up in the log
    await engine().idle();
    const detail = await f.call('POST', '/v1/api/log/detail', { token: me.token, body: { log_id: body.data.log_id } });
    expect(detail.data.status).toBe('success');
  });

  it('refuses a pipeline that is off (403), an unknown key (404), bad JSON (400) and a body over 1 MiB (413)', async () => {
    const { key } = await livePipeline(f, me.token, sendOrderPipeline(`${receiver.url}/off`), false);
    const off = await f.call('POST', `/v1/api/data/webhook/accept/${key}`, { body: { a: 1 } });
    expect([off.status, off.code, off.msg]).toEqual([403, 4032, '流程未开启']);
    const unknown = await f.call('POST', `/v1/api/data/webhook/accept/${'x'.repeat(43)}`, { body: { a: 1 } });
    expect([unknown.status, unknown.code]).toEqual([404, 4006]);
    const missing = await f.call('GET', '/v1/api/data/webhook/accept');
    expect(missing.status).toBe(404);
    const { key: on } = await livePipeline(f, me.token, sendOrderPipeline(`${receiver.url}/on`));
    const bad = await f.call('POST', `/v1/api/data/webhook/accept/${on}`, { body: '{"a":' });
    expect([bad.status, bad.code]).toEqual([400, 4001]);
    // a payload nested thousands deep parses but would overflow whatever walks it next
    const deep = await f.call('POST', `/v1/api/data/webhook/accept/${on}`, { body: `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}` });
    expect([deep.status, deep.code, deep.msg]).toEqual([400, 4001, 'JSON 嵌套层级过深（最多 128 层）']);
    const big = await f.call('POST', `/v1/api/data/webhook/accept/${on}`, { body: { blob: 'x'.repeat(1024 * 1024) } });
    expect([big.status, big.code]).toEqual([413, 4013]);
  });

  it('keeps deliveries to an off pipeline as samples while its editor listens, and runs nothing', async () => {
    const { processId, key } = await livePipeline(f, me.token, sendOrderPipeline(`${receiver.url}/listen`), false);
    const before = await f.call('POST', `/v1/api/data/webhook/accept/${key}`, { body: { order_id: 1 } });
    expect([before.status, before.code]).toEqual([403, 4032]);

    const foreign = await f.call('POST', '/v1/api/data/webhook/listen', { token: (await f.signUp()).token, body: { process_id: processId } });
    expect(foreign.status).toBe(404);
    const listen = await f.call('POST', '/v1/api/data/webhook/listen', { token: me.token, body: { process_id: processId } });
    expect(Date.parse(listen.data.listening_until) - Date.now()).toBeGreaterThan(4 * 60_000);

    const kept = await f.call('POST', `/v1/api/data/webhook/accept/${key}`, { body: `{"order_id":${BIG},"city":"上海"}` });
    expect(kept.data).toMatchObject({ log_id: null, sample_only: true });
    const sample = await f.call('POST', '/v1/api/data/webhook/fetch/sample', { token: me.token, body: { process_id: processId } });
    expect(sample.data.sample_data).toEqual({ order_id: BIG, city: '上海' });
    await engine().idle();
    expect(await f.db.select().from(runs).where(eq(runs.processId, processId))).toEqual([]);
    expect(receiver.requests.filter((r) => r.url === '/listen')).toEqual([]);
  });

  it('answers POST accept/list, accept/detail and fetch at their own paths, not as deliveries to a key', async () => {
    const { processId, key } = await livePipeline(f, me.token, sendOrderPipeline(`${receiver.url}/post-forms`));
    await fetch(`${base}/v1/api/data/webhook/accept/${key}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer sender-secret' },
      body: `{"order_id":${BIG}}`,
    });
    const list = await f.call('POST', '/v1/api/data/webhook/accept/list', { token: me.token, body: { process_id: processId, limit: 1 } });
    expect([list.status, list.code, list.data.total]).toEqual([200, 0, 1]);
    const [accept] = list.data.list;
    expect(accept.accept_data).toEqual({ order_id: BIG });
    expect(accept.method).toBe('POST');
    expect(JSON.stringify(accept.headers)).not.toContain('sender-secret');
    const detail = await f.call('POST', '/v1/api/data/webhook/accept/detail', { token: me.token, body: { accept_id: accept.accept_id } });
    expect(detail.data.log_id).toBe(accept.log_id);
    const sample = await f.call('POST', '/v1/api/data/webhook/fetch', { token: me.token, body: { process_id: processId } });
    expect(sample.data).toMatchObject({ sample_data: { order_id: BIG }, accept_id: accept.accept_id });

    const other = await f.signUp();
    const foreign = await f.call('POST', '/v1/api/data/webhook/accept/detail', { token: other.token, body: { accept_id: accept.accept_id } });
    expect([foreign.status, foreign.code]).toEqual([404, 4004]);
    const foreignList = await f.call('POST', '/v1/api/data/webhook/accept/list', { token: other.token, body: { process_id: processId } });
    expect(foreignList.status).toBe(404);
    const noToken = await f.call('POST', '/v1/api/data/webhook/accept/list', { body: { process_id: processId } });
    expect(noToken.code).toBe(2101);
  });

  it('gives each pipeline one unguessable key, only to its own company', async () => {
    const { processId, key } = await livePipeline(f, me.token, sendOrderPipeline(`${receiver.url}/k`));
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await f.call('GET', '/v1/api/data/webhook/fetch', { token: me.token, query: { process_id: processId } });
    expect(again.data.webhook_key).toBe(key);
    expect(again.data.webhook_url).toMatch(new RegExp(`/v1/api/data/webhook/accept/${key}$`));
    const other = await f.signUp();
    const foreign = await f.call('GET', '/v1/api/data/webhook/fetch', { token: other.token, query: { process_id: processId } });
    expect(foreign.status).toBe(404);
    const foreignList = await f.call('GET', '/v1/api/data/webhook/accept/list', { token: other.token, query: { process_id: processId } });
    expect(foreignList.status).toBe(404);
  });
});
