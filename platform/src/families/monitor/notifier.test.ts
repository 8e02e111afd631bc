import { newId } from '@huiliu/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '../../db/schema-engine';
import type { FinishedRun } from '../../engine/deps';
import { AddressPolicy } from '../../http/address-policy';
import { GuardedHttpClient } from '../../http/guarded-client';
import { usePlatform, type SignedUp } from '../../test/harness';
import { startReceiver, type Receiver } from '../../test/receiver';
import { mailText, startSmtpSink, type SmtpSink } from '../../test/smtp';
import { NoticeEvents } from '../notice/events';
import { smtpMailer } from './mailer';
import { monitorNotifier, type ErrorTriggerData } from './notifier';

const M = '/v1/api/application/monitor';

/** The notifier on its own, fed finished runs; notifier.e2e.test.ts drives it through the engine. */
describe('error monitor notifier', () => {
  const t = usePlatform();
  let me: SignedUp;
  let watched: string;
  let handler: string;
  let smtp: SmtpSink;
  let hook: Receiver;
  let failingHook: Receiver;
  const logged: Array<{ obj: object; msg: string }> = [];
  const started: Array<{ companyId: string; processId: string; data: ErrorTriggerData }> = [];
  const http = new GuardedHttpClient({ policy: new AddressPolicy(['127.0.0.1']) });
  const log = { error: (obj: object, msg: string) => logged.push({ obj, msg }), warn: (obj: object, msg: string) => logged.push({ obj, msg }) };
  const notifier = (smtpUrl?: string) =>
    monitorNotifier({
      db: t.db,
      http,
      events: new NoticeEvents({ db: t.db, mailer: smtpUrl ? smtpMailer(smtpUrl) : null, sms: null, log }),
      log,
      startErrorRun: async (companyId, processId, data) => void started.push({ companyId, processId, data }),
    });
  const failedRun = (over: Partial<FinishedRun> = {}): FinishedRun => ({
    id: newId(),
    companyId: me.company_id,
    processId: watched,
    processTitle: '订单同步',
    status: 'failed',
    error: '请求外部地址失败',
    failedStepUuid: 'action-1',
    triggerType: 'webhook',
    startedAt: new Date(),
    finishedAt: new Date(),
    durationMs: 12,
    ...over,
  });
  const noticeCount = async () => (await t.db.select().from(notices).where(eq(notices.companyId, me.company_id))).length;

  beforeAll(async () => {
    [smtp, hook, failingHook] = await Promise.all([startSmtpSink(), startReceiver(), startReceiver(500)]);
    me = await t.signUp();
    const add = async (title: string) =>
      (await t.call('POST', '/v1/api/dataprocess/add', { token: me.token, body: { title } })).data.process_id as string;
    watched = await add('订单同步');
    handler = await add('错误处理');
    await t.call('POST', `${M}/add`, { token: me.token, body: { process_id: watched, error_process_id: handler } });
    await t.call('POST', `${M}/general/settings`, {
      token: me.token,
      body: { email_notice: 1, notified_users: [me.userid], emails: ['ops@example.com'], webhook_url: `${hook.url}/failures` },
    });
  });
  afterAll(() => Promise.all([smtp?.close(), hook?.close(), failingHook?.close()]));

  it('sends every channel for a failed run of a watched pipeline', async () => {
    const run = failedRun();
    await notifier(smtp.url)(run);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to.sort()).toEqual(['ops@example.com', me.email.toLowerCase()].sort());
    expect(mailText(mail!)).toContain(run.id);
    expect(mailText(mail!)).toContain('流程运行失败：订单同步');
    const [post] = await hook.waitFor(1);
    expect(post!.url).toBe('/failures');
    expect(post!.headers['idempotency-key']).toBe(`monitor:${run.id}`);
    expect(JSON.parse(post!.body)).toMatchObject({
      event: 'run_failed',
      process_id: watched,
      log_id: run.id,
      step_uuid: 'action-1',
      title: '订单同步',
    });
    expect(started).toEqual([
      {
        companyId: me.company_id,
        processId: handler,
        data: { process_id: watched, log_id: run.id, error: '请求外部地址失败', step_uuid: 'action-1', title: '订单同步' },
      },
    ]);
    const list = await t.call('GET', '/v1/api/notice/list', { token: me.token });
    expect(list.data.list[0]).toMatchObject({ kind: 'run_failed', process_id: watched, log_id: run.id, read: 0 });
    expect(list.data.list[0].title).toContain('订单同步');
    expect(logged).toEqual([]);
  });

  it('stays silent for successful runs, unwatched pipelines and a switched-off monitor', async () => {
    const before = await noticeCount();
    await notifier(smtp.url)(failedRun({ status: 'success', error: null }));
    await notifier(smtp.url)(failedRun({ processId: handler }));
    await t.call('POST', `${M}/general/settings`, { token: me.token, body: { status: 0 } });
    await notifier(smtp.url)(failedRun());
    await t.call('POST', `${M}/general/settings`, { token: me.token, body: { status: 1 } });
    await t.call('POST', `${M}/update`, { token: me.token, body: { process_id: watched, monitored: 0 } });
    await notifier(smtp.url)(failedRun());
    await t.call('POST', `${M}/update`, { token: me.token, body: { process_id: watched, monitored: 1 } });
    expect(await noticeCount()).toBe(before);
    expect([smtp.mails.length, hook.requests.length, started.length]).toEqual([1, 1, 1]);
  });

  it('logs a failing webhook and a missing SMTP server without throwing, and still writes the notice', async () => {
    await t.call('POST', `${M}/general/settings`, { token: me.token, body: { webhook_url: failingHook.url } });
    const before = await noticeCount();
    await expect(notifier()(failedRun())).resolves.toBeUndefined();
    await failingHook.waitFor(1);
    expect(await noticeCount()).toBe(before + 1);
    expect(logged.map((l) => l.msg)).toEqual(expect.arrayContaining(['错误监控：通知发送失败', '通知：未配置 SMTP_URL，邮件未发送']));
    expect(logged.find((l) => l.msg === '错误监控：通知发送失败')?.obj).toMatchObject({ channel: 'webhook' });
  });

  it('reports an error pipeline’s own failure without starting another error run', async () => {
    const count = started.length;
    await notifier()(failedRun({ triggerType: 'error' }));
    expect(started.length).toBe(count);
  });

  it('lets people mark notices read, one or all, and only their company’s', async () => {
    const other = await t.signUp();
    const list = await t.call('GET', '/v1/api/notice/list', { token: me.token, query: { unread: 1 } });
    expect(list.data.unread).toBeGreaterThan(1);
    const first = list.data.list[0].notice_id as string;
    expect((await t.call('POST', '/v1/api/notice/read', { token: other.token, body: { notice_ids: [first] } })).data).toEqual({ updated: 0 });
    expect((await t.call('GET', '/v1/api/notice/list', { token: other.token })).data).toEqual({ list: [], total: 0, unread: 0 });
    expect((await t.call('POST', '/v1/api/notice/read', { token: me.token, body: { notice_ids: [first] } })).data).toEqual({ updated: 1 });
    expect((await t.call('POST', '/v1/api/notice/read', { token: me.token, body: { all: 1 } })).data.updated).toBe(list.data.unread - 1);
    expect((await t.call('GET', '/v1/api/notice/list', { token: me.token })).data.unread).toBe(0);
    for (const body of [{}, { notice_ids: [] }, { all: 2 }, { notice_ids: 'x' }]) {
      expect((await t.call('POST', '/v1/api/notice/read', { token: me.token, body })).code).toBe(4000);
    }
    expect((await t.call('GET', '/v1/api/notice/list', { token: me.token, query: { limit: 500 } })).code).toBe(4000);
    expect((await t.call('GET', '/v1/api/notice/list', {})).code).toBe(2101);
    expect((await t.call('POST', '/v1/api/notice/read', { body: { all: 1 } })).code).toBe(2101);
  });
});
