import { z } from 'zod';
import { call } from './call';
import { bit, id, idString } from './fields';

const BASE = '/v1/api/application/monitor';

/** Whether a pipeline's failed runs notify, and which pipeline runs on them. */
export const MonitorRelation = z.strictObject({ process_id: id, monitored: bit, error_process_id: id.nullable() });
export type MonitorRelation = z.output<typeof MonitorRelation>;

/** spec §3 "Events config" of the company. */
export const MonitorSettings = z.strictObject({
  email_notice: bit,
  sms_notice: bit,
  notified_users: z.array(id),
  emails: z.array(z.string()),
  webhook_url: z.string(),
  status: bit,
});
export type MonitorSettings = z.output<typeof MonitorSettings>;

const byProcessId = z.object({ process_id: idString });

const webhookUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((s) => s === '' || /^https?:\/\/[^\s]+$/i.test(s), '请填写以 http:// 或 https:// 开头的地址');

/** spec §3 Events config; any field left out keeps its saved value. */
const settingsBody = z.object({
  email_notice: bit.optional(),
  sms_notice: bit.optional(),
  notified_users: z.array(idString).max(50).optional(),
  emails: z.array(z.email('邮箱格式不正确').max(254)).max(20).optional(),
  webhook_url: webhookUrl.nullish(),
  status: bit.optional(),
});

/** Error monitor — `/v1/api/application/monitor` (docs/rest-contract-engine.md "Error monitor"). */
export const monitor = {
  relation: call({ method: 'GET', path: `${BASE}/relation`, query: byProcessId, reply: MonitorRelation }),
  add: call({
    method: 'POST',
    path: `${BASE}/add`,
    body: z.object({ process_id: idString, error_process_id: idString.nullish() }),
    reply: MonitorRelation,
  }),
  /** `error_process_id: null` (or '') clears the error pipeline. */
  update: call({
    method: 'POST',
    path: `${BASE}/update`,
    body: z.object({
      process_id: idString,
      monitored: bit.optional(),
      error_process_id: z
        .union([idString, z.literal('')])
        .nullish()
        .transform((v) => (v === '' ? null : v)),
    }),
    reply: MonitorRelation,
  }),
  delete: call({ method: 'POST', path: `${BASE}/delete`, body: byProcessId, reply: z.strictObject({ process_id: id }) }),
  settings: call({ method: 'GET', path: `${BASE}/general/settings`, reply: MonitorSettings }),
  /** spec §7 lists GET and POST; a GET carries no body, so only POST saves. */
  saveSettings: call({ method: 'POST', path: `${BASE}/general/settings`, body: settingsBody, reply: MonitorSettings }),
};
