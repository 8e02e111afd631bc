import { randomBytes } from 'node:crypto';
import { aPipeline, secretMasker } from '@huiliu/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appAccounts } from '../../db/schema-apps';
import { loopbackHttp } from '../../test/engine-fixtures';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { AccountStore } from '../accounts';
import { loadCatalogue } from '../catalogue';
import { DOUDIAN_STANDIN as D, startDoudian, type DoudianStandin } from '../standins/doudian';
import { MEITUAN_STANDIN as M, startMeituan } from '../standins/meituan';
import type { StandinServer } from '../standins/vendor-standin-server';
import { WECHAT_STANDIN as W, startWechat, type WechatStandin } from '../standins/wechat';

describe.each(drivers())('vendor step handlers (%s)', (kind) => {
  const secretKey = randomBytes(32);
  const f = usePlatform(kind, { engine: { http: loopbackHttp() }, secretKey });
  let wechat: WechatStandin;
  let meituan: StandinServer;
  let doudian: DoudianStandin;
  let me: SignedUp;
  let store: AccountStore;
  const names = ['WECHAT', 'MEITUAN', 'DOUDIAN'].map((v) => `HUILIU_VENDOR_BASE_${v}`);

  beforeAll(async () => {
    [wechat, meituan, doudian] = await Promise.all([startWechat(), startMeituan(), startDoudian()]);
    [wechat, meituan, doudian].forEach((s, i) => (process.env[names[i]!] = s.url));
    me = await f.signUp();
    store = new AccountStore(f.db, secretKey, loadCatalogue());
  });
  afterAll(async () => {
    for (const n of names) delete process.env[n];
    await Promise.all([wechat.close(), meituan.close(), doudian.close()]);
  });

  const account = async (appId: string, data: Record<string, unknown>) => {
    const app = loadCatalogue().get(appId)!;
    return store.create({ companyId: me.company_id, userId: me.userid, app, accountType: 'custom', accountName: `账户 ${appId}`, data });
  };
  const runStep = async (appId: string, actionId: string, accountId: string, params: Record<string, unknown>, trigger: unknown = {}) => {
    const content = JSON.stringify(aPipeline().withStep('s', { app_id: appId, action_id: actionId, account_id: accountId, params }).build());
    const res = await f.call('POST', '/v1/api/process/app/steps', {
      token: me.token,
      body: { content, step_uuid: 's', trigger_data: trigger, isend: 1 },
    });
    return res.data as { status: string; output: any; error: string | null };
  };

  it('微信公众号: sends a template message with mapped values; a wrong AppSecret fails the step and the account', async () => {
    const good = await account('2010', { appid: W.appid, appsecret: W.appsecret });
    const params = {
      touser: '{{1.openid}}',
      template_id: 'TPL_ORDER_SHIPPED',
      url: 'https://example.com/o',
      data: { first: '订单 {{1.no}} 已发货', remark: { value: '谢谢' } },
    };
    const sent = await runStep('2010', 'send_template_message', good.id, params, { openid: 'oFans0001', no: 'N1' });
    expect(sent).toMatchObject({ status: 'success', output: { errcode: 0 } });
    expect(wechat.messages.at(-1)).toEqual({
      touser: 'oFans0001',
      template_id: 'TPL_ORDER_SHIPPED',
      url: 'https://example.com/o',
      data: { first: { value: '订单 N1 已发货' }, remark: { value: '谢谢' } },
    });
    const bad = await account('2010', { appid: W.appid, appsecret: 'wrong-secret-value' });
    const failed = await runStep('2010', 'send_template_message', bad.id, params, { openid: 'oFans0001', no: 'N2' });
    // the run names the account to fix, as every step with an account does; the account keeps the vendor's words
    expect(failed).toMatchObject({ status: 'failed', error: '账户「账户 2010」授权失败：微信公众号返回错误：AppSecret 不正确（错误码 40125）' });
    const [row] = await f.db.select().from(appAccounts).where(eq(appAccounts.id, bad.id));
    expect([row!.status, row!.statusMessage]).toEqual(['failed', '微信公众号返回错误：AppSecret 不正确（错误码 40125）']);
    const missing = await runStep('2010', 'send_template_message', good.id, { ...params, touser: '' });
    expect(missing).toMatchObject({ status: 'failed', error: '请填写接收者 OpenID' });
  });

  it('美团 lists shop ids; 抖店 looks up an order with the saved token or a new one when it ran out', async () => {
    const mt = await account('2008', { app_id: M.app_id, app_secret: M.app_secret });
    expect(await runStep('2008', 'poi_ids', mt.id, {})).toMatchObject({ status: 'success', output: { poi_ids: M.pois } });
    const expired = await account('2009', {
      app_key: D.app_key,
      app_secret: D.app_secret,
      shop_id: D.shop_id,
      access_token: 'stale',
      expires_at: Date.now() - 1,
    });
    const before = doudian.tokens.size;
    const detail = await runStep('2009', 'order_detail', expired.id, { shop_order_id: '{{1.id}}' }, { id: '6919001' });
    expect(detail).toMatchObject({ status: 'success', output: { shop_order_detail: { order_id: '6919001' } } });
    expect(doudian.tokens.size - before).toBe(1);
    const unused = doudian.received.filter((r) => r.query.access_token === 'stale');
    expect(unused).toHaveLength(0);
    // a saved token 抖店 no longer knows: one refusal, a new token, the call again
    const revoked = await account('2009', {
      app_key: D.app_key,
      app_secret: D.app_secret,
      shop_id: D.shop_id,
      access_token: 'revoked',
      expires_at: Date.now() + 86_400_000,
    });
    doudian.tokens.clear();
    const again = await runStep('2009', 'order_detail', revoked.id, { shop_order_id: '6919002' });
    expect(again).toMatchObject({ status: 'success', output: { shop_order_detail: { order_id: '6919002' } } });
    expect(doudian.received.filter((r) => r.query.access_token === 'revoked')).toHaveLength(1);
  });

  it('fails a step without an account or with another app’s account', async () => {
    const mt = await account('2008', { app_id: M.app_id, app_secret: M.app_secret });
    const content = JSON.stringify(aPipeline().withStep('s', { app_id: '2010', action_id: 'send_template_message', params: {} }).build());
    const none = await f.call('POST', '/v1/api/process/app/steps', { token: me.token, body: { content, step_uuid: 's', isend: 1 } });
    expect(none.data).toMatchObject({ status: 'failed', error: '未选择账户' });
    expect(await runStep('2010', 'send_template_message', mt.id, {})).toMatchObject({ status: 'failed', error: '账户不存在或已删除' });
  });

  it('masks every secret of the account in what the run records', () => {
    expect(secretMasker(['topsecret1'])({ a: 'key=topsecret1', b: ['topsecret1'] })).toEqual({ a: 'key=******', b: ['******'] });
    expect(secretMasker(['topsecret1'])('失败：topsecret1')).toBe('失败：******');
  });
});
