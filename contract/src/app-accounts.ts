import { z } from 'zod';
import { AccountInfo, AppFieldInfo } from './apps';
import { call, page } from './call';
import { batchIdList, count, id, idString, limitParam, offsetParam, queryFlag } from './fields';

/**
 * App accounts (issue 11; spec §3 Account, §7 "App accounts" and the account calls of "Process apps").
 * Every call is scoped by the caller's company; unknown and foreign accounts both answer 4004.
 * docs/rest-contract-apps.md "accounts" says what each call reads and answers and what is inferred.
 */

const APP = '/v1/api/app';
const PROCESS_APP = '/v1/api/process/app';

/** An app id as the catalogue knows it (long ids are looked up by their first 7 digits, spec §5). */
const appId = z.string().regex(/^\d{1,19}$/, '应用 ID 须为数字');
const accountType = z.string().trim().min(1).max(40, '授权方式过长');
/** spec §3 accountName: shown in pickers and lists; 100 characters is plenty and bounds the row. */
const accountName = z.string().trim().min(1, '请填写账户名称').max(100, '账户名称不能超过 100 个字符');

/**
 * The form's values (spec "auth_data or fields"): at most 50 keys and 16 KB of JSON, so one request cannot
 * store an arbitrary document in a sealed column; the auth method's fields judge the inside.
 */
const authData = z
  .record(z.string().max(64, '字段标识过长'), z.unknown())
  .refine((d) => Object.keys(d).length <= 50, '授权字段过多')
  .refine((d) => JSON.stringify(d).length <= 16_384, '授权数据过大');

/** How an auth method's account is added: a form saved here, OAuth 2 authorisation, or a vendor's confirmation call. */
const ACCOUNT_ADD_VIA = ['form', 'oauth2', 'confirm'] as const;

export const AccountForm = z.strictObject({
  type: z.string(),
  via: z.enum(ACCOUNT_ADD_VIA),
  /** oauth2: where the web starts the authorisation (its /app-auth-redirect screen); null otherwise. */
  authorize_path: z.string().nullable(),
  fields: z.array(AppFieldInfo),
});

const byAccount = z.object({ account_id: idString });

/** spec §7 "App accounts" — `/v1/api/app`. */
export const appAccounts = {
  /**
   * '删除成功'. An account that pipelines use is refused (409 / 4070, `data.pipelines`) unless `confirm=1`.
   * `account_type`, when sent, must be the account's: another type reads as an unknown account.
   */
  delete: call({
    method: 'GET',
    path: `${APP}/delete`,
    query: z.object({ account_id: idString, account_type: accountType.optional(), confirm: queryFlag.optional() }),
    reply: z.strictObject({ account_id: id }),
  }),
  /** *inferred*: the forms of an app's auth methods (one when `account_type` is sent). */
  accountAdd: call({
    method: 'GET',
    path: `${APP}/account/add`,
    query: z.object({ app_id: appId, account_type: accountType.optional() }),
    reply: z.strictObject({ app_id: z.string(), app_name: z.string(), needs_account: z.boolean(), methods: z.array(AccountForm) }),
  }),
  /**
   * *inferred*: the company's accounts of one app or of several (comma-separated, ≤ 100: the gateway's
   * App.accounts loader), with their status, for a step's account picker.
   */
  connection: call({
    method: 'GET',
    path: `${APP}/connection`,
    query: z.object({
      app_id: z
        .string()
        .transform((s) => [...new Set(s.split(',').map((x) => x.trim()))])
        .pipe(z.array(appId).min(1).max(100)),
    }),
    reply: z.strictObject({ list: z.array(AccountInfo) }),
  }),
  /** The company's accounts, newest first; `keyword` matches the name; page size 15 (spec §9 account list). */
  list: call({
    method: 'GET',
    path: `${APP}/list`,
    query: z.object({
      app_id: appId.optional(),
      keyword: z.string().trim().max(100).optional(),
      limit: limitParam.default(15),
      offset: offsetParam.default(0),
    }),
    reply: page(AccountInfo),
  }),
  /** New auth data; a secret sent back as '******' (or left out) keeps its saved value. '修改成功'. */
  update: call({ method: 'POST', path: `${APP}/update`, body: byAccount.extend({ auth_data: authData }), reply: AccountInfo }),
  /** '修改成功'. */
  updatename: call({ method: 'POST', path: `${APP}/updatename`, body: byAccount.extend({ account_name: accountName }), reply: AccountInfo }),
  /** The accounts of these ids the company owns, for the gateway's loaders (like /dataprocess/batch). */
  batch: call({ method: 'GET', path: `${APP}/batch`, query: z.object({ ids: batchIdList }), reply: z.strictObject({ list: z.array(AccountInfo) }) }),
};

/** The values of an account form: `auth_data`, or `fields` as the spec also names it. */
const formValues = { auth_data: authData.optional(), fields: authData.optional() };

/** spec §7 "Process apps": the account calls — `/v1/api/process/app`. */
export const processAppAccounts = {
  /** The company's accounts of an app, newest first. */
  account: call({
    method: 'GET',
    path: `${PROCESS_APP}/account`,
    query: z.object({ app_id: appId }),
    reply: z.strictObject({ list: z.array(AccountInfo) }),
  }),
  /** The apps the company has accounts on, with how many. */
  accounton: call({
    method: 'GET',
    path: `${PROCESS_APP}/accounton`,
    reply: z.strictObject({ list: z.array(z.strictObject({ app_id: z.string(), app_name: z.string(), count })) }),
  }),
  /** Whether a step of this action needs an account, and which auth types add one. */
  needAccount: call({
    method: 'GET',
    path: `${PROCESS_APP}/need/account`,
    query: z.object({ app_id: appId, action_id: z.string().min(1).max(64) }),
    reply: z.strictObject({ need: z.union([z.literal(0), z.literal(1)]), auth_types: z.array(z.string()) }),
  }),
  /** An account's auth data for its edit form, every secret as '******'. */
  getAccountAuth: call({
    method: 'GET',
    path: `${PROCESS_APP}/get_account_auth`,
    query: byAccount,
    reply: z.strictObject({
      account_id: id,
      app_id: z.string(),
      account_type: z.string(),
      account_name: z.string(),
      auth_data: z.record(z.string(), z.unknown()),
    }),
  }),
  /**
   * An account from its form (api_key, basic, custom), checked against the auth method's fields (spec §5 required
   * rule). OAuth 2 is refused (authorise instead) and so is a custom method with a confirmation call.
   */
  addAccount: call({
    method: 'POST',
    path: `${PROCESS_APP}/add/account`,
    body: z.object({ app_id: appId, account_type: accountType.optional(), account_name: accountName.optional(), ...formValues }),
    reply: AccountInfo,
  }),
  /** Renames and/or replaces the auth data in one call ('修改成功'). */
  updateAccount: call({
    method: 'POST',
    path: `${PROCESS_APP}/update/account`,
    body: byAccount.extend({ account_name: accountName.optional(), ...formValues }),
    reply: AccountInfo,
  }),
};
