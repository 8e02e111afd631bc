import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack';

/**
 * The vendor calls through GraphQL against the platform's own loopback stand-ins (imported by a non-literal
 * specifier, as the stack imports the platform's harness, so `tsc -p gateway` does not type-check them).
 */
interface Standin {
  url: string;
  close(): Promise<void>;
  messages?: unknown[];
}
const standins = async () => {
  const corp = (await import('@huiliu/platform/apps/standins/corpwechat' as string)) as {
    startCorpWechat(): Promise<Standin>;
    CORPWECHAT_STANDIN: { corpid: string; corpsecret: string; agentid: string };
  };
  const doudian = (await import('@huiliu/platform/apps/standins/doudian' as string)) as {
    startDoudian(): Promise<Standin>;
    DOUDIAN_STANDIN: { app_key: string; app_secret: string; shop_id: string; shop_name: string };
  };
  const meituan = (await import('@huiliu/platform/apps/standins/meituan' as string)) as {
    startMeituan(): Promise<Standin>;
    MEITUAN_STANDIN: { app_id: string; app_secret: string; pois: string[] };
  };
  return { corp, doudian, meituan };
};

let stack: Stack;
let corpStandin: Standin;
let doudianStandin: Standin;
let meituanStandin: Standin;
let fixtures: Awaited<ReturnType<typeof standins>>;
const saved = { ...process.env };
beforeAll(async () => {
  fixtures = await standins();
  corpStandin = await fixtures.corp.startCorpWechat();
  doudianStandin = await fixtures.doudian.startDoudian();
  meituanStandin = await fixtures.meituan.startMeituan();
  // the engine's guarded client reads the allow-list when the platform starts; vendor bases are read per call
  process.env.HUILIU_OUTBOUND_ALLOW = '127.0.0.1';
  process.env.HUILIU_VENDOR_BASE_CORPWECHAT = corpStandin.url;
  process.env.HUILIU_VENDOR_BASE_DOUDIAN = doudianStandin.url;
  process.env.HUILIU_VENDOR_BASE_MEITUAN = meituanStandin.url;
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
  await corpStandin?.close();
  await doudianStandin?.close();
  await meituanStandin?.close();
  for (const k of ['HUILIU_OUTBOUND_ALLOW', 'HUILIU_VENDOR_BASE_CORPWECHAT', 'HUILIU_VENDOR_BASE_DOUDIAN', 'HUILIU_VENDOR_BASE_MEITUAN']) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

const CONFIRM = `mutation ($input: CorpWechatAccountInput!) {
  confirmCorpWechatAccount(input: $input) { accountId accountName appId authData }
}`;

describe('vendor apps through GraphQL', () => {
  it('confirms a 企业微信自建应用 account and reads its directory, openids and samples', async () => {
    const { token } = await stack.signUp('企微');
    const C = fixtures.corp.CORPWECHAT_STANDIN;
    const res = await stack.gql(
      CONFIRM,
      { input: { accountName: '企业微信', corpid: C.corpid, corpsecret: C.corpsecret, agentid: C.agentid } },
      token,
    );
    expect(res.errors).toBeUndefined();
    const account = res.data?.confirmCorpWechatAccount;
    expect(account).toMatchObject({ appId: '2007', authData: { corpsecret: '******' } });
    const reads = await stack.gql(
      `query ($a: ID!) {
        corpWechatDepartments(accountId: $a) { id name parentid }
        corpWechatUsers(accountId: $a, departmentId: "2") { userid name department }
        corpWechatOpenid(accountId: $a, externalUserid: "wmEXT001") { externalUserid openid }
        corpWechatMessageSample(msgtype: "markdown") { request reply }
        corpWechatCallbackSecrets { token encodingAesKey }
      }`,
      { a: account.accountId },
      token,
    );
    expect(reads.errors).toBeUndefined();
    expect(reads.data?.corpWechatDepartments).toHaveLength(2);
    expect(reads.data?.corpWechatUsers).toEqual([{ userid: 'lisi', name: '李四', department: [2] }]);
    expect(reads.data?.corpWechatOpenid).toEqual({ externalUserid: 'wmEXT001', openid: 'oAbCdEfG123' });
    expect(reads.data?.corpWechatMessageSample.request.msgtype).toBe('markdown');
    expect(reads.data?.corpWechatCallbackSecrets.encodingAesKey).toHaveLength(43);

    const other = await stack.signUp('别家');
    const foreign = await stack.gql(`query ($a: ID!) { corpWechatDepartments(accountId: $a) { id } }`, { a: account.accountId }, other.token);
    expect(foreign.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('refuses a wrong corpid with 企业微信’s reason, as a user-input error', async () => {
    const { token } = await stack.signUp('企微错');
    const C = fixtures.corp.CORPWECHAT_STANDIN;
    const res = await stack.gql(CONFIRM, { input: { accountName: 'x', corpid: 'nope', corpsecret: C.corpsecret, agentid: C.agentid } }, token);
    expect(res.errors?.[0]).toMatchObject({ message: expect.stringContaining('错误码 40013'), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('authorises a 抖店 self-use shop through the POST twin', async () => {
    const { token } = await stack.signUp('抖店');
    const D = fixtures.doudian.DOUDIAN_STANDIN;
    const res = await stack.gql(
      `mutation ($input: DoudianShopInput!) { authorizeDoudianShop(input: $input) { appId tokenExpiresAt authData } }`,
      { input: { accountName: '小店', appKey: D.app_key, appSecret: D.app_secret, shopId: D.shop_id } },
      token,
    );
    expect(res.data?.authorizeDoudianShop).toMatchObject({
      appId: '2009',
      authData: { app_secret: '******', access_token: '******', shop_name: D.shop_name },
    });
    expect(res.data?.authorizeDoudianShop.tokenExpiresAt).toBeTruthy();
    expect(stack.upstreamCalls).toContain('POST /v1/api/process/doudian/auth/authorize');
  });

  it('confirms a 美团 account; a wrong secret is 美团’s signature error', async () => {
    const { token } = await stack.signUp('美团');
    const M = fixtures.meituan.MEITUAN_STANDIN;
    const confirm = `mutation ($input: MeituanAccountInput!) { confirmMeituanAccount(input: $input) { appId authData } }`;
    const ok = await stack.gql(confirm, { input: { accountName: '门店', appId: M.app_id, appSecret: M.app_secret } }, token);
    expect(ok.data?.confirmMeituanAccount).toEqual({ appId: '2008', authData: { app_id: M.app_id, app_secret: '******', poi_count: M.pois.length } });
    const bad = await stack.gql(confirm, { input: { accountName: '门店', appId: M.app_id, appSecret: 'wrong' } }, token);
    expect(bad.errors?.[0]).toMatchObject({ message: '美团外卖返回错误：签名验证错误（错误码 703）', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
