import { AppError } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuardedHttpClient } from '../../http/guarded-client';
import { loopbackHttp } from '../../test/engine-fixtures';
import { startReceiver, type Receiver } from '../../test/receiver';
import { httpSmsGateway, SMS_MAX_CHARS, smsFromEnv } from './sms';

describe('the HTTP SMS gateway', () => {
  let gateway: Receiver;
  let refusing: Receiver;
  beforeAll(async () => {
    [gateway, refusing] = await Promise.all([startReceiver(200), startReceiver(502)]);
  });
  afterAll(() => Promise.all([gateway?.close(), refusing?.close()]));

  it('posts the number and the text as JSON with the key as a bearer token, the text cut to a few segments', async () => {
    const sms = smsFromEnv(loopbackHttp(), { HUILIU_SMS_URL: `${gateway.url}/send?tenant=hl`, HUILIU_SMS_KEY: ' key-9 ' })!;
    await sms.send({ mobile: '13800000000', text: `流程运行失败：${'长'.repeat(300)}` });
    const [request] = gateway.requests;
    expect([request!.method, request!.url, request!.headers.authorization, request!.headers['content-type']]).toEqual([
      'POST',
      '/send?tenant=hl',
      'Bearer key-9',
      'application/json; charset=utf-8',
    ]);
    const body = JSON.parse(request!.body) as { mobile: string; text: string };
    expect(body.mobile).toBe('13800000000');
    expect(body.text).toHaveLength(SMS_MAX_CHARS);
    await httpSmsGateway({ url: gateway.url, http: loopbackHttp() }).send({ mobile: '1', text: 'x' });
    expect(gateway.requests[1]!.headers.authorization).toBeUndefined();
  });

  it('fails on a refusal naming the status, never the key, and refuses a private address the allow-list does not name', async () => {
    const refused = httpSmsGateway({ url: refusing.url, key: 'secret-key-7', http: loopbackHttp() }).send({ mobile: '1', text: 'x' });
    await expect(refused).rejects.toThrow('短信网关返回 HTTP 502');
    await expect(refused).rejects.not.toThrow(/secret-key-7/);
    const guarded = httpSmsGateway({ url: gateway.url, http: new GuardedHttpClient() }).send({ mobile: '1', text: 'x' });
    await expect(guarded).rejects.toMatchObject({ code: 4030 });
  });

  it('is absent without HUILIU_SMS_URL, and stops the start on an address that is not http(s)', () => {
    expect(smsFromEnv(loopbackHttp(), {})).toBeNull();
    expect(smsFromEnv(loopbackHttp(), { HUILIU_SMS_URL: '  ' })).toBeNull();
    for (const url of ['ftp://sms.example.com', 'not a url', 'file:///etc/passwd']) {
      expect(() => smsFromEnv(loopbackHttp(), { HUILIU_SMS_URL: url })).toThrow(AppError);
      expect(() => smsFromEnv(loopbackHttp(), { HUILIU_SMS_URL: url })).toThrow(/HUILIU_SMS_URL/);
    }
  });
});
