import type { BillingNotice } from '@huiliu/contract';
import { AppError, dayInZone, ERRORS, isIdString, PLAN_NAMES } from '@huiliu/core';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/open';
import type { RunUsage } from '../../engine/run-quota';
import { users } from '../../db/schema';
import { billingNoticeSettings, billingNoticesSent, companyFees } from '../../db/schema-billing';
import { activePeople } from '../notice/recipients';
import { insertNotices } from '../notice/repository';
import type { BillingDeps } from './deps';
import { buyerIds, planOf } from './fee';
import { companyZone } from './usage';

const DEFAULTS: BillingNotice = { quota_notice: 1, expiry_notice: 1, email_notice: 1, notified_users: [], emails: [], expiry_days: 7 };
const DAY_MS = 86_400_000;

/** POST /company/msg-related: the billing notice settings, or the defaults before any were saved. */
export async function noticeSettings(db: Db, companyId: string): Promise<BillingNotice> {
  const [row] = await db.select().from(billingNoticeSettings).where(eq(billingNoticeSettings.companyId, companyId));
  if (!row) return DEFAULTS;
  const bit = (n: number) => (n === 1 ? 1 : 0);
  return {
    quota_notice: bit(row.quotaNotice),
    expiry_notice: bit(row.expiryNotice),
    email_notice: bit(row.emailNotice),
    notified_users: row.notifiedUsers,
    emails: row.emails,
    expiry_days: row.expiryDays,
  };
}

/** POST /company/savemsg: every notified person must be an active member of the company (400 naming the others). */
export async function saveNoticeSettings(db: Db, companyId: string, input: BillingNotice): Promise<BillingNotice> {
  const wanted = [...new Set(input.notified_users)];
  const found = wanted.filter(isIdString).length
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, companyId), isNull(users.disabledAt), inArray(users.id, wanted.filter(isIdString))))
    : [];
  const unknown = wanted.filter((id) => !found.some((f) => f.id === id));
  if (unknown.length > 0) throw new AppError('BAD_REQUEST', `${ERRORS.BAD_REQUEST.msg}：通知人不是本公司成员（${unknown.join('、')}）`);
  const values = {
    quotaNotice: input.quota_notice,
    expiryNotice: input.expiry_notice,
    emailNotice: input.email_notice,
    notifiedUsers: wanted,
    emails: [...new Set(input.emails.map((e) => e.toLowerCase()))],
    expiryDays: input.expiry_days,
    updatedAt: new Date(),
  };
  await db
    .insert(billingNoticeSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: billingNoticeSettings.companyId, set: values });
  return noticeSettings(db, companyId);
}

interface Notice {
  kind: 'runs_80' | 'runs_100' | 'expiry';
  /** What makes it once: the month for run notices, the period's end for the expiry one. */
  period: string;
  title: string;
  body: string;
}

/**
 * Sends a billing notice once per company, kind and period (billing_notices_sent, also across processes and restarts):
 * an in-app notice to each notified person (the buyers when none are named) and, when mail is on, one mail to them and
 * the extra addresses.
 */
async function send(deps: BillingDeps, companyId: string, notice: Notice, settings: BillingNotice): Promise<void> {
  const { db } = deps;
  const people = settings.notified_users.length > 0 ? settings.notified_users : await buyerIds(db, companyId);
  const kind = notice.kind === 'expiry' ? 'plan_expiring' : 'plan_quota';
  // the mark and the in-app notices together: a notice is either out and marked, or neither
  const first = await db.transaction(async (tx) => {
    const [marked] = await tx
      .insert(billingNoticesSent)
      .values({ companyId, kind: notice.kind, period: notice.period })
      .onConflictDoNothing()
      .returning();
    if (!marked) return false;
    const rows = people.map((userId) => ({ companyId, userId, kind, title: notice.title, body: notice.body, processId: null, runId: null }));
    await insertNotices(tx, rows);
    return true;
  });
  if (!first || settings.email_notice !== 1) return;
  const to = [...new Set([...(await activePeople(db, companyId, people)).map((p) => p.email.toLowerCase()), ...settings.emails])];
  if (to.length === 0) return;
  if (!deps.mailer) {
    deps.log.warn({ companyId }, '计费通知：未配置 SMTP_URL，邮件通知未发送');
    return;
  }
  await deps.mailer.send({ to, subject: `【汇流】${notice.title}`, text: `${notice.title}\n\n${notice.body}\n` });
}

/** The run quota's listener: never rejects, so counting a run can never fail because of a notice. */
export function runQuotaNotifier(deps: BillingDeps) {
  return async (usage: RunUsage): Promise<void> => {
    try {
      const settings = await noticeSettings(deps.db, usage.companyId);
      if (settings.quota_notice !== 1) return;
      const plan = PLAN_NAMES[planOf(usage.plan)];
      const full = usage.percent === 100;
      await send(
        deps,
        usage.companyId,
        {
          kind: full ? 'runs_100' : 'runs_80',
          period: usage.month,
          title: full ? '本月流程执行次数已达到套餐上限' : `本月流程执行次数已用 ${usage.percent}%`,
          body: full
            ? `本月已执行 ${usage.used} 次，达到当前套餐（${plan}）每月 ${usage.limit} 次的上限，之后的运行会被拒绝。升级套餐后即可继续运行。`
            : `本月已执行 ${usage.used} 次，当前套餐（${plan}）每月上限 ${usage.limit} 次。达到上限后流程将无法运行，请及时升级套餐。`,
        },
        settings,
      );
    } catch (err) {
      deps.log.error({ err, companyId: usage.companyId }, '计费通知：执行次数通知发送失败');
    }
  };
}

/** The sweep's second half: periods that end within each company's expiry_days get their notice once. */
export async function noticeExpiringPlans(deps: BillingDeps): Promise<void> {
  const now = deps.now();
  const soon = await deps.db
    .select()
    .from(companyFees)
    .where(and(isNull(companyFees.expiredAt), gt(companyFees.expiresAt, now), lte(companyFees.expiresAt, new Date(now.getTime() + 30 * DAY_MS))))
    .limit(500);
  for (const fee of soon) {
    try {
      const settings = await noticeSettings(deps.db, fee.companyId);
      if (settings.expiry_notice !== 1 || fee.expiresAt.getTime() - now.getTime() > settings.expiry_days * DAY_MS) continue;
      const plan = PLAN_NAMES[planOf(fee.plan)];
      const day = dayInZone(fee.expiresAt, await companyZone(deps.db, fee.companyId));
      await send(
        deps,
        fee.companyId,
        {
          kind: 'expiry',
          period: fee.expiresAt.toISOString(),
          title: `${plan}将于 ${day} 到期`,
          body: `${plan}到期后将恢复为免费版，超出免费版限制的流程将无法开启或运行。如需继续使用，请在到期前续费。`,
        },
        settings,
      );
    } catch (err) {
      deps.log.error({ err, companyId: fee.companyId }, '计费通知：到期提醒发送失败');
    }
  }
}
