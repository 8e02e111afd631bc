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

  it('refuses a signer it does not know rather than sending unsigned', () => {
    expect(() => applySigner('meituan', req, { secret: 's', now: new Date() })).toThrow('暂不支持');
  });
});
