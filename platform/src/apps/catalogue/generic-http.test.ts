import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJsonServer, type Standin } from '../standins/server';
import { useAppRun } from '../run/test-fixture';

const fx = useAppRun();

describe('通用 HTTP 请求 (2005) applies the account', () => {
  let api: Standin;
  beforeAll(async () => {
    // an API that wants its key, Basic login or bearer token, and answers with what it saw
    api = await startJsonServer((req) => {
      const ok =
        req.headers['x-shop-key'] === 'k-123456' ||
        req.headers.authorization === `Basic ${Buffer.from('ann:pw-99999').toString('base64')}` ||
        req.headers.authorization === 'Bearer at-777777';
      return ok
        ? { body: { ok: true, path: req.path, query: req.query, body: req.body } }
        : { status: 401, body: { error: 'invalid_token', error_description: `令牌无效：${String(req.headers['x-shop-key'] ?? '')}` } };
    });
  });
  afterAll(() => api.close());

  const step = (account: string, params: Record<string, unknown>) => ({ app_id: '2005', action_id: 'request', account_id: account, params });

  it('api_key: the header the account names, even when a mapped header tries to replace it', async () => {
    const account = await fx.account('2005', 'api_key', { header_name: 'X-Shop-Key', api_key: 'k-123456' });
    const r = await fx.run(
      step(account, {
        method: 'POST',
        url: `${api.url}/orders`,
        query: { page: '2' },
        headers: { 'x-shop-key': 'forged' },
        body: { id: '{{1.id}}' },
      }),
      { id: 9 },
    );
    expect(r.status).toBe('success');
    expect(r.step.output).toEqual({ ok: true, path: '/orders', query: { page: '2' }, body: { id: 9 } });
    expect(api.received.at(-1)!.headers['x-shop-key']).toBe('k-123456');
  });

  it('basic: user and password as HTTP Basic', async () => {
    const account = await fx.account('2005', 'basic', { username: 'ann', password: 'pw-99999' });
    const r = await fx.run(step(account, { method: 'GET', url: `${api.url}/me` }));
    expect(r.status).toBe('success');
  });

  it('oauth2: the access token as a bearer', async () => {
    const account = await fx.account('2005', 'oauth2', {
      authorize_url: 'https://a/authorize',
      token_url: 'https://a/token',
      client_id: 'c',
      access_token: 'at-777777',
    });
    const r = await fx.run(step(account, { method: 'DELETE', url: `${api.url}/x` }));
    expect(r.status).toBe('success');
  });

  it('data that looks like a template is sent as typed, never expanded into the secret', async () => {
    const account = await fx.account('2005', 'api_key', { header_name: 'X-Shop-Key', api_key: 'k-123456' });
    const r = await fx.run(step(account, { method: 'POST', url: `${api.url}/echo`, body: { note: '{{1.note}}' } }), { note: '{{auth.api_key}}' });
    expect(r.status).toBe('success');
    expect(api.received.at(-1)!.body).toEqual({ note: '{{auth.api_key}}' });
  });

  it("a refused key fails with the API's error_description, the key masked in error and output", async () => {
    const account = await fx.account('2005', 'api_key', { header_name: 'X-Shop-Key', api_key: 'k-wrong-000' }, undefined, '店铺接口');
    // the API echoes the key it refused, as some do: neither the error nor the output may keep it
    const r = await fx.run(step(account, { method: 'GET', url: `${api.url}/me` }));
    expect(r.step.error).toBe('账户「店铺接口」授权失败：令牌无效：******（HTTP 401）');
    expect(JSON.stringify(r.step)).not.toContain('k-wrong-000');
  });

  it('a private address is refused by the guard unless allow-listed', async () => {
    const account = await fx.account('2005', 'basic', { username: 'ann', password: 'pw-99999' });
    const r = await fx.run(step(account, { method: 'GET', url: 'http://10.0.0.8/admin' }));
    expect(r.status).toBe('failed');
    expect(r.step.error).toContain('目标地址不允许访问');
  });

  it('a bad method or URL is refused before any call', async () => {
    const account = await fx.account('2005', 'basic', { username: 'ann', password: 'pw-99999' });
    expect((await fx.run(step(account, { method: 'TRACE', url: `${api.url}/x` }))).step.error).toContain('请求方式只能是');
    expect((await fx.run(step(account, { method: 'GET', url: 'ftp://x' }))).step.error).toBe('请求地址必须以 http:// 或 https:// 开头');
  });
});
