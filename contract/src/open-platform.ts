import { APP_CLASSES } from '@huiliu/core';
import { z } from 'zod';
import { AccountTestResult, FieldOptions, SampleValues } from './app-run';
import { AccountInfo, ActionInfo, AppFieldInfo, AppInfo } from './apps';
import { call, page } from './call';
import { bit, count, id, idString, json, limitParam, looseBit, offsetParam, queryFlag, timestamp } from './fields';

/**
 * The open platform (issue 14; spec §7 "Open platform", §3 App info / Account / Action, §5 ids ≥ 1,000,000).
 * A developer company writes apps in the declarative format of issue 11 (core `AppManifest`), versions and publishes
 * them; the spec's 20 calls serve those apps and their accounts to the companies that may see them. Paths under
 * `dev/` are ours (the spec names no developer calls): docs/rest-contract-open-platform.md.
 */
const BASE = '/api/platform/apps';

export const OPEN_APP_VISIBILITIES = ['private', 'public'] as const;
export const OPEN_APP_VERSION_STATUSES = ['draft', 'published', 'retired'] as const;
/** The auth methods a first draft may start from (custom needs hand-written fields; the editor adds them). */
export const OPEN_APP_STARTER_AUTH = ['none', 'api_key', 'basic', 'oauth2'] as const;

/** An open app's id: digits, 1,000,000 or more (spec §5); anything else is not an open app. */
const openAppId = z.string({ error: '请选择应用' }).regex(/^\d{7,19}$/, '开放平台应用 ID 须为 7 位以上的数字');
/** Semantic version without pre-release (1.0.0): drafts are compared by it. */
const semver = z
  .string({ error: '请填写版本号' })
  .trim()
  .regex(/^(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})$/, '版本号须为语义化版本，例如 1.0.0');
const actionId = z.string({ error: '请选择动作' }).trim().min(1, '请选择动作').max(64);
const appName = z.string({ error: '请填写应用名称' }).trim().min(1, '请填写应用名称').max(60, '应用名称不能超过 60 个字符');
const note = z.string().trim().max(500, '版本说明不能超过 500 个字符');
/** The values an action's templates read as `{{input.KEY}}`. */
const inputObject = z.record(z.string().max(64), json).refine((d) => JSON.stringify(d).length <= 65_536, '输入数据过大');
/** An account form's values (as issue 11's add/account: ≤ 50 keys, 16 KB). */
const authData = z
  .record(z.string().max(64, '字段标识过长'), z.unknown())
  .refine((d) => Object.keys(d).length <= 50, '授权字段过多')
  .refine((d) => JSON.stringify(d).length <= 16_384, '授权数据过大');
const accountName = z.string().trim().min(1, '请填写账户名称').max(100, '账户名称不能超过 100 个字符');

/** One version of an open app: `definition` is a full core `AppManifest` carrying the app's id. */
export const OpenAppVersion = z.strictObject({
  app_id: z.string(),
  version: z.string(),
  status: z.enum(OPEN_APP_VERSION_STATUSES),
  note: z.string(),
  definition: json,
  created_by: id,
  created_at: timestamp,
  updated_at: timestamp,
  published_at: timestamp.nullable(),
});
export type OpenAppVersion = z.output<typeof OpenAppVersion>;

/** An open app as its developer company sees it; names and icon are the newest version's. */
export const OpenApp = z.strictObject({
  app_id: z.string(),
  company_id: id,
  created_by: id,
  name: z.string(),
  name_en: z.string(),
  icon: z.string(),
  class_type: z.string(),
  visibility: z.enum(OPEN_APP_VISIBILITIES),
  /** core APP_STATES: 1 online, 2 offline (left out of every list; pipelines already using it keep running), 3 beta. */
  state: z.number().int(),
  /** The version pipelines run; null until the first publish. */
  published_version: z.string().nullable(),
  /** Newest first (by semver). */
  versions: z.array(OpenAppVersion),
  created_at: timestamp,
  updated_at: timestamp,
});
export type OpenApp = z.output<typeof OpenApp>;

