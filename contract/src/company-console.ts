import { z } from 'zod';
import { call } from './call';
import { bit, count, id, idString, timestamp } from './fields';

const BASE = '/v1/api/base';

/**
 * spec §3 Events config `event_type`: what can happen that a company wants people told about
 * (docs/rest-contract-company.md). `process_error`: a run of a pipeline the error monitor watches failed (its config
 * is the monitor's general settings); `account_failed`: a run or a poll found an app account's authorisation failing;
 * `quota_reached`: the plan's runs of the month are used up and runs are refused.
 */
export const NOTICE_EVENT_TYPES = ['process_error', 'account_failed', 'quota_reached'] as const;
export type NoticeEventType = (typeof NOTICE_EVENT_TYPES)[number];

/** The company as its console shows it (spec §7 Company console "company info"). */
export const CompanyInfo = z.strictObject({
  company_id: id,
  name: z.string(),
  /** core PLANS key. */
  plan: z.string(),
  /** IANA name: schedules, date filters and the run log's times read it. */
  time_zone: z.string(),
  created_at: timestamp,
  /** Its owners who are not disabled (the founder, and whoever was made owner since). */
  owner_ids: z.array(id),
  /** People of the company who are not disabled. */
  member_count: count,
});
export type CompanyInfo = z.output<typeof CompanyInfo>;

/** spec §3 Events config of one event type. */
export const NoticeEventConfig = z.strictObject({
  event_type: z.enum(NOTICE_EVENT_TYPES),
  status: bit,
  email_notice: bit,
  sms_notice: bit,
  notified_users: z.array(id),
  /** null while the company never saved this event's config (the defaults apply). */
  updated_at: timestamp.nullable(),
});
export type NoticeEventConfig = z.output<typeof NoticeEventConfig>;

/** Every event type's config, and whether the operator configured mail (SMTP_URL) and SMS (HUILIU_SMS_URL). */
export const NoticeEventConfigs = z.strictObject({
  list: z.array(NoticeEventConfig),
  email_configured: bit,
  sms_configured: bit,
});

const companyName = z.string().trim().min(1, '请填写公司名称').max(100, '公司名称最多 100 个字符');
/** Checked against the runtime's IANA zones by the platform (4251), which stores the runtime's spelling. */
const timeZone = z.string().trim().min(1, '请填写时区').max(64, '时区名称最多 64 个字符');

/** What an event-config save may change; any field left out keeps its saved value. */
export const noticeEventConfigBody = z.object({
  status: bit.optional(),
  email_notice: bit.optional(),
  sms_notice: bit.optional(),
  notified_users: z.array(idString).max(50, '通知人员最多 50 人').optional(),
});

/** Company console — `/v1/api/base` (spec §7 "Company console"; paths beyond the spec's are inferred, see the doc). */
export const companyConsole = {
  info: call({ method: 'GET', path: `${BASE}/company`, reply: CompanyInfo }),
  /** Either field may be left out; the time zone is stored as the runtime spells it (`asia/shanghai` → `Asia/Shanghai`). */
  update: call({
    method: 'POST',
    path: `${BASE}/company`,
    body: z.object({ name: companyName.optional(), time_zone: timeZone.optional() }),
    reply: CompanyInfo,
  }),
  eventConfigs: call({ method: 'GET', path: `${BASE}/notice/event-config`, reply: NoticeEventConfigs }),
  /** spec §7 `POST event-config/{event_type}`: saves one event's config and answers it. */
  saveEventConfig: call({
    method: 'POST',
    path: `${BASE}/notice/event-config/:event_type`,
    params: z.object({ event_type: z.enum(NOTICE_EVENT_TYPES, { message: '通知事件类型不存在' }) }),
    body: noticeEventConfigBody,
    reply: NoticeEventConfig,
  }),
};
