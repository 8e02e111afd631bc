import { SDK_ACTION_FIELD_TYPES, SDK_ACTION_METHODS, SDK_SCREENS } from '@huiliu/core';
import { z } from 'zod';
import { call, page } from './call';
import { bit, count, id, idString, json, paging, timestamp } from './fields';
import { AppList } from './app-catalogue';
import { CompanyFee, Quotas } from './company-billing';

/**
 * The SDK (issue 14, spec §6 and §7 SDK): a partner company embeds 汇流 in its own product. docs/rest-contract-sdk.md.
 *
 * Every `/api/sdk/*` call but login_info, embed_policy and the admin calls is signed: it carries `corp_id`,
 * `timestamp` (seconds), `nonce` and `sign` besides its own parameters, and the family's own hook checks them before
 * the body is validated (so a missing one has its own code, 4280). They are `public` in the access table: the
 * signature, not a session, is their credential.
 */
const SDK = '/api/sdk';

/** What every signed call carries (spec §6); `sign` = hex HMAC-SHA256 over the canonical string. */
const signed = {
  corp_id: z.string().min(1).max(64),
  /** Seconds since the epoch; a number or its digits. */
  timestamp: z.union([z.number().int().min(0), z.string().regex(/^\d{1,12}$/)]),
  nonce: z.string().min(8).max(64),
  sign: z.string().min(1).max(128),
};
/** Signed and carrying the corp_token of corp_token (every call after it). */
const withCorpToken = { ...signed, corp_token: z.string().min(1).max(128) };

const identification = z.string().trim().min(1).max(64);
const userName = z.string().trim().min(1, '请填写用户名').max(64, '用户名最多 64 个字符');
const email = z.email('邮箱格式不正确').max(254);
const mobile = z.string().regex(/^\+?\d{6,20}$/, '手机号格式不正确');
/** The partner's own company when absent (spec §6: users of the partner itself). */
const companyRef = { company_identification: identification.optional() };

/** A company created for a partner (create_company), or the partner's own (company_identification null). */
export const SdkCompany = z.strictObject({
  company_identification: z.string().nullable(),
  company_id: id,
  company_name: z.string(),
  plan: z.string(),
  created_at: timestamp,
});
export type SdkCompany = z.output<typeof SdkCompany>;

/** An embedded user as the partner sees it (spec §3 User: userid, company_id, uname, email, mobile, corp_name). */
export const SdkUser = z.strictObject({
  user_id: id,
  user_identify: z.string(),
  user_name: z.string(),
  /** null when the partner gave none (the person can never sign in by password). */
  user_email: z.string().nullable(),
  user_mobile: z.string().nullable(),
  company_id: id,
  company_identification: z.string().nullable(),
  company_name: z.string(),
  /** A built-in role's key or a custom role's id of the user's company. */
  role: z.string(),
  /** The page configuration whose role the user was given, when one was named. */
  cfg_id: id.nullable(),
  disabled: bit,
  created_at: timestamp,
});
export type SdkUser = z.output<typeof SdkUser>;