/** One problem of a definition: where (dotted path) and what, in Chinese. */
export const DefinitionProblem = z.strictObject({ path: z.string(), message: z.string() });

/** get_actions_by_app: an action with whether its definition hides it from pickers. */
export const OpenActionInfo = ActionInfo.extend({ hidden: z.boolean() });

/** The request test_actions rendered (secrets masked as '******'). */
export const SentRequest = z.strictObject({
  url: z.string(),
  method: z.string(),
  headers: z.record(z.string(), z.string()),
  body: json.nullable(),
});
/** The third party's reply as test_actions received it (the body cut at 64 KB for display). */
export const ReceivedResponse = z.strictObject({
  status: z.number().int(),
  headers: z.record(z.string(), z.string()),
  body: json.nullable(),
});
/** test_actions: what was (or would be) sent, what came back, and how long it took. */
export const ActionTestResult = z.strictObject({
  app_id: z.string(),
  action_id: z.string(),
  /** The version tested: a draft, or the published one. */
  version: z.string(),
  /** 1 sent through the guarded client; 0 rendered only (preview). */
  sent: bit,
  /** The action's success rule on the reply; null when nothing was sent. */
  ok: z.boolean().nullable(),
  request: SentRequest,
  response: ReceivedResponse.nullable(),
  /** Why the call failed (blocked address, time-out, size cap, the provider's error text); null on success. */
  error: z.strictObject({ code: z.number().int(), message: z.string() }).nullable(),
  duration_ms: count,
});
export type ActionTestResult = z.output<typeof ActionTestResult>;

export const AccountAuth = z.strictObject({
  account_id: id,
  app_id: z.string(),
  account_type: z.string(),
  account_name: z.string(),
  /** Every secret as '******'. */
  auth_data: z.record(z.string(), z.unknown()),
  /** The auth method's form, to edit it. */
  fields: z.array(AppFieldInfo),
});

export const EgressAddresses = z.strictObject({
  ips: z.array(z.string()),
  /** 'env': HUILIU_EGRESS_IPS; 'interfaces': read from the host's non-internal interfaces. */
  source: z.enum(['env', 'interfaces']),
  note: z.string(),
});

export const FlattenedKey = z.strictObject({ key: z.string(), value: json });

const byApp = z.object({ app_id: openAppId });
const byAccount = z.object({ account_id: idString });
const byVersion = z.object({ app_id: openAppId, version: semver });

/** Developer calls (ours, access `developer`): `/api/platform/apps/dev/*`. */
const developer = {
  /** The company's open apps, newest first, each with its versions. */
  devList: call({ method: 'GET', path: `${BASE}/dev/list`, reply: z.strictObject({ list: z.array(OpenApp) }) }),
  /** One of the company's open apps with its versions; another company's → 4260. */
  devApp: call({ method: 'GET', path: `${BASE}/dev/app`, query: byApp, reply: OpenApp }),
  /** A new private app in state beta with a first draft 0.1.0 (one sample action) built from a name, class and auth method. */
  devCreate: call({
    method: 'POST',
    path: `${BASE}/dev/create`,
    body: z.object({
      name: appName,
      name_en: z.string().trim().max(60).optional(),
      description: z.string().trim().max(500).default(''),
      class_type: z.enum(APP_CLASSES).default('developer'),
      auth_type: z.enum(OPEN_APP_STARTER_AUTH).default('none'),
    }),
    reply: OpenApp,
  }),
  /** Creates or replaces a draft; the definition must pass validation (4261 with `data.problems`, nothing saved). */
  devVersionSave: call({
    method: 'POST',
    path: `${BASE}/dev/version/save`,
    body: byVersion.extend({ definition: json, note: note.optional() }),
    reply: OpenAppVersion,
  }),
  /** Freezes a draft and makes it the version pipelines run. */
  devVersionPublish: call({ method: 'POST', path: `${BASE}/dev/version/publish`, body: byVersion, reply: OpenApp }),
  /** Points the app back at an earlier published version. */
  devVersionRollback: call({ method: 'POST', path: `${BASE}/dev/version/rollback`, body: byVersion, reply: OpenApp }),
  /** State (1 online, 2 offline, 3 beta) and / or visibility. */
  devState: call({
    method: 'POST',
    path: `${BASE}/dev/state`,
    body: byApp.extend({
      state: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
      visibility: z.enum(OPEN_APP_VISIBILITIES).optional(),
    }),
    reply: OpenApp,
  }),
};

