import { randomBytes } from 'node:crypto';
import { aPipeline } from '@huiliu/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformEngine, platformNoticeEvents } from '../../app';
import { users } from '../../db/schema';
import { noticeEventMarks } from '../../db/schema-company';
import { notices } from '../../db/schema-engine';
import { AccountStore } from '../../apps/accounts';
import { loadCatalogue } from '../../apps/catalogue';
import { livePipeline, loopbackHttp } from '../../test/engine-fixtures';
import { usePlatform, type SignedUp } from '../../test/harness';
import { startReceiver, type Receiver } from '../../test/receiver';
import { mailText, startSmtpSink, type SmtpSink } from '../../test/smtp';
import { smtpMailer, type Mailer } from '../monitor/mailer';
import { NoticeEvents } from './events';
import { quotaReached } from './occurrences';
import { httpSmsGateway, type SmsSender } from './sms';

const CONFIGS = '/v1/api/base/notice/event-config';
const secretKey = randomBytes(32);

/**
 * Issue 13 "the error monitor of the engine notifies exactly these people", for every event that really fires: a run
 * failing at a real third party, an account's authorisation refused by its provider, the month's runs used up. Mail
 * goes to a real SMTP server, SMS to a loopback gateway; each check counts who got what, and who did not.
 */
describe('notice events', () => {
  let smtp: SmtpSink;
  let smsGateway: Receiver;
  let thirdParty: Receiver;
  // the sinks' ports are known only once they listen, after the platform is built: resolve them per message
  const mailer: Mailer = { send: (mail) => smtpMailer(smtp.url).send(mail) };
  const sms: SmsSender = { send: (m) => httpSmsGateway({ url: `${smsGateway.url}/sms`, key: 'sms-key-1', http: loopbackHttp() }).send(m) };
  const t = usePlatform('pglite', { secretKey, engine: { http: loopbackHttp() }, mailer, sms });
  let owner: SignedUp;
  let admin: SignedUp;
  let editor: SignedUp;
  let viewer: SignedUp;
  let stranger: SignedUp;

  const mobileOf = (who: SignedUp, mobile: string | null) => t.db.update(users).set({ mobile }).where(eq(users.id, who.userid));
  const noticesOf = async (companyId: string, kind: string) =>
    (
      await t.db
        .select()
        .from(notices)
        .where(and(eq(notices.companyId, companyId), eq(notices.kind, kind)))
    ).map((n) => n.userId);
  const webhook = (key: string) => t.app.inject({ method: 'POST', url: `/v1/api/data/webhook/accept?key=${key}`, payload: { id: 7 } });
  const counts = () => [smtp.mails.length, smsGateway.requests.length];

  beforeAll(async () => {
    [smtp, smsGateway, thirdParty] = await Promise.all([startSmtpSink(), startReceiver(), startReceiver(400)]);
    owner = await t.signUp();
    [admin, editor, viewer] = [await t.addMember(owner, 'admin'), await t.addMember(owner, 'editor'), await t.addMember(owner, 'viewer')];
    await Promise.all([mobileOf(owner, '13800000000'), mobileOf(admin, '13800000001'), mobileOf(viewer, '13800000003')]);
    stranger = await t.signUp();
  });
  afterAll(() => Promise.all([smtp?.close(), smsGateway?.close(), thirdParty?.close()]));

  it('says that mail and SMS are configured', async () => {
    const res = await t.call('GET', CONFIGS, { token: owner.token });
    expect([res.data.email_configured, res.data.sms_configured]).toEqual([1, 1]);
  });

  it('tells exactly the named people of a failed run, skips one disabled since, and nobody while the event is off', async () => {
    const failing = aPipeline()
      .withStep('push', { app_id: '1007', action_id: 'http', params: { url: `${thirdParty.url}/orders`, method: 'POST', body: { id: '{{1.id}}' } } })
      .build();
    const watched = await livePipeline(t, owner.token, failing);
    await t.call('POST', '/v1/api/application/monitor/add', { token: owner.token, body: { process_id: watched.processId } });
    const saved = await t.call('POST', `${CONFIGS}/process_error`, {
      token: owner.token,
      body: { email_notice: 1, sms_notice: 1, notified_users: [admin.userid, editor.userid] },
    });
    expect(saved.code).toBe(0);

    const logId = JSON.parse((await webhook(watched.key)).body).data.log_id as string;
    await platformEngine(t.app).idle();
    expect((await noticesOf(owner.company_id, 'run_failed')).sort()).toEqual([admin.userid, editor.userid].sort());
    const [mail] = smtp.mails;
    expect(mail!.to.sort()).toEqual([admin.email, editor.email].map((e) => e.toLowerCase()).sort());
    expect(mailText(mail!)).toContain(logId);
    // the editor has no mobile number: one SMS, to the admin, with the gateway's key
    expect(smsGateway.requests).toHaveLength(1);
    expect(smsGateway.requests[0]!.headers.authorization).toBe('Bearer sms-key-1');
    expect(JSON.parse(smsGateway.requests[0]!.body)).toEqual({ mobile: '13800000001', text: expect.stringContaining('流程运行失败：测试流程') });
    const bell = async (who: SignedUp) => (await t.call('GET', '/v1/api/notice/list', { token: who.token })).data.total as number;
    expect([await bell(admin), await bell(editor), await bell(owner), await bell(viewer), await bell(stranger)]).toEqual([1, 1, 0, 0, 0]);

    await t.db
      .update(users)
      .set({ disabledAt: sql`now()` })
      .where(eq(users.id, editor.userid));
    await webhook(watched.key);
    await platformEngine(t.app).idle();
    expect((await noticesOf(owner.company_id, 'run_failed')).sort()).toEqual([admin.userid, admin.userid, editor.userid].sort());
    expect(smtp.mails.map((m) => m.to)).toEqual([expect.any(Array), [admin.email.toLowerCase()]]);
    expect(counts()).toEqual([2, 2]);

    await t.call('POST', `${CONFIGS}/process_error`, { token: owner.token, body: { status: 0 } });
    await webhook(watched.key);
    await platformEngine(t.app).idle();
    expect(await noticesOf(owner.company_id, 'run_failed')).toHaveLength(3);
    expect(counts()).toEqual([2, 2]);
    expect(await noticesOf(stranger.company_id, 'run_failed')).toEqual([]);
  });

  it('tells the named people once when a run finds an account’s authorisation failing, and again after it worked', async () => {
    const provider = await startReceiver(401);
    const healthy = await startReceiver(200);
    try {
      const catalogue = loadCatalogue();
      const account = await new AccountStore(t.db, secretKey, catalogue).create({
        companyId: owner.company_id,
        userId: null,
        app: catalogue.get('2005')!,
        accountType: 'api_key',
        accountName: '订单接口',
        data: { header_name: 'X-Api-Key', api_key: 'k-12345678' },
      });
      const using = (url: string) =>
        livePipeline(
          t,
          owner.token,
          aPipeline()
            .withStep('call', { app_id: '2005', action_id: 'request', account_id: account.id, params: { method: 'GET', url } })
            .build(),
        );
      const [refused, accepted] = [await using(`${provider.url}/me`), await using(`${healthy.url}/me`)];
      await t.call('POST', `${CONFIGS}/account_failed`, { token: owner.token, body: { email_notice: 1, notified_users: [owner.userid] } });
      const mails = smtp.mails.length;
      const fire = async (pipeline: { key: string }) => {
        await webhook(pipeline.key);
        await platformEngine(t.app).idle();
        await platformNoticeEvents(t.app).idle();
      };

      await fire(refused);
      await fire(refused);
      expect(await noticesOf(owner.company_id, 'account_failed')).toEqual([owner.userid]);
      expect(smtp.mails.slice(mails).map((m) => m.to)).toEqual([[owner.email.toLowerCase()]]);
      expect(mailText(smtp.mails.at(-1)!)).toContain('应用账户授权失败：订单接口');
      await fire(accepted);
      await fire(refused);
      expect(await noticesOf(owner.company_id, 'account_failed')).toEqual([owner.userid, owner.userid]);
      expect(await noticesOf(stranger.company_id, 'account_failed')).toEqual([]);
    } finally {
      await Promise.all([provider.close(), healthy.close()]);
    }
  });

  it('tells the named people once a month when the plan’s runs are used up, whichever process sees it', async () => {
    const company = await t.signUp();
    const colleague = await t.addMember(company, 'viewer');
    const content = aPipeline()
      .withStep('send', { app_id: '1007', action_id: 'http', params: { url: 'http://127.0.0.1:9/', method: 'GET' } })
      .build();
    const { processId, key } = await livePipeline(t, company.token, content);
    await t.call('POST', `${CONFIGS}/quota_reached`, { token: company.token, body: { email_notice: 1, notified_users: [colleague.userid] } });
    await t.db.execute(sql`INSERT INTO runs (id, company_id, process_id, content, status, trigger_type)
      SELECT 2000000000 + g, ${company.company_id}::bigint, ${processId}::bigint, '[]', 'success', 'webhook' FROM generate_series(1, 10000) g`);
    const mails = smtp.mails.length;

    for (let i = 0; i < 3; i++) expect(JSON.parse((await webhook(key)).body).code).toBe(3002);
    await platformNoticeEvents(t.app).idle();
    expect(await noticesOf(company.company_id, 'quota_reached')).toEqual([colleague.userid]);
    expect(smtp.mails.slice(mails).map((m) => m.to)).toEqual([[colleague.email.toLowerCase()]]);

    // another platform process (its own memory) hears of the same month: the database's mark keeps it to one notice
    const elsewhere = new NoticeEvents({ db: t.db, mailer, sms, log: { error: () => undefined, warn: () => undefined } });
    quotaReached(elsewhere)(company.company_id, 'free');
    await elsewhere.idle();
    expect(await noticesOf(company.company_id, 'quota_reached')).toHaveLength(1);
    expect(await t.db.select().from(noticeEventMarks).where(eq(noticeEventMarks.companyId, company.company_id))).toHaveLength(1);
  });
});
