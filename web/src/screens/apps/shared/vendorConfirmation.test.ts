import { describe, expect, it } from 'vitest';
import { vendorConfirmation } from './vendorConfirmation';

describe('vendor confirmations', () => {
  it('send 企业微信自建应用 through confirmCorpWechatAccount with its fields', () => {
    const c = vendorConfirmation('2007', 'custom')!;
    expect(c.field).toBe('confirmCorpWechatAccount');
    expect(c.document).toMatch(/^mutation ConfirmCorpWechatAccount\(\$input: CorpWechatAccountInput!\)/);
    expect(c.input({ corpid: 'ww1', corpsecret: '******', agentid: 1000002 }, '企业号', '9')).toEqual({
      accountId: '9',
      accountName: '企业号',
      corpid: 'ww1',
      corpsecret: '******',
      agentid: '1000002',
    });
  });

  it('map 美团 and 抖店 form keys to their inputs', () => {
    expect(vendorConfirmation('2008', 'custom')!.input({ app_id: '1', app_secret: 's' }, '外卖店')).toEqual({
      accountName: '外卖店',
      appId: '1',
      appSecret: 's',
    });
    expect(vendorConfirmation('2009', 'custom')!.input({ app_key: 'k', app_secret: 's', shop_id: '77' }, '抖店')).toEqual({
      accountName: '抖店',
      appKey: 'k',
      appSecret: 's',
      shopId: '77',
    });
  });

  it('send 金数据’s API Key and Secret through authorizeJinshuju, proven by 金数据 first', () => {
    const c = vendorConfirmation('2012', 'basic')!;
    expect(c.document).toMatch(/^mutation AuthorizeJinshuju\(\$input: JinshujuAuthInput!\)/);
    expect(c.input({ api_key: 'k', api_secret: '******', base_url: '' }, '报名表', '9')).toEqual({
      accountId: '9',
      accountName: '报名表',
      apiKey: 'k',
      apiSecret: '******',
    });
    expect(c.input({ api_key: 'k', api_secret: 's', base_url: 'https://forms.example.com' }, '企业')).toMatchObject({
      baseUrl: 'https://forms.example.com',
    });
  });

  it('leave every other app, and other auth types, to addAppAccount', () => {
    expect(vendorConfirmation('2002', 'custom')).toBeUndefined();
    expect(vendorConfirmation('2007', 'oauth2')).toBeUndefined();
    expect(vendorConfirmation('2012', 'custom')).toBeUndefined();
  });
});