/** The spec's calls (§7 "Open platform"; get_flow_suggestion / get_fields_suggestion are the AI family's). */
const spec = {
  /** Open apps the company may use (listed, published); `account_on=1` only those needing an account. */
  alllist: call({
    method: 'POST',
    path: `${BASE}/alllist`,
    query: z.object({ account_on: queryFlag.optional() }),
    /** The gateway sends its arguments as the body of a POST: `account_on` is read from either. */
    body: z.object({ account_on: looseBit.optional() }).optional(),
    reply: z.strictObject({ list: z.array(AppInfo), total: count }),
  }),
  /** An open app's actions; `hidden=1` includes the ones its definition hides. */
  getActionsByApp: call({
    method: 'GET',
    path: `${BASE}/get_actions_by_app`,
    query: byApp.extend({ hidden: queryFlag.optional() }),
    reply: z.strictObject({ list: z.array(OpenActionInfo) }),
  }),
  /** The company's accounts of an open app (definition_id and action_id accepted, as the spec sends them). */
  getAccountByApp: call({
    method: 'GET',
    path: `${BASE}/get_account_by_app`,
    query: byApp.extend({ definition_id: z.string().max(40).optional(), action_id: actionId.optional() }),
    reply: z.strictObject({ list: z.array(AccountInfo) }),
  }),
  /** One account of the app, masked, with its auth method's form. */
  getAccountAuthByApp: call({
    method: 'GET',
    path: `${BASE}/get_account_auth_by_app`,
    query: byApp.extend({ account_id: idString, definition_id: z.string().max(40).optional() }),
    reply: AccountAuth,
  }),
  /** An account from the auth form; runs the app's connection test when it has one (a failing test saves nothing). */
  addAccount: call({
    method: 'POST',
    path: `${BASE}/add_account`,
    body: byApp.extend({
      auth_data: authData,
      account_type: z.string().trim().min(1).max(40).optional(),
      account_name: accountName.optional(),
      definition_id: z.string().max(40).optional(),
      action_id: actionId.optional(),
      source_by: z.string().max(40).optional(),
    }),
    reply: z.strictObject({ account: AccountInfo, tested: z.boolean() }),
  }),
  /** An action's fields, dynamic options resolved through the account when one is given. */
  getFieldDefinitions: call({
    method: 'POST',
    path: `${BASE}/get_field_definitions`,
    body: z.object({
      data: z.object({ app_id: openAppId, action_id: actionId, account_id: idString.optional(), fields: inputObject.optional() }),
    }),
    reply: z.strictObject({ app_id: z.string(), action_id: z.string(), fields: z.array(AppFieldInfo) }),
  }),
  /**
   * The test console: renders the action's request from `input_data` with the account; `isend=1` sends it through the
   * guarded client, 0 only shows it. `version` tests a draft (the developer company only).
   */
  testActions: call({
    method: 'POST',
    path: `${BASE}/test_actions`,
    body: z.object({
      app_id: openAppId,
      action_id: actionId,
      account_id: idString.optional(),
      input_data: inputObject.default({}),
      process_id: idString.optional(),
      isend: looseBit.default(0),
      version: semver.optional(),
      /** Seconds, 1–30 (the guarded client's own cap still applies). */
      time_out: z.coerce.number().int().min(1).max(30).optional(),
    }),
    reply: ActionTestResult,
  }),
  /** A sample (or the action's output sample) as dotted keys, paged; `keyword` filters keys. */
  flatten: call({
    method: 'POST',
    path: `${BASE}/flatten`,
    body: byApp.extend({
      action_id: actionId,
      sample_data: json.optional(),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      limit: limitParam.default(50),
      keyword: z.string().trim().max(100).optional(),
    }),
    reply: z.strictObject({ list: z.array(FlattenedKey), total: count, page: count }),
  }),
  /** As /v1/api/process/app/model/value (issue 11) for an open app. */
  modelValue: call({
    method: 'POST',
    path: `${BASE}/model_value`,
    body: byApp.extend({
      action_id: actionId,
      account_id: idString.optional(),
      account_token: z.string().max(200).optional(),
      fields: inputObject.optional(),
      no_flatten: looseBit.optional(),
      for_more: looseBit.optional(),
    }),
    reply: SampleValues,
  }),
  /** As /v1/api/process/app/model/data (issue 11): one field's dynamic options. */
  modelData: call({
    method: 'POST',
    path: `${BASE}/model_data`,
    body: byApp.extend({
      action_id: actionId,
      field_key: z.string({ error: '请指定字段' }).min(1, '请指定字段').max(64),
      account_id: idString.optional(),
      fields: inputObject.optional(),
    }),
    reply: FieldOptions,
  }),
  /** The action's required fields and the problems of its definition (*app_id inferred*: action ids are per app). */
  checkActionFields: call({
    method: 'GET',
    path: `${BASE}/check_action_fields`,
    query: byApp.extend({ action_id: actionId, version: semver.optional() }),
    reply: z.strictObject({ required: z.array(z.string()), problems: z.array(DefinitionProblem) }),
  }),
  /** OAuth 2 refresh now. */
  accountRefresh: call({ method: 'POST', path: `${BASE}/account_refresh`, body: byAccount, reply: AccountInfo }),
  /** Whether the app needs an account, and its auth types. */
  accounton: call({
    method: 'GET',
    path: `${BASE}/accounton`,
    query: byApp,
    reply: z.strictObject({ account_on: bit, auth_types: z.array(z.string()) }),
  }),
  /** An account's auth data, masked (any app of the company's accounts). */
  getAccountAuth: call({ method: 'GET', path: `${BASE}/get_account_auth`, query: byAccount, reply: AccountAuth }),
  /** The addresses outbound calls leave from. */
  ipWhiteList: call({ method: 'GET', path: `${BASE}/ip_white_list`, reply: EgressAddresses }),
  /** The open apps the company has accounts of (`company_id`, when sent, must be the caller's). */
  getAppByAccount: call({
    method: 'GET',
    path: `${BASE}/get_app_by_account`,
    query: z.object({ company_id: idString.optional() }),
    reply: z.strictObject({ list: z.array(z.strictObject({ app: AppInfo, account_count: count })) }),
  }),
  /** The account's connection test (its app's `connection_test`). */
  accountTestByApp: call({
    method: 'GET',
    path: `${BASE}/account_test_by_app`,
    query: byAccount.extend({ app_id: openAppId.optional() }),
    reply: AccountTestResult,
  }),
  /** The company's accounts of open apps (of one when `app_id`), newest first. */
  accountList: call({
    method: 'GET',
    path: `${BASE}/account_list`,
    query: z.object({
      app_id: openAppId.optional(),
      keyword: z.string().trim().max(100).optional(),
      limit: limitParam.default(15),
      offset: offsetParam.default(0),
    }),
    reply: page(AccountInfo),
  }),
  /** As /v1/api/app/delete: an account pipelines use is refused (4070) unless `confirm=1`. */
  accountDelete: call({
    method: 'GET',
    path: `${BASE}/account_delete`,
    query: byAccount.extend({ confirm: queryFlag.optional() }),
    reply: z.strictObject({ account_id: id }),
  }),
  /** Renames and / or replaces the auth data ('******' keeps a saved secret). */
  accountUpdate: call({
    method: 'POST',
    path: `${BASE}/account_update`,
    body: byAccount.extend({ account_name: accountName.optional(), auth_data: authData.optional() }),
    reply: AccountInfo,
  }),
};

/** Issue 14 open platform — `/api/platform/apps`. */
export const openPlatform = { ...developer, ...spec };
