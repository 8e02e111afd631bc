import { describe, expect, it } from 'vitest';
import type { RenderedRequest } from '@huiliu/core';
import { applySigner, dingtalkSign, feishuSign } from './signers';

// Expected values computed outside Node with OpenSSL, following each vendor's documented algorithm:
//   钉钉: printf '1577262236757\nSECabc123' | openssl dgst -sha256 -hmac SECabc123 -binary | base64
//   飞书: printf '' | openssl dgst -sha256 -mac HMAC -macopt hexkey:$(printf '1599360473\nSECfeishu' | xxd -p) -binary | base64
describe('signers', () => {
  it.each([
    ['钉钉 加签', () => dingtalkSign('SECabc123', 1577262236757), 'sP2tUmwYDrLqnFjDuYnBJi0Od0TLi424Z2c6qlTmCao='],
    ['飞书 签名校验', () => feishuSign('SECfeishu', 1599360473), 'ZNPxrfMT65DTzOgZTHBcuPEPvQqkhIU1GfGMnT/oHdA='],
  ])('%s matches the documented algorithm', (_, sign, expected) => {
    expect(sign()).toBe(expected);
  });

  const req: RenderedRequest = {
    method: 'POST',
    url: 'https://x/robot/send?access_token=t',
    query: {},
    headers: {},
    body: { msgtype: 'text' },
    body_type: 'json',
  };

  it('钉钉 puts timestamp (ms) and sign in the query; the URL encoding happens when sending', () => {
    const signed = applySigner('dingtalk', req, { secret: 'SECabc123', now: new Date(1577262236757) });
    expect(signed.query).toEqual({ timestamp: '1577262236757', sign: 'sP2tUmwYDrLqnFjDuYnBJi0Od0TLi424Z2c6qlTmCao=' });
    const u = new URL(signed.url);
    for (const [k, v] of Object.entries(signed.query)) u.searchParams.set(k, v);
    expect(u.search).toContain('sign=sP2tUmwYDrLqnFjDuYnBJi0Od0TLi424Z2c6qlTmCao%3D');
  });

  it('飞书 puts timestamp (s) and sign in the body', () => {
    const signed = applySigner('feishu', req, { secret: 'SECfeishu', now: new Date(1599360473_000) });
    expect(signed.body).toEqual({ timestamp: '1599360473', sign: 'ZNPxrfMT65DTzOgZTHBcuPEPvQqkhIU1GfGMnT/oHdA=', msgtype: 'text' });
  });

  it('a bot without a secret is sent unsigned', () => {
    expect(applySigner('dingtalk', req, { secret: '', now: new Date() })).toBe(req);
  });

  it('signs 美团 with the account’s app_id and app_secret even without a 加签 secret', () => {
    const signed = applySigner('meituan', req, { secret: '', now: new Date(1_700_000_000_000), auth: { app_id: '4321', app_secret: 'sec' } });
    expect(signed.query).toMatchObject({ app_id: '4321', timestamp: '1700000000' });
    expect(signed.query.sig).toMatch(/^[0-9a-f]{32}$/);
  });
});
