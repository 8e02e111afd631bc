import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { envVariableLogs, envVariables } from '../../db/schema-engine';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { envLoader } from './service';
import { MASK } from './values';

const V = '/v1/api/process/environmentvariables';
const secretKey = randomBytes(32);

describe.each(drivers())('environment variables on %s', (kind) => {
  const t = usePlatform(kind, { secretKey });
  let me: SignedUp;
  let other: SignedUp;
  const add = (token: string, body: Record<string, unknown>) => t.call('POST', `${V}/add`, { token, body });

  beforeAll(async () => {
    me = await t.signUp();
    other = await t.signUp();
  });

  it('adds text, number and secret variables and masks the secret in the reply', async () => {
    const text = await add(me.token, {
      variable_name: '地址',
      variable_key: 'BASE_URL',
      variable_value: 'https://x.cn',
      variable_type: 'text',
      variable_class: '接口',
    });
    expect(text.code).toBe(0);
    expect(text.data).toMatchObject({ variable_key: 'BASE_URL', variable_value: 'https://x.cn', variable_type: 'text', variable_class: '接口' });
    expect(text.data.variable_id).toMatch(/^\d{15,19}$/);
    const secret = await add(me.token, {
      variable_name: '密钥',
      variable_key: 'API_SECRET',
      variable_value: 'top-secret-值',
      variable_type: 'secret',
      variable_class: '接口',
    });
    expect(secret.data.variable_value).toBe(MASK);
    expect(secret.raw).not.toContain('top-secret');
    expect((await add(me.token, { variable_name: '阈值', variable_key: 'LIMIT', variable_value: 42.5, variable_type: 'number' })).code).toBe(0);
  });

  it('stores secrets encrypted at rest and never writes them into the history', async () => {
    const [row] = await t.db.select().from(envVariables).where(eq(envVariables.key, 'API_SECRET'));
    expect(row!.value).toMatch(/^v1\./);
    expect(row!.value).not.toContain('top-secret');
    const logs = await t.db.select().from(envVariableLogs).where(eq(envVariableLogs.variableId, row!.id));
    expect(JSON.stringify(logs)).not.toContain('top-secret');
  });

  it('hands the engine decrypted values with numbers as numbers and long integers as text', async () => {
    await add(me.token, { variable_name: '长编号', variable_key: 'ORDER_ID', variable_value: '123456789012345678', variable_type: 'number' });
    const env = await envLoader({ db: t.db, secretKey })(me.company_id);
    expect(env.values).toMatchObject({ BASE_URL: 'https://x.cn', API_SECRET: 'top-secret-值', LIMIT: 42.5, ORDER_ID: '123456789012345678' });
    // only secret values are listed for the run log's mask
    expect(env.secrets).toEqual(['top-secret-值']);
    expect(await envLoader({ db: t.db, secretKey })(other.company_id)).toEqual({ values: {}, secrets: [] });
  });

  it('refuses a second variable with the same key in one company but allows it in another', async () => {
    const dup = await add(me.token, { variable_name: '重复', variable_key: 'BASE_URL', variable_value: 'y' });
    expect([dup.status, dup.code]).toEqual([409, 4060]);
    expect(dup.msg).toContain('变量标识已存在');
    expect((await add(other.token, { variable_name: '别家', variable_key: 'BASE_URL', variable_value: 'z' })).code).toBe(0);
  });

  it('refuses bad keys, unknown types and a non-number for a number variable', async () => {
    for (const body of [
      { variable_name: 'a', variable_key: 'has-dash' },
      { variable_name: 'a', variable_key: '' },
      { variable_name: 'a', variable_key: 'K'.repeat(65) },
      { variable_name: 'a', variable_key: '中文' },
      { variable_name: 'a', variable_key: 'OK', variable_type: 'json' },
      { variable_name: '', variable_key: 'OK' },
      { variable_name: 'a', variable_key: 'OK', variable_value: 'abc', variable_type: 'number' },
      { variable_name: 'a', variable_key: 'OK', variable_value: { x: 1 } },
    ]) {
      const res = await add(me.token, body);
      expect([res.status, res.code], JSON.stringify(body)).toEqual([400, 4000]);
      expect(res.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    const list = await t.call('GET', `${V}/list`, { token: me.token, query: { keyword: 'OK' } });
    expect(list.data.total).toBe(0);
  });

  it('lists with class and keyword filters and paging, and counts per class', async () => {
    const all = await t.call('GET', `${V}/list`, { token: me.token });
    expect(all.data.total).toBe(4);
    const byClass = await t.call('GET', `${V}/list`, { token: me.token, query: { variable_class: '接口' } });
    expect(byClass.data.list.map((v: { variable_key: string }) => v.variable_key).sort()).toEqual(['API_SECRET', 'BASE_URL']);
    expect(JSON.stringify(byClass.data)).not.toContain('top-secret');
    const byKeyword = await t.call('GET', `${V}/list`, { token: me.token, query: { keyword: '阈' } });
    expect(byKeyword.data.list.map((v: { variable_key: string }) => v.variable_key)).toEqual(['LIMIT']);
    const literal = await t.call('GET', `${V}/list`, { token: me.token, query: { keyword: '%' } });
    expect(literal.data.total).toBe(0);
    const page = await t.call('GET', `${V}/list`, { token: me.token, query: { limit: 1, offset: 1 } });
    expect([page.data.list.length, page.data.total]).toEqual([1, 4]);
    const classes = await t.call('GET', `${V}/classdata`, { token: me.token });
    expect(classes.data.list).toEqual([
      { variable_class: '', count: 2 },
      { variable_class: '接口', count: 2 },
    ]);
    expect((await t.call('GET', `${V}/list`, { token: me.token, query: { limit: 0 } })).code).toBe(4000);
  });

  it('updates values and types, logs every change with secrets masked, and keeps the history after deletion', async () => {
    const created = await add(me.token, { variable_name: '令牌', variable_key: 'TOKEN', variable_value: 'plain-1' });
    const id = created.data.variable_id as string;
    const toSecret = await t.call('POST', `${V}/update`, { token: me.token, body: { variable_id: id, variable_type: 'secret' } });
    expect(toSecret.data).toMatchObject({ variable_type: 'secret', variable_value: MASK });
    const renamed = await t.call('POST', `${V}/update`, {
      token: me.token,
      body: { variable_id: id, variable_name: '新令牌', variable_value: 'hidden-2' },
    });
    expect(renamed.data).toMatchObject({ variable_name: '新令牌', variable_value: MASK });
    const loaded = await envLoader({ db: t.db, secretKey })(me.company_id);
    expect(loaded.values.TOKEN).toBe('hidden-2');
    expect(loaded.secrets).toContain('hidden-2');
    // Revealing a secret by changing its type needs a new value.
    const reveal = await t.call('POST', `${V}/update`, { token: me.token, body: { variable_id: id, variable_type: 'text' } });
    expect([reveal.status, reveal.code]).toEqual([400, 4000]);
    const badNumber = await t.call('POST', `${V}/update`, {
      token: me.token,
      body: { variable_id: id, variable_type: 'number', variable_value: '十' },
    });
    expect(badNumber.code).toBe(4000);
    expect((await t.call('POST', `${V}/delete`, { token: me.token, body: { variable_id: id } })).data).toEqual({ variable_id: id });
    const logs = await t.call('GET', `${V}/logs`, { token: me.token, query: { variable_id: id } });
    expect(logs.data.list.map((l: { action: string }) => l.action)).toEqual(['delete', 'update', 'update', 'add']);
    expect(logs.data.list.at(-1)).toMatchObject({ old_value: null, new_value: 'plain-1', user_id: me.userid });
    expect(logs.data.list[1]).toMatchObject({ old_value: MASK, new_value: MASK });
    expect(logs.raw).not.toContain('hidden-2');
    expect((await t.call('GET', `${V}/list`, { token: me.token, query: { keyword: 'TOKEN' } })).data.total).toBe(0);
  });

  it('treats another company’s variable like an unknown one and changes nothing', async () => {
    const mine = (await t.call('GET', `${V}/list`, { token: me.token, query: { keyword: 'API_SECRET' } })).data.list[0];
    const id = mine.variable_id as string;
    const tries = [
      t.call('POST', `${V}/update`, { token: other.token, body: { variable_id: id, variable_value: 'stolen' } }),
      t.call('POST', `${V}/delete`, { token: other.token, body: { variable_id: id } }),
      t.call('GET', `${V}/logs`, { token: other.token, query: { variable_id: id } }),
      t.call('POST', `${V}/update`, { token: other.token, body: { variable_id: '1234567890123456', variable_value: 'x' } }),
      t.call('POST', `${V}/delete`, { token: other.token, body: { variable_id: 'not-an-id' } }),
    ];
    for (const res of await Promise.all(tries)) expect([res.status, res.code]).toEqual([404, 4004]);
    const after = (await t.call('GET', `${V}/list`, { token: me.token, query: { keyword: 'API_SECRET' } })).data.list[0];
    expect(after).toEqual(mine);
    expect((await envLoader({ db: t.db, secretKey })(me.company_id)).values.API_SECRET).toBe('top-secret-值');
  });

  it('answers 2101 without a token and 4000/4001 on malformed input on every route', async () => {
    const routes: Array<['GET' | 'POST', string]> = [
      ['GET', 'list'],
      ['GET', 'classdata'],
      ['POST', 'add'],
      ['POST', 'update'],
      ['POST', 'delete'],
      ['GET', 'logs'],
    ];
    for (const [method, path] of routes) {
      const res = await t.call(method, `${V}/${path}`, method === 'POST' ? { body: {} } : {});
      expect([res.status, res.code]).toEqual([401, 2101]);
    }
    for (const path of ['update', 'delete']) {
      expect((await t.call('POST', `${V}/${path}`, { token: me.token, body: { variable_id: 5 } })).code).toBe(4000);
      expect((await t.call('POST', `${V}/${path}`, { token: me.token, body: '{"variable_id":' })).code).toBe(4001);
    }
    expect((await t.call('GET', `${V}/logs`, { token: me.token })).code).toBe(4000);
  });
});
