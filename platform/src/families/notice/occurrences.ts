import { LRUCache } from 'lru-cache';
import type { NoticeEvents } from './events';

/** An app account whose authorisation a run or a poll found failing (apps/accounts.ts `reportFailure`). */
export interface AccountFailure {
  companyId: string;
  accountId: string;
  accountName: string;
  appName: string;
  message: string;
}

/** `account_failed`: the pipelines that use the account stop working until someone authorises it again. */
export function accountFailed(events: NoticeEvents) {
  return (failure: AccountFailure): void => {
    events.later('account_failed', {
      companyId: failure.companyId,
      title: `应用账户授权失败：${failure.accountName}`,
      body: `${failure.appName}的账户「${failure.accountName}」（${failure.accountId}）授权失败，使用它的流程将无法运行，请到应用管理中重新授权。原因：${failure.message}`,
    });
  };
}

/** The calendar month (UTC) a run counts against, as the run quota counts it (engine/run-quota.ts). */
const monthOf = (now: Date) => now.toISOString().slice(0, 7);

/**
 * `quota_reached`: the first refused run of a month tells the company, once per month and plan (an upgrade that is
 * used up too is told again). Every later refusal is answered from memory here, and the database's mark makes it
 * once across platform processes.
 */
export function quotaReached(events: NoticeEvents) {
  const told = new LRUCache<string, true>({ max: 10_000 });
  return (companyId: string, plan: string, now = new Date()): void => {
    const subject = `${monthOf(now)}:${plan}`;
    const key = `${companyId}:${subject}`;
    if (told.has(key)) return;
    told.set(key, true);
    events.later(
      'quota_reached',
      {
        companyId,
        title: '本月流程执行次数已用完',
        body: `本月（${monthOf(now)}）的流程执行次数已达到当前套餐的上限，之后触发的运行都会被拒绝，直到下个月或升级套餐。`,
      },
      subject,
    );
  };
}
