import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressPolicy } from '../../http/address-policy';
import { GuardedHttpClient } from '../../http/guarded-client';
import { loopbackHttp } from '../../test/engine-fixtures';
import { verifySmtp } from '../run/smtp';
import { startSmtp } from '../standins/smtp';
import { useAppRun } from '../run/test-fixture';

const fx = useAppRun();

describe('邮件 SMTP (2004) against a real SMTP server on loopback', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let account: string;
  const data = () => ({
    host: '127.0.0.1',
    port: smtp.port,
    secure: false,
    user: 'robot@example.com',
    password: 'smtp-pass-777',
    from: '汇流机器人 <robot@example.com>',
  });
  beforeAll(async () => {
    smtp = await startSmtp({ user: 'robot@example.com', password: 'smtp-pass-777' });
    account = await fx.account('2004', 'custom', data(), undefined, '公司邮箱');
  });
  afterAll(() => smtp.close());

  it('logs in and sends to, cc, subject and the HTML body', async () => {
    const r = await fx.run(
      {
        app_id: '2004',
        action_id: 'send_email',
        account_id: account,
        params: { to: '{{1.email}}', cc: 'boss@example.com', subject: '订单 {{1.id}}', text: '纯文本', html: '<b>已发货</b>' },
      },
      { email: 'buyer@example.com', id: 'A9' },
    );
    expect(r.status).toBe('success');
    expect(r.step.output).toMatchObject({ accepted: ['buyer@example.com', 'boss@example.com'], rejected: [] });
    const mail = smtp.received.at(-1)!;
    expect(mail.from).toBe('robot@example.com');
    expect(mail.to).toEqual(['buyer@example.com', 'boss@example.com']);
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(mail.raw).toContain('text/html');
  });

  it('a wrong password fails naming the account (535) and marks it failed', async () => {
    const wrong = await fx.account('2004', 'custom', { ...data(), password: 'not-the-password' }, undefined, '旧邮箱');
    const r = await fx.run({ app_id: '2004', action_id: 'send_email', account_id: wrong, params: { to: 'a@example.com', subject: 's', text: 't' } });
    expect(r.status).toBe('failed');
    expect(r.step.error).toMatch(/^账户「旧邮箱」授权失败：.*535/);
    expect(JSON.stringify(r.step)).not.toContain('not-the-password');
    expect((await fx.store.get(fx.me.company_id, wrong)).status).toBe('failed');
  });

  it('no recipient is refused before connecting', async () => {
    const r = await fx.run({ app_id: '2004', action_id: 'send_email', account_id: account, params: { to: '', subject: 's' } });
    expect(r.step.error).toBe('请填写收件人');
  });

  it('verify() is the connection test: right and wrong password', async () => {
    expect(await verifySmtp(loopbackHttp(), data())).toEqual({ ok: true });
    const bad = await verifySmtp(loopbackHttp(), { ...data(), password: 'x' });
    expect(bad.ok).toBe(false);
  });

  it('the SMTP host passes the same private-address guard as HTTP', async () => {
    const guarded = new GuardedHttpClient({ policy: new AddressPolicy([]) });
    const refused = await verifySmtp(guarded, data());
    expect(refused).toEqual({ ok: false, message: expect.stringContaining('目标地址不允许访问') });
    expect(await verifySmtp(guarded, { ...data(), host: 'localhost' })).toEqual({
      ok: false,
      message: expect.stringContaining('目标地址不允许访问'),
    });
  });
});
