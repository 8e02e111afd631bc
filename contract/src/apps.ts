import { z } from 'zod';
import { count, id, json, timestamp } from './fields';

/**
 * The REST shapes of apps and accounts (issue 11; spec §3 App info, Action, Account). The calls that answer
 * them are declared by their families (process-app, app-accounts); these two shapes are shared.
 */

/** One option of a select field; `label_en` for the English UI. */
export const AppFieldOption = z.strictObject({ value: z.string(), label: z.string(), label_en: z.string().optional() });

export interface AppFieldShape {
  key: string;
  kind: string;
  label: string;
  label_en?: string | undefined;
  help?: string | undefined;
  help_en?: string | undefined;
  placeholder?: string | undefined;
  required: boolean;
  secret: boolean;
  mappable: boolean;
  default?: unknown;
  options?: z.output<typeof AppFieldOption>[] | undefined;
  dynamic: boolean;
  depends_on: string[];
  children?: AppFieldShape[] | undefined;
}

/** A field of an action or account form, as core AppField with its English texts beside it. */
export const AppFieldInfo: z.ZodType<AppFieldShape> = z.strictObject({
  key: z.string(),
  kind: z.string(),
  label: z.string(),
  label_en: z.string().optional(),
  help: z.string().optional(),
  help_en: z.string().optional(),
  placeholder: z.string().optional(),
  required: z.boolean(),
  secret: z.boolean(),
  mappable: z.boolean(),
  default: json.optional(),
  options: z.array(AppFieldOption).optional(),
  dynamic: z.boolean(),
  depends_on: z.array(z.string()),
  children: z.lazy(() => z.array(AppFieldInfo)).optional(),
});

export const AuthMethodInfo = z.strictObject({ type: z.string(), fields: z.array(AppFieldInfo) });

/** spec §3 Action (request_url is the platform's own run; there is no per-action URL to call from a browser). */
export const ActionInfo = z.strictObject({
  action_id: z.string(),
  name: z.string(),
  name_en: z.string().optional(),
  description: z.string(),
  description_en: z.string().optional(),
  kind: z.enum(['action', 'webhook', 'polling', 'schedule', 'event']),
  editor: z.enum(['fields', 'filter', 'switch']),
  fields: z.array(AppFieldInfo),
  sends_data: z.boolean(),
  output_sample: json.optional(),
});
export type ActionInfo = z.output<typeof ActionInfo>;

/** spec §3 App info, with the definition's forms so the editor needs no second call. */
export const AppInfo = z.strictObject({
  app_id: z.string(),
  app_name: z.string(),
  app_name_en: z.string(),
  description: z.string(),
  description_en: z.string().optional(),
  app_state: z.number().int(),
  app_version: z.string(),
  icon: z.string(),
  doc: z.string().optional(),
  class_type: z.string(),
  is_trigger: z.boolean(),
  /** spec §3 account_on: 1 when the app needs an account. */
  account_on: z.union([z.literal(0), z.literal(1)]),
  paid: z.boolean(),
  /** Open-platform apps (issue 14) name their origin and definition; null for the catalogue. */
  origin_app_id: z.string().nullable(),
  definition_id: z.string().nullable(),
  auth_methods: z.array(AuthMethodInfo),
  actions: z.array(ActionInfo),
});
export type AppInfo = z.output<typeof AppInfo>;

/** spec §3 Account (camelCase as the spec names it); authData has every secret as '******'. */
export const AccountInfo = z.strictObject({
  accountId: id,
  accountName: z.string(),
  accountType: z.string(),
  appId: z.string(),
  processNum: count,
  /** The live pipelines that use it (what processNum counts): the gateway resolves AppAccount.pipelines from them. */
  processIds: z.array(id).optional(),
  userName: z.string().nullable(),
  status: z.enum(['ok', 'failed', 'unknown']),
  statusMessage: z.string().nullable(),
  checkedAt: timestamp.nullable(),
  tokenExpiresAt: timestamp.nullable(),
  refreshedAt: timestamp.nullable(),
  refreshCount: count,
  authData: z.record(z.string(), json),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AccountInfo = z.output<typeof AccountInfo>;
