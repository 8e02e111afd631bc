import { AppError, ERRORS, JINSHUJU_APP_ID, secretMasker, type AppManifest } from '@huiliu/core';
import type { AccountInfo, BodyOf, QueryOf, ReplyOf, jinshuju as calls } from '@huiliu/contract';
import type { Db } from '../../db/open';
import { toAccountInfos } from '../../apps/account-info';
import { AUTH_MASK, type AccountRow, type AccountStore } from '../../apps/accounts';
import { formDetail, JinshujuCallError, listForms, type JinshujuConnection } from '../../apps/jinshuju/client';
import { addEntry } from '../../apps/jinshuju/handlers';
import type { AccountAuth } from '../../engine/types';
import type { GuardedHttpClient } from '../../http/guarded-client';
import type { Auth } from '../user/sessions';

export interface JinshujuDeps {
  db: Db;
  accounts: AccountStore;
  http: GuardedHttpClient;
}

/** Why only API keys (docs/rest-contract-jinshuju.md "Why API keys only"): shown by GET auth and the account screen. */
export const OAUTH_NOTE =
  '金数据的 OAuth 授权只向其商业合作伙伴开放，且对应另一套接口（v4）；API Key 与 API Secret 可访问同样的表单和数据，请在金数据「个人中心 → API」或企业「系统设置 → 企业 API」中生成。';

function appOf(deps: JinshujuDeps): AppManifest {
  return deps.accounts.catalogue.get(JINSHUJU_APP_ID)!;
}

async function infoOf(deps: JinshujuDeps, companyId: string, accountId: string): Promise<AccountInfo> {
  const [info] = await toAccountInfos(deps.db, deps.accounts, [await deps.accounts.get(companyId, accountId)]);
  return info!;
}

/** A 金数据 account of the company (jsj_id), or the same 4004 for unknown, foreign and other apps' ids. */
export async function accountRow(deps: JinshujuDeps, companyId: string, jsjId: string): Promise<AccountRow> {
  const row = await deps.accounts.get(companyId, jsjId);
  if (row.appId !== JINSHUJU_APP_ID) throw new AppError('NOT_FOUND', '账户不存在或已删除');
  return row;
}

/** The account's connection to 金数据, decrypted only here and in the engine. */
export async function connectionOf(deps: JinshujuDeps, companyId: string, jsjId: string): Promise<JinshujuConnection> {
  const row = await accountRow(deps, companyId, jsjId);
  const access = deps.accounts.access();
  const auth = (await access.authFor(companyId, row.id))!;
  const now = new Date();
  return {
    env: { http: deps.http, companyId, idempotencyKey: `jinshuju:${row.id}:${now.getTime()}`, now, accounts: access },
    app: appOf(deps),
    auth,
  };
}

/**
 * A refusal of 金数据 in the person's words: a refused key marks the account failed (its status shows it) and is 4353,
 * an unknown form 4004, anything else 5040 with 金数据's own message; secrets are masked.
 */
export async function refusal(deps: JinshujuDeps, c: JinshujuConnection, err: unknown): Promise<never> {
  if (!(err instanceof JinshujuCallError)) throw err;
  const { outcome } = err;
  const message = secretMasker(c.auth.secrets)(outcome.error);
  if (outcome.authFailed) {
    if (c.auth.accountId) await deps.accounts.reportFailure(c.env.companyId, c.auth.accountId, message);
    throw new AppError('JINSHUJU_CREDENTIALS_REFUSED', `${ERRORS.JINSHUJU_CREDENTIALS_REFUSED.msg}（${message}）`);
  }
  if (outcome.status === 404) throw new AppError('NOT_FOUND', '表单不存在，或该账户无权访问');
  throw new AppError('OUTBOUND_FAILED', `请求金数据失败：${message}`);
}

/** Keys are proven with 金数据 (one page of forms) before anything is saved: a refused pair is 4353, nothing written. */
async function prove(deps: JinshujuDeps, companyId: string, data: Record<string, unknown>): Promise<void> {
  const auth: AccountAuth = { accountId: '', appId: JINSHUJU_APP_ID, type: 'basic', data, secrets: [String(data.api_secret)] };
  const now = new Date();
  const c: JinshujuConnection = {
    env: { http: deps.http, companyId, idempotencyKey: `jinshuju:prove:${now.getTime()}`, now },
    app: appOf(deps),
    auth,
  };
  try {
    await listForms(c);
  } catch (err) {
    await refusal(deps, c, err);
  }
}

export async function accounts(deps: JinshujuDeps, auth: Auth): Promise<ReplyOf<typeof calls.account>> {
  const list = await toAccountInfos(deps.db, deps.accounts, await deps.accounts.list(auth.companyId, JINSHUJU_APP_ID));
  return { list, total: list.length };
}

