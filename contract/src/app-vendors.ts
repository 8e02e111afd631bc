import { z } from 'zod';
import { AccountInfo } from './apps';
import { call } from './call';
import { idString } from './fields';

/**
 * spec §7 "Other process and application calls" (the 企业微信自建应用, 美团 and 抖店 account confirmations) and the
 * 企业微信 calls of "App accounts" (get_xk_dep / get_xk_user / get_xk_sample, generate/encryption,
 * corpwechat/externalcontact/openid). docs/rest-contract-apps.md "vendors" says what is inferred.
 */

const field = (label: string, max = 200) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}过长（最多 ${max} 个字符）`);

/** Creating (no account_id) or re-confirming (account_id) an account; a secret sent as '******' keeps its saved value. */
const confirmBase = {
  account_id: idString.optional(),
  account_name: field('账户名称', 100),
};

export const CorpWechatConfirm = z.object({
  ...confirmBase,
  corpid: field('企业 ID（CorpID）', 64),
  corpsecret: field('应用 Secret', 256),
  agentid: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^\d{1,12}$/, '应用 AgentId 须为数字')),
});

export const MeituanConfirm = z.object({
  ...confirmBase,
  app_id: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(field('开发者 app_id', 64)),
  app_secret: field('app_secret', 256),
});

export const DoudianAuthorize = z.object({
  ...confirmBase,
  app_key: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(field('App Key', 64)),
  app_secret: field('App Secret', 256),
  shop_id: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^\d{1,20}$/, '店铺 ID 须为数字')),
});

export const XkDepartment = z.strictObject({ id: z.number().int(), name: z.string(), parentid: z.number().int() });
export const XkUser = z.strictObject({ userid: z.string(), name: z.string(), department: z.array(z.number().int()) });

export const appVendors = {
  /** spec §7: proves corpid + corpsecret with gettoken, then creates or updates the 企业微信自建应用 account. */
  corpWechatConfirm: call({
    method: 'POST',
    path: '/v1/api/application/corpWechatSelfBuild/account/add/confirm',
    body: CorpWechatConfirm,
    reply: AccountInfo,
    blankIsAbsent: true,
  }),
  /** spec §7: proves app_id + app_secret with a signed poi/getids, then creates or updates the 美团 account. */
  meituanConfirm: call({
    method: 'POST',
    path: '/v1/api/application/meituan/account/add/confirm',
    body: MeituanConfirm,
    reply: AccountInfo,
    blankIsAbsent: true,
  }),
  /** spec §7 (GET): a self-use shop's authorisation; the query carries the secret, so the web uses the POST twin. */
  doudianAuthorize: call({ method: 'GET', path: '/v1/api/process/doudian/auth/authorize', query: DoudianAuthorize, reply: AccountInfo }),
  /** Inferred POST twin of doudianAuthorize: the same fields in the body, so the secret stays out of URLs and logs. */
  doudianAuthorizePost: call({
    method: 'POST',
    path: '/v1/api/process/doudian/auth/authorize',
    body: DoudianAuthorize,
    reply: AccountInfo,
    blankIsAbsent: true,
  }),
  /** spec §7 get_xk_dep ("xk" inferred: the 企业微信 directory): departments through a 2007 account. */
  xkDepartments: call({
    method: 'GET',
    path: '/v1/api/app/get_xk_dep',
    query: z.object({
      account_id: idString,
      id: z
        .string()
        .regex(/^\d{1,12}$/, '部门 ID 须为数字')
        .optional(),
    }),
    reply: z.strictObject({ list: z.array(XkDepartment) }),
  }),
  /** spec §7 get_xk_user: members of one department. */
  xkUsers: call({
    method: 'GET',
    path: '/v1/api/app/get_xk_user',
    query: z.object({ account_id: idString, department_id: z.string({ error: '请选择部门' }).regex(/^\d{1,12}$/, '部门 ID 须为数字') }),
    reply: z.strictObject({ list: z.array(XkUser) }),
  }),
  /** spec §7 get_xk_sample: what 发送应用消息 sends and what 企业微信 answers, for the editor's preview. */
  xkSample: call({
    method: 'GET',
    path: '/v1/api/app/get_xk_sample',
    query: z.object({ msgtype: z.enum(['text', 'markdown'], { error: '消息类型只能是 text 或 markdown' }).default('text') }),
    reply: z.strictObject({ request: z.record(z.string(), z.unknown()), reply: z.record(z.string(), z.unknown()) }),
  }),
  /** spec §7 corpwechat/externalcontact/openid: an external contact's openid through a 2007 account. */
  corpwechatOpenid: call({
    method: 'GET',
    path: '/v1/api/apps/corpwechat/externalcontact/openid',
    query: z.object({ account_id: idString, external_userid: field('外部联系人 ID（external_userid）', 128) }),
    reply: z.strictObject({ external_userid: z.string(), openid: z.string() }),
  }),
  /** spec §7 generate/encryption (inferred): a Token and EncodingAESKey for a 企业微信 callback URL. */
  generateEncryption: call({
    method: 'POST',
    path: '/v1/api/apps/generate/encryption',
    reply: z.strictObject({ token: z.string().length(32), encoding_aes_key: z.string().length(43) }),
  }),
};
