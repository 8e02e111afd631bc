import { z } from 'zod';
import { idString } from '../../http/validate';

const flag = z.union([z.literal(0), z.literal(1)]);

export const byProcessId = z.object({ process_id: idString });

export const addBody = z.object({ process_id: idString, error_process_id: idString.nullish() });

/** `error_process_id: null` (or '') clears the error pipeline. */
export const updateBody = z.object({
  process_id: idString,
  monitored: flag.optional(),
  error_process_id: z
    .union([idString, z.literal('')])
    .nullish()
    .transform((v) => (v === '' ? null : v)),
});

const webhookUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((s) => s === '' || /^https?:\/\/[^\s]+$/i.test(s), '请填写以 http:// 或 https:// 开头的地址');

/** spec §3 Events config; any field left out keeps its saved value. */
export const settingsBody = z.object({
  email_notice: flag.optional(),
  sms_notice: flag.optional(),
  notified_users: z.array(idString).max(50).optional(),
  emails: z.array(z.email('邮箱格式不正确').max(254)).max(20).optional(),
  webhook_url: webhookUrl.nullish(),
  status: flag.optional(),
});
export type SettingsInput = z.output<typeof settingsBody>;
