import { randomBytes } from 'node:crypto';
import { aPipeline } from '@huiliu/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountStore } from '../../apps/accounts';
import { loadCatalogue } from '../../apps/catalogue';
import { CORPWECHAT_STANDIN as C, startCorpWechat, type CorpWechatStandin } from '../../apps/standins/corpwechat';
import { DOUDIAN_STANDIN as D, startDoudian, type DoudianStandin } from '../../apps/standins/doudian';
import { MEITUAN_STANDIN as M, startMeituan } from '../../apps/standins/meituan';
import type { StandinServer } from '../../apps/standins/vendor-standin-server';
import { appAccounts } from '../../db/schema-apps';
import { loopbackHttp } from '../../test/engine-fixtures';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';

const CONFIRM_CORP = '/v1/api/application/corpWechatSelfBuild/account/add/confirm';
const CONFIRM_MEITUAN = '/v1/api/application/meituan/account/add/confirm';
const DOUDIAN = '/v1/api/process/doudian/auth/authorize';
const BASES = ['CORPWECHAT', 'MEITUAN', 'DOUDIAN'].map((v) => `HUILIU_VENDOR_BASE_${v}`);

describe.each(drivers())('vendor account confirmations and 企业微信 calls (%s)', (kind) => {
  const secretKey = randomBytes(32);
  const f = usePlatform(kind, { engine: { http: loopbackHttp() }, secretKey });
  let corp: CorpWechatStandin;
  let meituan: StandinServer;
  let doudian: DoudianStandin;
  let me: SignedUp;
  let stranger: SignedUp;
  const corpForm = { account_name: '总部企业微信', corpid: C.corpid, corpsecret: C.corpsecret, agentid: C.agentid };

  beforeAll(async () => {
    [corp, meituan, doudian] = await Promise.all([startCorpWechat(), startMeituan(), startDoudian()]);
    process.env.HUILIU_VENDOR_BASE_CORPWECHAT = corp.url;
    process.env.HUILIU_VENDOR_BASE_MEITUAN = meituan.url;
    process.env.HUILIU_VENDOR_BASE_DOUDIAN = doudian.url;
    me = await f.signUp();
    stranger = await f.signUp();
  });
  afterAll(async () => {
    for (const name of BASES) delete process.env[name];
    await Promise.all([corp.close(), meituan.close(), doudian.close()]);
  });

  const sealedOf = async (accountId: string) => (await f.db.select().from(appAccounts).where(eq(appAccounts.id, accountId)))[0]!;

  it('企业微信自建应用: proves the credentials with gettoken, saves them sealed and answers them masked', async () => {
    const before = corp.received.filter((r) => r.path === '/cgi-bin/gettoken').length;
    const res = await f.call('POST', CONFIRM_CORP, { token: me.token, body: corpForm });
    expect([res.status, res.code]).toEqual([200, 0]);
    expect(res.data).toMatchObject({ appId: '2007', accountType: 'custom', accountName: '总部企业微信', status: 'ok', processNum: 0 });
    expect(res.data.authData).toEqual({ corpid: C.corpid, corpsecret: '******', agentid: C.agentid, agent_name: C.agentName });
    expect(corp.received.filter((r) => r.path === '/cgi-bin/gettoken').length - before).toBe(1);
    const row = await sealedOf(res.data.accountId);
    expect(row.authSealed).not.toContain(C.corpsecret);
    const store = new AccountStore(f.db, secretKey, loadCatalogue());
    expect(store.open(row)).toMatchObject({ corpsecret: C.corpsecret });
  });

  it('refuses what 企业微信 refuses, and bad input, in Chinese and without writing anything', async () => {
    const count = async () => (await f.db.select().from(appAccounts).where(eq(appAccounts.appId, '2007'))).length;
    const before = await count();
    const wrong = await f.call('POST', CONFIRM_CORP, { token: me.token, body: { ...corpForm, corpid: 'wwNOPE' } });
    expect([wrong.status, wrong.code, wrong.msg]).toEqual([400, 4000, '企业微信返回错误：不合法的企业 ID（CorpID）（错误码 40013）']);
    const missing = await f.call('POST', CONFIRM_CORP, { token: me.token, body: { ...corpForm, corpsecret: '' } });
    expect([missing.status, missing.code]).toEqual([400, 4000]);
    expect(missing.msg).toContain('请填写应用 Secret');
    const agent = await f.call('POST', CONFIRM_CORP, { token: me.token, body: { ...corpForm, agentid: 'abc' } });
    expect(agent.msg).toContain('应用 AgentId 须为数字');
    const otherAgent = await f.call('POST', CONFIRM_CORP, { token: me.token, body: { ...corpForm, agentid: '1000099' } });
    expect([otherAgent.status, otherAgent.msg]).toEqual([400, '企业微信返回错误：不合法的应用 AgentId（错误码 40056）']);
    const masked = await f.call('POST', CONFIRM_CORP, { token: me.token, body: { ...corpForm, corpsecret: '******' } });
    expect([masked.status, masked.msg]).toEqual([400, '请填写应用 Secret']);
    const anonymous = await f.call('POST', CONFIRM_CORP, { body: corpForm });
    expect(anonymous.status).toBe(401);
    expect(await count()).toBe(before);
  });

  it('re-confirms an account by id, keeping a secret sent back as ******; another company’s id is 4004', async () => {
    const created = await f.call('POST', CONFIRM_CORP, { token: me.token, body: corpForm });
    const id = created.data.accountId as string;
    const updated = await f.call('POST', CONFIRM_CORP, {
      token: me.token,
      body: { ...corpForm, account_id: id, account_name: '改名后', corpsecret: '******' },
    });
    expect([updated.code, updated.data.accountId, updated.data.accountName]).toEqual([0, id, '改名后']);
    const store = new AccountStore(f.db, secretKey, loadCatalogue());
    expect(store.open(await sealedOf(id)).corpsecret).toBe(C.corpsecret);
    const foreign = await f.call('POST', CONFIRM_CORP, { token: stranger.token, body: { ...corpForm, account_id: id } });
    const unknown = await f.call('POST', CONFIRM_CORP, { token: stranger.token, body: { ...corpForm, account_id: '999999999' } });
    expect([foreign.status, foreign.code, unknown.code]).toEqual([404, 4004, 4004]);
    expect((await sealedOf(id)).companyId).not.toBe(stranger.company_id);
  });

  it('reads the 企业微信 directory and external contacts through the company’s own account only', async () => {
    const { data } = await f.call('POST', CONFIRM_CORP, { token: me.token, body: corpForm });
    const deps = await f.call('GET', '/v1/api/app/get_xk_dep', { token: me.token, query: { account_id: data.accountId } });
    expect(deps.data.list).toEqual([
      { id: 1, name: '总部', parentid: 0 },
      { id: 2, name: '研发部', parentid: 1 },
    ]);
    const users = await f.call('GET', '/v1/api/app/get_xk_user', { token: me.token, query: { account_id: data.accountId, department_id: 1 } });
    expect(users.data.list).toEqual([{ userid: 'zhangsan', name: '张三', department: [1] }]);
    const badDept = await f.call('GET', '/v1/api/app/get_xk_user', { token: me.token, query: { account_id: data.accountId, department_id: 42 } });
    expect([badDept.status, badDept.code]).toEqual([400, 4000]);
    const openid = await f.call('GET', '/v1/api/apps/corpwechat/externalcontact/openid', {
      token: me.token,
      query: { account_id: data.accountId, external_userid: 'wmEXT001' },
    });
    expect(openid.data).toEqual({ external_userid: 'wmEXT001', openid: 'oAbCdEfG123' });
    const noUser = await f.call('GET', '/v1/api/apps/corpwechat/externalcontact/openid', { token: me.token, query: { account_id: data.accountId } });
    expect(noUser.msg).toContain('请填写外部联系人 ID');
    for (const path of ['/v1/api/app/get_xk_dep', '/v1/api/app/get_xk_user', '/v1/api/apps/corpwechat/externalcontact/openid']) {
      const foreign = await f.call('GET', path, {
        token: stranger.token,
        query: { account_id: data.accountId, department_id: 1, external_userid: 'wmEXT001' },
      });
      expect([path, foreign.code]).toEqual([path, 4004]);
    }
  });

  it('gives a message sample and fresh callback secrets', async () => {
    const sample = await f.call('GET', '/v1/api/app/get_xk_sample', { token: me.token, query: { msgtype: 'markdown' } });
    expect(sample.data.request).toMatchObject({ msgtype: 'markdown', markdown: { content: expect.any(String) } });
    expect(sample.data.reply).toMatchObject({ errcode: 0 });
    const bad = await f.call('GET', '/v1/api/app/get_xk_sample', { token: me.token, query: { msgtype: 'image' } });
    expect(bad.msg).toContain('消息类型只能是 text 或 markdown');
    const a = await f.call('POST', '/v1/api/apps/generate/encryption', { token: me.token, body: {} });
    const b = await f.call('POST', '/v1/api/apps/generate/encryption', { token: me.token, body: {} });
    expect(a.data.token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(a.data.encoding_aes_key).toMatch(/^[A-Za-z0-9+/]{43}$/);
    expect(Buffer.from(`${a.data.encoding_aes_key}=`, 'base64')).toHaveLength(32);
    expect(a.data.token).not.toBe(b.data.token);
    expect((await f.call('POST', '/v1/api/apps/generate/encryption', { body: {} })).status).toBe(401);
  });

  it('美团: a signed poi/getids proves the account; a wrong secret is the vendor’s signature error', async () => {
    const ok = await f.call('POST', CONFIRM_MEITUAN, {
      token: me.token,
      body: { account_name: '美团门店', app_id: M.app_id, app_secret: M.app_secret },
    });
    expect(ok.data).toMatchObject({ appId: '2008', status: 'ok', authData: { app_id: M.app_id, app_secret: '******', poi_count: 2 } });
    const bad = await f.call('POST', CONFIRM_MEITUAN, { token: me.token, body: { account_name: '美团门店', app_id: M.app_id, app_secret: 'wrong' } });
    expect([bad.status, bad.msg]).toEqual([400, '美团外卖返回错误：签名验证错误（错误码 703）']);
    const blank = await f.call('POST', CONFIRM_MEITUAN, { token: me.token, body: { account_name: '', app_id: M.app_id, app_secret: 'x' } });
    expect(blank.msg).toContain('请填写账户名称');
  });

  it('抖店: authorises a self-use shop by POST (and GET), keeping the tokens sealed with their expiry', async () => {
    const form = { account_name: '抖店小店', app_key: D.app_key, app_secret: D.app_secret, shop_id: D.shop_id };
    const posted = await f.call('POST', DOUDIAN, { token: me.token, body: form });
    expect(posted.data).toMatchObject({
      appId: '2009',
      status: 'ok',
      authData: { app_secret: '******', access_token: '******', refresh_token: '******', shop_name: D.shop_name },
    });
    const expires = Date.parse(posted.data.tokenExpiresAt);
    expect(expires - Date.now()).toBeGreaterThan(604_000_000);
    const row = await sealedOf(posted.data.accountId);
    const store = new AccountStore(f.db, secretKey, loadCatalogue());
    expect([...doudian.tokens]).toContain(store.open(row).access_token);
    const got = await f.call('GET', DOUDIAN, { token: me.token, query: form });
    expect(got.data.appId).toBe('2009');
    const wrongShop = await f.call('POST', DOUDIAN, { token: me.token, body: { ...form, shop_id: '1' } });
    expect([wrongShop.status, wrongShop.msg]).toEqual([400, '抖店返回错误：店铺未授权给该应用（错误码 isv.shop-not-authorized）']);
    const badShop = await f.call('POST', DOUDIAN, { token: me.token, body: { ...form, shop_id: 'abc' } });
    expect(badShop.msg).toContain('店铺 ID 须为数字');
  });

  it('runs 发送应用消息 as a step through the account; another company cannot use it', async () => {
    const { data } = await f.call('POST', CONFIRM_CORP, { token: me.token, body: corpForm });
    const step = (accountId: string) =>
      JSON.stringify(
        aPipeline()
          .withStep('send', {
            app_id: '2007',
            action_id: 'send_app_message',
            account_id: accountId,
            params: { touser: 'zhangsan', msgtype: 'text', content: '订单 {{1.order_id}} 已发货' },
          })
          .build(),
      );
    const tokensBefore = corp.tokensIssued();
    const sent = await f.call('POST', '/v1/api/process/app/steps', {
      token: me.token,
      body: { content: step(data.accountId), step_uuid: 'send', trigger_data: { order_id: 'A100' }, isend: 1 },
    });
    expect(sent.data).toMatchObject({ status: 'success', output: { errcode: 0, errmsg: 'ok' } });
    expect(corp.messages.at(-1)).toMatchObject({ touser: 'zhangsan', msgtype: 'text', text: { content: '订单 A100 已发货' } });
    // the confirmation's token is cached: the send costs no second gettoken
    expect(corp.tokensIssued()).toBe(tokensBefore);
    const foreign = await f.call('POST', '/v1/api/process/app/steps', {
      token: stranger.token,
      body: { content: step(data.accountId), step_uuid: 'send', trigger_data: { order_id: 'A101' }, isend: 1 },
    });
    expect(foreign.data).toMatchObject({ status: 'failed', error: '账户不存在或已删除' });
    expect(corp.messages.some((m) => JSON.stringify(m).includes('A101'))).toBe(false);
  });
});
