import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackHttp } from '../../test/engine-fixtures';
import { WECHAT_STANDIN as S, startWechat, type WechatStandin } from '../standins/wechat';
import { TokenCache } from './token-cache';
import { WechatClient } from './wechat';

describe('微信公众号 client against its stand-in', () => {
  let standin: WechatStandin;
  let env: NodeJS.ProcessEnv;
  const http = loopbackHttp();
  beforeAll(async () => {
    standin = await startWechat();
    env = { HUILIU_VENDOR_BASE_WECHAT: standin.url };
  });
  afterAll(() => standin.close());

  it('sends a template message, reusing its token and renewing it after 42001', async () => {
    const c = new WechatClient({ http, tokens: new TokenCache(), env }, { appid: S.appid, appsecret: S.appsecret });
    const data = { first: { value: '您的订单已发货' } };
    expect(await c.sendTemplate({ touser: 'oFans0001', template_id: 'TPL_ORDER_SHIPPED', url: 'https://example.com/o/1', data })).toMatchObject({
      errcode: 0,
    });
    await c.sendTemplate({ touser: 'oFans0001', template_id: 'TPL_ORDER_SHIPPED', data });
    expect(standin.tokensIssued()).toBe(1);
    standin.expireTokens();
    await c.sendTemplate({ touser: 'oFans0001', template_id: 'TPL_ORDER_SHIPPED', data });
    expect(standin.tokensIssued()).toBe(2);
    expect(standin.messages[0]).toEqual({ touser: 'oFans0001', template_id: 'TPL_ORDER_SHIPPED', url: 'https://example.com/o/1', data });
  });

  it('reports errcode replies as failures with the vendor message', async () => {
    const bad = new WechatClient({ http, tokens: new TokenCache(), env }, { appid: S.appid, appsecret: 'wrong' });
    await expect(bad.fetchToken()).rejects.toThrow('微信公众号返回错误：AppSecret 不正确（错误码 40125）');
    const c = new WechatClient({ http, tokens: new TokenCache(), env }, { appid: S.appid, appsecret: S.appsecret });
    await expect(c.sendTemplate({ touser: 'oStranger', template_id: 'TPL_ORDER_SHIPPED', data: {} })).rejects.toThrow(/没有关注/);
    await expect(c.sendTemplate({ touser: 'oFans0001', template_id: 'NOPE', data: {} })).rejects.toThrow(/模板 ID/);
  });
});
