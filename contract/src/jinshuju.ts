import { z } from 'zod';
import { AccountInfo } from './apps';
import { call } from './call';
import { count, id, idString, json } from './fields';

/**
 * The form service (spec §7 Data "Form service", §3 "Form-service entities": jsj_id, form_token, api_key, api_secret,
 * account_id, code) — 金数据 accounts, forms and entries under `/v1/api/data/jinshuju`, and the data push address of
 * a pipeline (docs/rest-contract-jinshuju.md). `jsj_id` is the 金数据 app account's id under its form-service name.
 */
const BASE = '/v1/api/data/jinshuju';
/** Where 金数据 pushes a pipeline's entries; the key is the pipeline's webhook key. */
export const JINSHUJU_PUSH_PATH = `${BASE}/push`;

const apiKey = z.string().trim().min(1, '请填写 API Key').max(200);
const apiSecret = z.string().trim().min(1, '请填写 API Secret').max(200);
const formToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, '表单 token 格式不正确（如填写链接 https://jinshuju.net/f/ABC123 中的 ABC123）');
const baseUrl = z.string().trim().url('金数据地址必须是网址').max(200);

/** GET auth: how an account is added — the API-key form — and, with account_id, that account (secrets masked). */
export const JinshujuAuthInfo = z.strictObject({
  /** core AuthType of the methods offered: only 'basic' (API Key + Secret). */
  methods: z.array(z.string()),
  oauth_supported: z.boolean(),
  /** Why OAuth is not offered, for the screen and for an older client that sent `code`. */
  oauth_note: z.string(),
  account: AccountInfo.nullable(),
});

export const JinshujuFormSummary = z.strictObject({
  form_token: z.string(),
  name: z.string(),
  created_at: z.string().nullable(),
  creator_name: z.string().nullable(),
});

export const JinshujuChoice = z.strictObject({ name: z.string(), value: z.string() });
export const JinshujuField = z.strictObject({
  api_code: z.string(),
  /** As the form's author wrote it (Chinese in a Chinese form). */
  label: z.string(),
  type: z.string(),
  required: z.boolean(),
  choices: z.array(JinshujuChoice),
});

/** A pipeline whose trigger is 「新表单数据」 of this form, with the address 金数据's data push should be set to. */
export const JinshujuFormPipeline = z.strictObject({ process_id: id, title: z.string(), status: z.number().int(), push_url: z.string() });

export const JinshujuFormDetail = z.strictObject({
  jsj_id: id,
  form_token: z.string(),
  name: z.string(),
  description: z.string(),
  fields: z.array(JinshujuField),
  /** The form's data push URL as 金数据 holds it now (null: not set). */
  push_url: z.string().nullable(),
  pipelines: z.array(JinshujuFormPipeline),
});

export const JinshujuEntryAdded = z.strictObject({ form_token: z.string(), form_name: z.string(), entry: json });

/** What 金数据's push hears: a queued run, or a duplicate (the entry already ran) that is acknowledged and starts nothing. */
export const JinshujuPushAccepted = z.strictObject({
  accepted: z.boolean(),
  duplicate: z.boolean(),
  log_id: id.nullable(),
  accept_id: id.nullable(),
  /** The pipeline is off and its editor listens: kept as a sample, nothing runs. */
  sample_only: z.literal(true).optional(),
});

export const JinshujuPushConnected = z.strictObject({ process_id: id, form_token: z.string(), push_url: z.string() });

const jsjId = idString;

export const jinshuju = {
  /** spec `GET jinshuju/account`: the company's 金数据 accounts, newest first. */
  account: call({ method: 'GET', path: `${BASE}/account`, reply: z.strictObject({ list: z.array(AccountInfo), total: count }) }),
  /** spec `GET jinshuju/auth`: the ways to authorise; `code` (金数据 OAuth) is refused with 4354. */
  authInfo: call({
    method: 'GET',
    path: `${BASE}/auth`,
    query: z.object({ account_id: idString.optional(), code: z.string().max(500).optional() }),
    reply: JinshujuAuthInfo,
  }),
  /**
   * spec `POST jinshuju/auth`: adds an account from api_key and api_secret (or, with account_id, authorises that one
   * anew) once 金数据 accepts them; a refusal saves nothing (4353). `code` is refused (4354).
   */
  auth: call({
    method: 'POST',
    path: `${BASE}/auth`,
    body: z
      .object({
        code: z.string().max(500).optional(),
        api_key: apiKey.optional(),
        api_secret: apiSecret.optional(),
        account_id: idString.optional(),
        account_name: z.string().trim().min(1).max(100).optional(),
        base_url: baseUrl.optional(),
      })
      .refine((b) => b.code !== undefined || (b.api_key !== undefined && b.api_secret !== undefined), {
        message: '请填写 API Key 和 API Secret',
        path: ['api_key'],
      }),
    reply: AccountInfo,
  }),
  /** spec `POST jinshuju/key`: new keys for an existing account, checked with 金数据 before they replace the old ones. */
  key: call({
    method: 'POST',
    path: `${BASE}/key`,
    body: z.object({ account_id: idString, api_key: apiKey, api_secret: apiSecret }),
    reply: AccountInfo,
  }),
  /** spec `GET jinshuju/form/select (jsj_id)`: one page (50) of the account's forms; `next` is 金数据's cursor. */
  formSelect: call({
    method: 'GET',
    path: `${BASE}/form/select`,
    query: z.object({ jsj_id: jsjId, keyword: z.string().trim().max(100).optional(), next: z.string().max(100).optional() }),
    reply: z.strictObject({ list: z.array(JinshujuFormSummary), total: count, next: z.string().nullable() }),
  }),
  /**
   * spec `GET jinshuju/form/detail (jsj_id, jsj_form_token, item)`: the form's fields with their labels, and the
   * pipelines triggered by it with their push addresses; `item` (a field's api code) narrows `fields` to that one.
   */
  formDetail: call({
    method: 'GET',
    path: `${BASE}/form/detail`,
    query: z.object({
      jsj_id: jsjId,
      jsj_form_token: formToken,
      item: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_]{1,64}$/, 'item 须为字段编码，如 field_1')
        .optional(),
    }),
    reply: JinshujuFormDetail,
  }),
  /** spec `POST jinshuju/add (fields, form_token, jsj_id)`: one entry, `fields` by api code (choices by label or code). */
  add: call({
    method: 'POST',
    path: `${BASE}/add`,
    body: z.object({
      jsj_id: jsjId,
      form_token: formToken,
      fields: z.record(z.string().min(1).max(64), z.unknown()).refine((f) => Object.keys(f).length <= 200, '最多 200 个字段'),
    }),
    reply: JinshujuEntryAdded,
  }),
  /** Sets the form's data push (金数据 API PATCH setting.entry_post_url) to the pipeline's push address. */
  connectPush: call({ method: 'POST', path: `${BASE}/push/connect`, body: z.object({ process_id: idString }), reply: JinshujuPushConnected }),
  /** 金数据's data push to a pipeline: public, the key is the secret; the body is 金数据's `{ form, form_name, entry }`. */
  push: call({
    method: 'POST',
    path: `${JINSHUJU_PUSH_PATH}/:key`,
    params: z.object({ key: z.string() }),
    public: true,
    request: 'any',
    reply: JinshujuPushAccepted,
  }),
};