/** Which screens and apps an embedded page offers, and with which role its users work. */
export const SdkPageConfig = z.strictObject({
  cfg_id: id,
  name: z.string(),
  /** A built-in role's key or a custom role's id of the partner's company; embedded users get it. */
  role: z.string(),
  role_name: z.string(),
  hidden_nav: bit,
  screens: z.array(z.enum(SDK_SCREENS)),
  /** The fixed app list of the editor's picker; empty = every app the company may use. */
  app_ids: z.array(z.string()),
  /** Where the embedded UI opens, a path inside it (`/pipelines`). */
  landing: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type SdkPageConfig = z.output<typeof SdkPageConfig>;

/** The partner settings of a company: its corp_id and the origins that may frame 汇流. The secret is never in it. */
export const SdkPartner = z.strictObject({
  partner_id: id,
  company_id: id,
  corp_id: z.string(),
  domains: z.array(z.string()),
  created_by: id,
  created_at: timestamp,
  updated_at: timestamp,
  disabled_at: timestamp.nullable(),
});
export type SdkPartner = z.output<typeof SdkPartner>;

/** A save or rotation: `secret` is the plain secret, shown this once (on creation and rotation), else null. */
export const SavedSdkPartner = z.strictObject({ partner: SdkPartner, secret: z.string().nullable() });

/** An input field of a partner action. */
export const SdkActionField = z.strictObject({
  key: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, '字段标识只能由字母、数字和下划线组成，且不以数字开头'),
  label: z.string().trim().min(1).max(64),
  type: z.enum(SDK_ACTION_FIELD_TYPES),
  required: bit,
});

/** A partner's own action (spec §3 Action: action_id, request_url, request_type), kept in its own private app. */
export const SdkAction = z.strictObject({
  action_id: z.string(),
  /** The partner's own private open-platform app holding the action (docs/rest-contract-sdk.md); null is never sent now. */
  app_id: id.nullable(),
  name: z.string(),
  request_url: z.string(),
  request_type: z.enum(SDK_ACTION_METHODS),
  fields: z.array(SdkActionField),
  created_at: timestamp,
  updated_at: timestamp,
});
export type SdkAction = z.output<typeof SdkAction>;

/** What a run of a partner action sent and got (headers with secrets masked). */
export const SdkActionRun = z.strictObject({
  request: z.strictObject({ url: z.string(), method: z.string(), body: z.string().nullable() }),
  status: count,
  headers: z.record(z.string(), z.string()),
  body: json,
  duration_ms: count,
});

/** The embedded UI's session (login_info): who, in which company, on which page. */
export const EmbedSession = z.strictObject({
  user_id: id,
  user_name: z.string(),
  company_id: id,
  company_name: z.string(),
  corp_id: z.string(),
  /** The partner origin the user_token was issued for (the iframe's parent), null when none was named. */
  domain: z.string().nullable(),
  page: SdkPageConfig,
  expires_at: timestamp,
});

const actionBody = {
  name: z.string().trim().min(1, '请填写动作名称').max(64, '动作名称最多 64 个字符'),
  request_url: z.string().trim().min(1).max(2000),
  request_type: z.enum(SDK_ACTION_METHODS),
  fields: z.array(SdkActionField).max(50).default([]),
};

const pageCfgBody = z.object({
  /** Absent: a new page configuration. */
  cfg_id: idString.optional(),
  name: z.string().trim().min(1, '请填写页面配置名称').max(64, '页面配置名称最多 64 个字符'),
  role: z.string().trim().min(1).max(40),
  hidden_nav: bit.default(0),
  screens: z.array(z.enum(SDK_SCREENS)).min(1, '至少选择一个页面').max(SDK_SCREENS.length),
  app_ids: z
    .array(z.string().regex(/^\d{1,19}$/))
    .max(200)
    .default([]),
  landing: z
    .string()
    .regex(/^\/[A-Za-z0-9/_-]*$/, '落地页须是以 / 开头的路径')
    .max(200)
    .default('/pipelines'),
});

/** The SDK family: signed partner calls, the embedded UI's session, and the partner's own administration. */
export const sdk = {
  // ── signed, server to server (spec §7 SDK) ──
  corpToken: call({
    method: 'POST',
    path: `${SDK}/corp_token`,
    public: true,
    body: z.object(signed),
    reply: z.strictObject({ corp_token: z.string(), expires_in: count }),
  }),
  /** Idempotent: the same company_identification answers the company made the first time (`created` 0). */
  createCompany: call({
    method: 'POST',
    path: `${SDK}/create_company`,
    public: true,
    body: z.object({ ...withCorpToken, company_identification: identification, company_name: z.string().trim().min(1).max(64) }),
    reply: SdkCompany.extend({ created: bit }),
  }),
  /** Idempotent per user_identify in its company (`created` 0 answers the existing user unchanged). */
  createUser: call({
    method: 'POST',
    path: `${SDK}/create_user`,
    public: true,
    body: z.object({
      ...withCorpToken,
      ...companyRef,
      user_identify: identification,
      user_name: userName,
      user_email: email.optional(),
      user_mobile: mobile.optional(),
      cfg_id: idString.optional(),
    }),
    reply: SdkUser.extend({ created: bit }),
  }),
  queryUser: call({
    method: 'POST',
    path: `${SDK}/query_user`,
    public: true,
    body: z.object({ ...withCorpToken, ...companyRef, user_identify: identification }),
    reply: SdkUser,
  }),
  /** Changes only what it is given; `cfg_id` gives the user that page configuration's role; `disabled` 1 stops them. */
  modifyUser: call({
    method: 'POST',
    path: `${SDK}/modify_user`,
    public: true,
    body: z.object({
      ...withCorpToken,
      ...companyRef,
      user_identify: identification,
      user_name: userName.optional(),
      user_email: email.optional(),
      user_mobile: mobile.optional(),
      cfg_id: idString.optional(),
      disabled: bit.optional(),
    }),
    reply: SdkUser,
  }),
  /** A session of the user for the embedded UI (2 h), remembering cfg_id and domain; `embed_url` opens it. */
  userToken: call({
    method: 'POST',
    path: `${SDK}/user_token`,
    public: true,
    body: z.object({
      ...withCorpToken,
      ...companyRef,
      user_identify: identification,
      cfg_id: idString,
      /** The partner origin that will frame the page; one of the partner's domains. */
      domain: z.string().max(300).optional(),
    }),
    reply: z.strictObject({ user_token: z.string(), expires_in: count, embed_url: z.string() }),
  }),
  getUserinfo: call({
    method: 'POST',
    path: `${SDK}/get_userinfo`,
    public: true,
    body: z.object({ ...withCorpToken, user_token: z.string().min(1).max(128) }),
    reply: SdkUser,
  }),
  /** The company's fee and plan (spec §3 Company fee). */
  queryBalance: call({
    method: 'POST',
    path: `${SDK}/query_balance`,
    public: true,
    body: z.object({ ...withCorpToken, ...companyRef }),
    reply: z.strictObject({ company_id: id, company_identification: z.string().nullable(), fee: CompanyFee }),
  }),
  /** The company's limits and their use this month. */
  queryCompanyQuota: call({
    method: 'POST',
    path: `${SDK}/query_company_quota`,
    public: true,
    body: z.object({ ...withCorpToken, ...companyRef }),
    reply: z.strictObject({ company_id: id, company_identification: z.string().nullable(), quotas: Quotas }),
  }),
  /** The partner's companies with their plans and fees, oldest first. */
  queryCompanyBalance: call({
    method: 'POST',
    path: `${SDK}/query_company_balance`,
    public: true,
    body: z.object({ ...withCorpToken, ...paging }),
    reply: page(SdkCompany.extend({ fee: CompanyFee })),
  }),
  getPageCfg: call({
    method: 'POST',
    path: `${SDK}/get_page_cfg`,
    public: true,
    body: z.object({ ...withCorpToken, cfg_id: idString, domain: z.string().max(300).optional() }),
    reply: SdkPageConfig,
  }),
  /** Adds an action to the partner's own private app (made on the first add). */
  actionAdd: call({ method: 'POST', path: `${SDK}/action`, public: true, body: z.object({ ...withCorpToken, ...actionBody }), reply: SdkAction }),
  actionUpdate: call({
    method: 'PUT',
    path: `${SDK}/action`,
    public: true,
    body: z.object({
      ...withCorpToken,
      action_id: z.string().min(1).max(64),
      name: actionBody.name.optional(),
      request_url: actionBody.request_url.optional(),
      request_type: actionBody.request_type.optional(),
      fields: z.array(SdkActionField).max(50).optional(),
    }),
    reply: SdkAction,
  }),
  /** The partner's actions; `action_id` narrows to one. Signed over the query string. */
  actionGet: call({
    method: 'GET',
    path: `${SDK}/action`,
    public: true,
    query: z.object({ ...withCorpToken, action_id: z.string().min(1).max(64).optional() }),
    reply: z.strictObject({ list: z.array(SdkAction) }),
  }),
  /** Runs a partner action for one of its users with `input` (the action's fields), through the guarded client. */
  actionRun: call({
    method: 'POST',
    path: `${SDK}/action/run`,
    public: true,
    body: z.object({
      ...withCorpToken,
      ...companyRef,
      user_identify: identification,
      action_id: z.string().min(1).max(64),
      input: z.record(z.string(), json).default({}),
    }),
    reply: SdkActionRun,
  }),

  // ── the embedded UI (a user_token session) ──
  /** The embedded UI's session: user, company and page configuration (`token` may ride in the query, spec §6). */
  loginInfo: call({ method: 'GET', path: `${SDK}/login_info`, query: z.object({ token: z.string().optional() }), reply: EmbedSession }),
  /**
   * The apps the page offers its user (spec §7: company_id, user_id, page_id). company_id and user_id, when sent,
   * must be the caller's own; the page must be one of the caller's partner's.
   */
  jjyApp: call({
    method: 'GET',
    path: '/api/openapi/sdk/jjy/app',
    query: z.object({ page_id: idString, company_id: idString.optional(), user_id: idString.optional(), token: z.string().optional() }),
    reply: AppList,
  }),
  /** Public: the origins that may frame a page configuration (the gateway's frame-ancestors). */
  embedPolicy: call({
    method: 'GET',
    path: `${SDK}/embed_policy`,
    public: true,
    query: z.object({ cfg_id: idString }),
    reply: z.strictObject({ cfg_id: id, domains: z.array(z.string()) }),
  }),

  // ── the partner's administration (session, developer) ──
  adminPartner: call({ method: 'GET', path: `${SDK}/admin/partner`, reply: z.strictObject({ partner: SdkPartner.nullable() }) }),
  /** Creates the partner on first save (the reply carries its secret once); `disabled` 1 stops every signed call. */
  adminPartnerSave: call({
    method: 'POST',
    path: `${SDK}/admin/partner`,
    body: z.object({ domains: z.array(z.string().trim().min(1).max(300)).max(20), disabled: bit.optional() }),
    reply: SavedSdkPartner,
  }),
  /** A new secret, shown once; the old one stops at once. */
  adminPartnerSecret: call({ method: 'POST', path: `${SDK}/admin/partner/secret`, reply: SavedSdkPartner }),
  adminPageCfgs: call({ method: 'GET', path: `${SDK}/admin/page_cfgs`, reply: z.strictObject({ list: z.array(SdkPageConfig) }) }),
  adminPageCfgSave: call({ method: 'POST', path: `${SDK}/admin/page_cfg/save`, body: pageCfgBody, reply: SdkPageConfig }),
  adminPageCfgDelete: call({
    method: 'POST',
    path: `${SDK}/admin/page_cfg/delete`,
    body: z.object({ cfg_id: idString }),
    reply: z.strictObject({ cfg_id: id }),
  }),
  /** The companies the partner created, newest first. */
  adminCompanies: call({ method: 'GET', path: `${SDK}/admin/companies`, query: z.object(paging), reply: page(SdkCompany) }),
};
