import { randomBytes } from 'node:crypto';
import { aPipeline, ERRORS, newId, planLimits, type PipelineContent } from '@huiliu/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformEngine } from '../../app';
import { Catalogue, loadCatalogue } from '../../apps/catalogue';
import { livePipeline } from '../../test/engine-fixtures';
import { usePlatform, type SignedUp } from '../../test/harness';
import { onTradePage } from '../../test/pay';
import { mailText, startSmtpSink, type SmtpSink } from '../../test/smtp';
import { aContent } from '../dataprocess/fixtures';
import { mailerFromEnv, type Mailer } from '../monitor/mailer';
import { runBillingSweep } from './routes';

const C = '/v1/api/main/company';
const DAY = 86_400_000;
/** GitHub (2006) is sold as a paid app in this file's catalogue. */
const PAID_APP = '2006';

/** Amounts under 100 stop at the filter: a run that calls nobody. */
const filterOnly: PipelineContent = aPipeline()
  .withStep('filter', { app_id: '1003', action_id: 'filter', params: { conditions: [[{ field: '{{1.amount}}', operator: 21, value: 100 }]] } })
  .build();

// issue 13 billing: each limit with its use, the edges of the limits, the notices, and the end of a paid period
describe('plan quotas, billing notices and the end of a paid period', () => {
  let smtp: SmtpSink;
  let clock = new Date();
  const mailer: Mailer = { send: (mail) => mailerFromEnv({ SMTP_URL: smtp.url, SMTP_FROM: '汇流 <billing@huiliu.test>' })!.send(mail) };
  const catalogue = new Catalogue(
    loadCatalogue()
      .all()
      .map((app) => (app.app_id === PAID_APP ? { ...app, paid: true } : app)),
  );
  const t = usePlatform('pglite', { secretKey: randomBytes(32), mailer, catalogue, billing: { now: () => clock } });

  const get = (who: SignedUp, path: string) => t.call('GET', `${C}/${path}`, { token: who.token });
  const post = (who: SignedUp, path: string, body: unknown) => t.call('POST', `${C}/${path}`, { token: who.token, body });
  const notices = async (who: SignedUp) =>
    (await t.call('GET', '/v1/api/notice/list', { token: who.token })).data.list as Array<{ kind: string; title: string }>;
  const addPipeline = async (who: SignedUp, content = aContent(1)) =>
    (await t.call('POST', '/v1/api/dataprocess/add', { token: who.token, body: { title: '流程', content } })).data.process_id as string;
  const switchOn = (who: SignedUp, processId: string) =>
    t.call('POST', '/v1/api/dataprocess/status', { token: who.token, body: { process_id: processId, status: 1 } });
  /** `n` runs of this month, written straight to the run log (as the engine's group commit writes them). */
  const pastRuns = (who: SignedUp, processId: string, n: number) =>
    t.db.execute(sql`INSERT INTO runs (id, company_id, process_id, content, status, trigger_type)
      SELECT ${newId()}::bigint + g, ${who.company_id}::bigint, ${processId}::bigint, '[]', 'success', 'webhook' FROM generate_series(1, ${n}) g`);
  const deliver = (key: string) => t.call('POST', `/v1/api/data/webhook/accept/${key}`, { body: { amount: 1 } });
  const buy = async (who: SignedUp, product_id: string, months: number) => {
    const made = await t.call('POST', '/v1/api/pay/orders', { token: who.token, body: { product_id, months } });
    expect((await onTradePage(t.app, made.data.trade_page_url, 'pay')).statusCode).toBe(303);
    return made.data.order.order_id as string;
  };

  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(() => smtp?.close());

  it('shows each limit with its use: the Nth pipeline switches on, the next is refused with 3001 and its notice', async () => {
    const owner = await t.signUp();
    const max = planLimits('free').maxEnabledPipelines;
    const ids = [];
    for (let i = 0; i <= max; i++) ids.push(await addPipeline(owner, aContent(i === 0 ? 4 : 1)));
    for (const id of ids.slice(0, max)) expect((await switchOn(owner, id)).code).toBe(0);
    const over = await switchOn(owner, ids[max]!);
    expect([over.status, over.code, over.msg]).toEqual([403, ERRORS.PLAN_ENABLED_LIMIT.code, ERRORS.PLAN_ENABLED_LIMIT.msg]);
    const quotas = (await get(owner, 'quotas')).data;
    expect(quotas).toMatchObject({
      plan: 'free',
      plan_name: '免费版',
      time_zone: 'Asia/Shanghai',
      expiration_time: null,
      enabled_pipelines: { used: max, limit: max },
      runs_this_month: { used: 0, limit: planLimits('free').maxRunsPerMonth },
      largest_pipeline_steps: { used: 5, limit: planLimits('free').maxStepsPerPipeline },
      paid_apps: { allowed: 0, pipelines_using: 0 },
    });
    expect((await get(owner, 'resource')).data).toMatchObject({ pipelines: max + 1, enabled_pipelines: max, runs_this_month: 0, members: 1 });
  });

  it('runs up to the monthly limit: the last run is taken, the next refused with 3002, and the buyers are told once', async () => {
    const owner = await t.signUp();
    const { processId, key } = await livePipeline(t, owner.token, filterOnly);
    const limit = planLimits('free').maxRunsPerMonth;
    await pastRuns(owner, processId, limit - 1);
    expect((await deliver(key)).code).toBe(0);
    const refused = await deliver(key);
    expect([refused.status, refused.code, refused.msg]).toEqual([403, ERRORS.PLAN_RUN_LIMIT.code, ERRORS.PLAN_RUN_LIMIT.msg]);
    expect((await get(owner, 'quotas')).data.runs_this_month).toEqual({ used: limit, limit });
    const [thisMonth] = (await post(owner, 'bills', { months: 1 })).data.list;
    expect(thisMonth).toMatchObject({ plan: 'free', runs_used: limit, run_limit: limit, amount: 0 });
    await expect
      .poll(async () => (await notices(owner)).filter((n) => n.kind === 'plan_quota').map((n) => n.title))
      .toEqual(['本月流程执行次数已达到套餐上限']);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual([owner.email]);
    expect(mailText(mail!)).toContain(`每月 ${limit} 次的上限`);
  });

  it('tells at 80 % once, to the people and addresses the settings name', async () => {
    const owner = await t.signUp();
    const editor = await t.addMember(owner, 'editor');
    const defaults = (await post(owner, 'msg-related', {})).data;
    expect(defaults).toEqual({ quota_notice: 1, expiry_notice: 1, email_notice: 1, notified_users: [], emails: [], expiry_days: 7 });
    const saved = await post(owner, 'savemsg', {
      quota_notice: 1,
      expiry_notice: 1,
      email_notice: 1,
      notified_users: [editor.userid],
      emails: ['Ops@Example.com'],
    });
    expect(saved.data).toMatchObject({ notified_users: [editor.userid], emails: ['ops@example.com'], expiry_days: 7 });
    const { processId, key } = await livePipeline(t, owner.token, filterOnly);
    await pastRuns(owner, processId, planLimits('free').maxRunsPerMonth * 0.8 - 1);
    const mailsBefore = smtp.mails.length;
    expect((await deliver(key)).code).toBe(0);
    expect((await deliver(key)).code).toBe(0);
    await expect
      .poll(async () => (await notices(editor)).filter((n) => n.kind === 'plan_quota').map((n) => n.title))
      .toEqual(['本月流程执行次数已用 80%']);
    const mails = await smtp.waitFor(mailsBefore + 1);
    expect(mails.at(-1)!.to.sort()).toEqual([editor.email, 'ops@example.com'].sort());
    expect(smtp.mails).toHaveLength(mailsBefore + 1);
  });

  it('refuses notice settings that name people outside the company', async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    for (const notified_users of [[stranger.userid], ['123'], ['x']]) {
      const bad = await post(owner, 'savemsg', { quota_notice: 1, expiry_notice: 1, email_notice: 0, notified_users });
      expect([bad.status, bad.code]).toEqual([400, ERRORS.BAD_REQUEST.code]);
    }
    const badMail = await post(owner, 'savemsg', { quota_notice: 1, expiry_notice: 1, email_notice: 1, emails: ['not-a-mail'] });
    expect(badMail.msg).toContain('邮箱格式不正确');
    const viewer = await t.addMember(owner, 'viewer');
    expect((await post(viewer, 'savemsg', { quota_notice: 0, expiry_notice: 0, email_notice: 0 })).code).toBe(ERRORS.FORBIDDEN.code);
    expect((await post(viewer, 'msg-related', {})).data.quota_notice).toBe(1);
  });

  it('ends a paid period at its expiration_time: free again, limits enforced at once, the ledger and the bills say so', async () => {
    clock = new Date();
    const owner = await t.signUp();
    const orderId = await buy(owner, 'team', 1);
    const fee = (await get(owner, 'balance')).data;
    const end = new Date(fee.expiration_time);
    const max = planLimits('free').maxEnabledPipelines;
    const ids = [];
    for (let i = 0; i <= max + 1; i++) ids.push(await addPipeline(owner));
    for (const id of ids.slice(0, max + 1)) expect((await switchOn(owner, id)).code).toBe(0);
    const engine = platformEngine(t.app);
    expect((await engine.pipelines.get(ids[0]!))!.plan).toBe('team');

    // three days before the end: one expiry notice, however often the sweep runs
    clock = new Date(end.getTime() - 3 * DAY);
    await runBillingSweep(t.app);
    await runBillingSweep(t.app);
    expect((await notices(owner)).filter((n) => n.kind === 'plan_expiring').map((n) => n.title)).toEqual([
      expect.stringMatching(/^团队版将于 \d{4}-\d{2}-\d{2} 到期$/),
    ]);
    expect((await get(owner, 'quotas')).data.plan).toBe('team');

    clock = new Date(end.getTime() + 60_000);
    await runBillingSweep(t.app);
    expect((await get(owner, 'balance')).data).toMatchObject({
      plan: 'free',
      amount: 0,
      remaining_amount: 0,
      create_time: null,
      expiration_time: null,
    });
    const ledger = (await get(owner, 'balanceChanges')).data.list;
    expect(ledger.map((c: { kind: string; plan: string }) => [c.kind, c.plan])).toEqual([
      ['expiry', 'free'],
      ['payment', 'team'],
    ]);
    expect(ledger[0].remark).toBe('团队版已到期，恢复为免费版');
    // the owner's cached session and the engine's cached pipelines both read free now
    const over = await switchOn(owner, ids[max + 1]!);
    expect([over.status, over.code]).toEqual([403, ERRORS.PLAN_ENABLED_LIMIT.code]);
    expect((await engine.pipelines.get(ids[0]!))!.plan).toBe('free');
    expect((await get(owner, 'quotas')).data).toMatchObject({ plan: 'free', enabled_pipelines: { used: max + 1, limit: max } });

    // buying again starts a new period now
    await buy(owner, 'team', 1);
    const again = (await get(owner, 'balance')).data;
    expect(again).toMatchObject({ plan: 'team', create_time: clock.toISOString() });
    const bills = (await post(owner, 'bills', { months: 3 })).data.list;
    expect(bills).toHaveLength(3);
    expect(bills[0]).toMatchObject({ plan: 'team', run_limit: planLimits('team').maxRunsPerMonth });
    expect(bills.reduce((sum: number, b: { amount: number }) => sum + b.amount, 0)).toBe(2 * 19_900);
    expect((await post(owner, 'checkpay/', { order_id: orderId })).data).toMatchObject({ status: 'paid', plan: 'team' });
    clock = new Date();
  });

  it('names the paid apps a plan does not allow, for app ids or a pipeline (spec §2 notice 3003)', async () => {
    clock = new Date();
    const owner = await t.signUp();
    const content = JSON.stringify([
      { uuid: 't', action_type: '1', app_id: '1001', action_id: 'receive', params: {} },
      { uuid: 'g', action_type: '2', app_id: PAID_APP, action_id: 'create_issue', params: {} },
    ]);
    const processId = await addPipeline(owner, content);
    const blocked = { plan: 'free', allowed: 0, blocked: [{ app_id: PAID_APP, app_name: 'GitHub' }] };
    expect((await post(owner, 'check/apps/', { app_ids: [PAID_APP, '1001'] })).data).toEqual(blocked);
    expect((await post(owner, 'check/apps/', { process_id: processId })).data).toEqual(blocked);
    expect((await get(owner, 'quotas')).data.paid_apps).toEqual({ allowed: 0, pipelines_using: 1 });
    const none = await post(owner, 'check/apps/', {});
    expect([none.status, none.code]).toEqual([400, ERRORS.BAD_REQUEST.code]);
    const stranger = await t.signUp();
    expect((await post(stranger, 'check/apps/', { process_id: processId })).code).toBe(ERRORS.NOT_FOUND.code);
    await buy(owner, 'team', 1);
    expect((await post(owner, 'check/apps/', { process_id: processId })).data).toEqual({ plan: 'team', allowed: 1, blocked: [] });
  });
});
