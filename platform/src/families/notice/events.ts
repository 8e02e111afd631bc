import type { NoticeEventConfig, NoticeEventType } from '@huiliu/contract';
import type { Db } from '../../db/open';
import { noticeEventMarks } from '../../db/schema-company';
import type { Mailer } from '../monitor/mailer';
import { readEventConfig } from './event-configs';
import { activePeople, type Recipient } from './recipients';
import { insertNotices } from './repository';
import { SMS_MAX_CHARS, type SmsSender } from './sms';

/** What the people are told about one occurrence of an event. */
export interface EventNotice {
  companyId: string;
  title: string;
  body: string;
  processId?: string | null;
  runId?: string | null;
  /** Addresses mailed besides the people (the error monitor's own `emails`). */
  extraEmails?: readonly string[];
}

/** The in-app notice's `kind` of each event (`run_failed` predates the event types, and the web reads it). */
export const NOTICE_KIND: Record<NoticeEventType, string> = {
  process_error: 'run_failed',
  account_failed: 'account_failed',
  quota_reached: 'quota_reached',
};

interface EventsLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface NoticeEventsDeps {
  db: Db;
  /** null when SMTP_URL is unset: emails are skipped with a warning. */
  mailer: Mailer | null;
  /** null when HUILIU_SMS_URL is unset: SMS are skipped with a warning. */
  sms: SmsSender | null;
  log: EventsLog;
}

/**
 * The company's notice events (spec §3 Events config; issue 13 "the error monitor of the engine notifies exactly these
 * people"): when an event happens and its config is on, the people it names — only they, and only while they are
 * people of the company who are not disabled — get an in-app notice, an email when `email_notice` is on and an SMS
 * when `sms_notice` is on. Nobody named: one notice for the whole company, and no email or SMS to anyone.
 * Every channel fails alone and is logged; nothing here rejects, so no caller's path breaks on a notification.
 */
export class NoticeEvents {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly deps: NoticeEventsDeps) {}

  /** Which channels the operator configured (the settings screen says when one is not). */
  get channels(): { email: boolean; sms: boolean } {
    return { email: this.deps.mailer !== null, sms: this.deps.sms !== null };
  }

  /**
   * Reads the event's config and tells its people, unless it is off. `once` names the occurrence of an event that is
   * seen many times (the month of a run limit): only the first platform process to record it notifies.
   */
  async notify(eventType: NoticeEventType, notice: EventNotice, once?: string): Promise<void> {
    try {
      const config = await readEventConfig(this.deps.db, notice.companyId, eventType);
      if (config.status !== 1) return;
      if (once !== undefined && !(await firstOccurrence(this.deps.db, notice.companyId, eventType, once))) return;
      await this.deliver(config, notice);
    } catch (err) {
      this.deps.log.error({ err, eventType }, '通知：读取通知设置或记录事件失败');
    }
  }

  /** `notify` without waiting, for paths that must not be held up (a step of a running run); `idle` awaits it. */
  later(eventType: NoticeEventType, notice: EventNotice, once?: string): void {
    const sent = this.notify(eventType, notice, once).finally(() => this.pending.delete(sent));
    this.pending.add(sent);
  }

  /** Resolves when every notice sent `later` is out (tests; the platform's close). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** Tells the people of a config the caller already read and found on (the error monitor reads it with its own settings). */
  async deliver(config: NoticeEventConfig, notice: EventNotice): Promise<void> {
    const eventType = config.event_type;
    let people: Recipient[];
    try {
      people = await activePeople(this.deps.db, notice.companyId, config.notified_users);
    } catch (err) {
      this.deps.log.error({ err, eventType }, '通知：读取通知人员失败');
      return;
    }
    const channels: Array<[string, () => Promise<void>]> = [['notice', () => this.inApp(config, notice, people)]];
    if (config.email_notice === 1) channels.push(['email', () => this.email(notice, people)]);
    if (config.sms_notice === 1) channels.push(['sms', () => this.sms(notice, people)]);
    const results = await Promise.allSettled(channels.map(([, send]) => send()));
    results.forEach((result, i) => {
      if (result.status === 'rejected') this.deps.log.error({ err: result.reason, channel: channels[i]![0], eventType }, '通知：发送失败');
    });
  }

  private async inApp(config: NoticeEventConfig, notice: EventNotice, people: Recipient[]): Promise<void> {
    // named people who are all disabled now get nothing: never widened to the whole company
    const to: Array<string | null> = config.notified_users.length === 0 ? [null] : people.map((p) => p.id);
    const kind = NOTICE_KIND[config.event_type];
    const { companyId, title, body } = notice;
    await insertNotices(
      this.deps.db,
      to.map((userId) => ({ companyId, userId, kind, title, body, processId: notice.processId ?? null, runId: notice.runId ?? null })),
    );
  }

  private async email(notice: EventNotice, people: Recipient[]): Promise<void> {
    const to = [...new Set([...people.map((p) => p.email), ...(notice.extraEmails ?? [])].map((e) => e.toLowerCase()))];
    if (to.length === 0) return;
    if (!this.deps.mailer) {
      this.deps.log.warn({ companyId: notice.companyId }, '通知：未配置 SMTP_URL，邮件未发送');
      return;
    }
    await this.deps.mailer.send({ to, subject: `【汇流】${notice.title}`, text: `${notice.title}\n\n${notice.body}\n` });
  }

  /** One message per person with a mobile number; one person's failure does not stop the others'. */
  private async sms(notice: EventNotice, people: Recipient[]): Promise<void> {
    const mobiles = [...new Set(people.flatMap((p) => (p.mobile?.trim() ? [p.mobile.trim()] : [])))];
    if (mobiles.length === 0) return;
    const sender = this.deps.sms;
    if (!sender) {
      this.deps.log.warn({ companyId: notice.companyId }, '通知：未配置短信网关（HUILIU_SMS_URL），短信未发送');
      return;
    }
    const text = `【汇流】${notice.title}。${notice.body}`.slice(0, SMS_MAX_CHARS);
    const sent = await Promise.allSettled(mobiles.map((mobile) => sender.send({ mobile, text })));
    const failed = sent.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed.length > 0)
      throw new AggregateError(
        failed.map((r) => r.reason as unknown),
        `${failed.length} 条短信发送失败`,
      );
  }
}

/** Records an occurrence; true for the first to record it (the insert that did not conflict). */
async function firstOccurrence(db: Db, companyId: string, eventType: NoticeEventType, subject: string): Promise<boolean> {
  const inserted = await db
    .insert(noticeEventMarks)
    .values({ companyId, eventType, subject })
    .onConflictDoNothing()
    .returning({ at: noticeEventMarks.createdAt });
  return inserted.length > 0;
}