export async function authInfo(deps: JinshujuDeps, auth: Auth, q: QueryOf<typeof calls.authInfo>): Promise<ReplyOf<typeof calls.authInfo>> {
  if (q.code !== undefined) throw new AppError('JINSHUJU_OAUTH_UNSUPPORTED');
  const account = q.account_id ? await infoOf(deps, auth.companyId, (await accountRow(deps, auth.companyId, q.account_id)).id) : null;
  return { methods: ['basic'], oauth_supported: false, oauth_note: OAUTH_NOTE, account };
}

/** New keys for an account (or a new account): proven first, then sealed; the status is ok since 金数据 just said so. */
async function saveKeys(
  deps: JinshujuDeps,
  auth: Auth,
  keys: { api_key: string; api_secret: string; base_url?: string | undefined; account_id?: string | undefined; account_name?: string | undefined },
): Promise<AccountInfo> {
  const existing = keys.account_id ? await accountRow(deps, auth.companyId, keys.account_id) : undefined;
  const kept = existing ? deps.accounts.open(existing) : {};
  // the account form shows the saved secret as '******': sent back unchanged, it means "keep it"
  const secret = existing && keys.api_secret === AUTH_MASK ? String(kept.api_secret ?? '') : keys.api_secret;
  const data: Record<string, unknown> = { api_key: keys.api_key, api_secret: secret };
  const baseUrl = keys.base_url ?? (typeof kept.base_url === 'string' && kept.base_url !== '' ? kept.base_url : undefined);
  if (baseUrl) data.base_url = baseUrl.replace(/\/+$/, '');
  await prove(deps, auth.companyId, data);
  if (existing) {
    await deps.accounts.replaceAuth(auth.companyId, existing.id, data);
    await deps.accounts.setStatus(auth.companyId, existing.id, { ok: true });
    if (keys.account_name) await deps.accounts.rename(auth.companyId, existing.id, keys.account_name);
    return infoOf(deps, auth.companyId, existing.id);
  }
  const row = await deps.accounts.create({
    companyId: auth.companyId,
    userId: auth.userId,
    app: appOf(deps),
    accountType: 'basic',
    accountName: keys.account_name ?? `金数据账户 ${keys.api_key.slice(0, 4)}…`,
    data,
    status: 'ok',
  });
  return infoOf(deps, auth.companyId, row.id);
}

export async function authorize(deps: JinshujuDeps, auth: Auth, body: BodyOf<typeof calls.auth>): Promise<AccountInfo> {
  if (body.code !== undefined) throw new AppError('JINSHUJU_OAUTH_UNSUPPORTED');
  return saveKeys(deps, auth, { ...body, api_key: body.api_key!, api_secret: body.api_secret! });
}

export async function setKey(deps: JinshujuDeps, auth: Auth, body: BodyOf<typeof calls.key>): Promise<AccountInfo> {
  return saveKeys(deps, auth, body);
}

export async function forms(deps: JinshujuDeps, auth: Auth, q: QueryOf<typeof calls.formSelect>): Promise<ReplyOf<typeof calls.formSelect>> {
  const c = await connectionOf(deps, auth.companyId, q.jsj_id);
  try {
    return await listForms(c, { keyword: q.keyword, next: q.next });
  } catch (err) {
    return refusal(deps, c, err);
  }
}

/** The form's name and fields (narrowed to `item`); the pipelines part is the caller's (it knows the public address). */
export async function form(deps: JinshujuDeps, auth: Auth, q: QueryOf<typeof calls.formDetail>) {
  const c = await connectionOf(deps, auth.companyId, q.jsj_id);
  let detail: Awaited<ReturnType<typeof formDetail>>;
  try {
    detail = await formDetail(c, q.jsj_form_token);
  } catch (err) {
    return refusal(deps, c, err);
  }
  const fields = q.item ? detail.fields.filter((f) => f.api_code === q.item) : detail.fields;
  if (q.item && fields.length === 0) throw new AppError('JINSHUJU_FIELD_UNKNOWN', `${ERRORS.JINSHUJU_FIELD_UNKNOWN.msg}：${q.item}`);
  return {
    jsj_id: c.auth.accountId,
    form_token: q.jsj_form_token,
    name: detail.name,
    description: detail.description,
    fields,
    push_url: detail.pushUrl,
  };
}

export async function add(deps: JinshujuDeps, auth: Auth, body: BodyOf<typeof calls.add>): Promise<ReplyOf<typeof calls.add>> {
  const c = await connectionOf(deps, auth.companyId, body.jsj_id);
  let reply: unknown;
  try {
    reply = await addEntry(c, body.form_token, body.fields);
  } catch (err) {
    return refusal(deps, c, err);
  }
  const r = (reply && typeof reply === 'object' ? reply : {}) as Record<string, unknown>;
  return secretMasker(c.auth.secrets)({
    form_token: String(r.form ?? body.form_token),
    form_name: String(r.form_name ?? ''),
    entry: r.entry ?? null,
  });
}
