import { AppError, formFields, secretMasker, type AppManifest, type EntryFilter, type JinshujuField } from '@huiliu/core';
import type { AccountAuth } from '../../engine/types';
import { callApp, type CallEnv, type CallOutcome } from '../run/call';
import { authWithDefaults } from '../run/input';

/** One account's view of 金数据 API v1: every call goes through callApp (Basic auth applied, the guarded client). */
export interface JinshujuConnection {
  env: CallEnv;
  app: AppManifest;
  auth: AccountAuth;
}

export interface JinshujuFormSummary {
  form_token: string;
  name: string;
  created_at: string | null;
  creator_name: string | null;
}

export interface JinshujuPage<T> {
  list: T[];
  total: number;
  /** 金数据's cursor of the next page; null on the last. */
  next: string | null;
}

export type JinshujuEntry = Record<string, unknown> & { serial_number: number | string };

/** A call refused by 金数据 or never answered: its outcome, for the caller to word (a step, a poll, a REST call). */
export class JinshujuCallError extends Error {
  constructor(readonly outcome: Extract<CallOutcome, { ok: false }>) {
    super(outcome.error);
  }
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The account's server: its own domain, else 金数据's (HUILIU_VENDOR_BASE_JINSHUJU points tests at the stand-in). */
function baseOf(c: JinshujuConnection): string {
  const method = c.app.auth.find((m) => m.type === c.auth.type);
  return text(authWithDefaults(method, c.auth.data).base_url).replace(/\/+$/, '');
}

async function send(
  c: JinshujuConnection,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  opts: { query?: Record<string, string>; body?: unknown } = {},
): Promise<unknown> {
  const query = Object.fromEntries(Object.entries(opts.query ?? {}).filter(([, v]) => v !== ''));
  const prepared = {
    method,
    url: `${baseOf(c)}${path}`,
    query,
    headers: { Accept: 'application/json', ...(opts.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(opts.body === undefined ? {} : { body: opts.body }),
    body_type: 'json' as const,
  };
  // prepared: a person's values (a form token, a search word) are never read as templates
  const outcome = await callApp(c.env, { app: c.app, request: { prepared }, auth: c.auth });
  if (!outcome.ok) {
    const mask = secretMasker(c.auth.secrets);
    throw new JinshujuCallError({ ...outcome, error: mask(outcome.error) });
  }
  return outcome.reply;
}

const token = (formToken: string) => {
  const t = formToken.trim();
  // a token is 金数据's short id; anything else would change the path
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(t)) throw new AppError('BAD_REQUEST', '表单 token 格式不正确');
  return encodeURIComponent(t);
};

/** GET /api/v1/forms: one page (50) of the account's forms, by name when `keyword` is given. */
export async function listForms(
  c: JinshujuConnection,
  q: { keyword?: string | undefined; next?: string | undefined } = {},
): Promise<JinshujuPage<JinshujuFormSummary>> {
  const reply = await send(c, 'GET', '/api/v1/forms', { query: { q: q.keyword ?? '', next: q.next ?? '' } });
  const data = isRecord(reply) && Array.isArray(reply.data) ? reply.data : [];
  const list = data.filter(isRecord).map((f) => ({
    form_token: text(f.token),
    name: text(f.name),
    created_at: f.created_at ? text(f.created_at) : null,
    creator_name: isRecord(f.creator) && f.creator.name ? text(f.creator.name) : null,
  }));
  return {
    list,
    total: isRecord(reply) ? Number(reply.total ?? list.length) || 0 : list.length,
    next: isRecord(reply) && reply.next ? text(reply.next) : null,
  };
}

/** GET /api/v1/forms/TOKEN: the form's name and fields (core formFields reads both API shapes). */
export async function formDetail(
  c: JinshujuConnection,
  formToken: string,
): Promise<{ name: string; description: string; fields: JinshujuField[]; pushUrl: string | null }> {
  const reply = await send(c, 'GET', `/api/v1/forms/${token(formToken)}`);
  const r = isRecord(reply) ? reply : {};
  const setting = isRecord(r.setting) ? r.setting : {};
  const pushUrl = setting.entry_post_url ?? setting.push_url;
  return { name: text(r.name), description: text(r.description), fields: formFields(r), pushUrl: pushUrl ? text(pushUrl) : null };
}

/** GET /api/v1/forms/TOKEN/entries: one page, filtered (AND) when `filters` are given. */
export async function listEntries(
  c: JinshujuConnection,
  formToken: string,
  q: { filters?: EntryFilter[]; next?: string | null } = {},
): Promise<JinshujuPage<JinshujuEntry>> {
  const query: Record<string, string> = { next: q.next ?? '' };
  if (q.filters?.length) query.filters = JSON.stringify(q.filters);
  const reply = await send(c, 'GET', `/api/v1/forms/${token(formToken)}/entries`, { query });
  const data = isRecord(reply) && Array.isArray(reply.data) ? reply.data : [];
  const list = data.filter((e): e is JinshujuEntry => isRecord(e) && e.serial_number !== undefined);
  return {
    list,
    total: isRecord(reply) ? Number(reply.total ?? list.length) || 0 : list.length,
    next: isRecord(reply) && reply.next ? text(reply.next) : null,
  };
}

/** POST /api/v1/forms/TOKEN/entries: the new entry as 金数据 answers it (`{ form, form_name, entry }`). */
export async function createEntry(c: JinshujuConnection, formToken: string, body: Record<string, unknown>): Promise<unknown> {
  return send(c, 'POST', `/api/v1/forms/${token(formToken)}/entries`, { body });
}

/** PATCH /api/v1/forms/TOKEN: points the form's data push (new entries) at `url`. */
export async function setDataPush(c: JinshujuConnection, formToken: string, url: string): Promise<void> {
  await send(c, 'PATCH', `/api/v1/forms/${token(formToken)}`, { body: { setting: { entry_post_url: url, post_new_entry: true } } });
}
