import { AppError, ERRORS, entryBody, entryFilters, renderValue, secretMasker, type AppManifest } from '@huiliu/core';
import type { AccountAuth, AppExecutor, StepContext, StepResult } from '../../engine/types';
import { accountFor, authFailureMessage } from '../run/account';
import { coerceInput } from '../run/input';
import { createEntry, formDetail, JinshujuCallError, listEntries, type JinshujuConnection, type JinshujuEntry } from './client';

/** 查询数据 reads at most this many entries (ten of 金数据's pages). */
export const FIND_LIMIT_MAX = 500;

const text = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v).trim());

function need(input: Record<string, unknown>, key: string, label: string): string {
  const value = text(input[key]);
  if (value === '') throw new AppError('BAD_REQUEST', `请选择${label}`);
  return value;
}

/** The 添加数据 step's `entry`: an object of api code → value (mapped JSON text is read as the object it is). */
function entryOf(input: Record<string, unknown>): Record<string, unknown> {
  let raw = input.entry;
  if (typeof raw === 'string' && raw.trim().startsWith('{')) {
    try {
      raw = JSON.parse(raw);
    } catch {
      // not JSON after all: refused below like any other non-object
    }
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new AppError('BAD_REQUEST', '请按表单字段填写要添加的数据');
  return raw as Record<string, unknown>;
}

/**
 * A 金数据 step: the account (company-scoped), the rendered input, the calls; the account's status follows the outcome
 * (a refused key marks it failed and the run log names it), and its secrets are masked in output and error.
 */
function jinshujuStep(run: (c: JinshujuConnection, input: Record<string, unknown>) => Promise<unknown>): AppExecutor {
  return async (ctx: StepContext): Promise<StepResult> => {
    const app = ctx.services.catalogue?.get(ctx.step.app_id, ctx.companyId) as AppManifest | undefined;
    const action = app?.actions.find((a) => a.action_id === ctx.step.action_id);
    if (!app || !action) return { status: 'failed', output: null, error: `应用 ${ctx.step.app_id} 暂不支持运行` };
    const account = await accountFor(ctx.services.accounts, ctx.companyId, app, ctx.step.account_id);
    if (!account.ok) return { status: 'failed', output: null, error: account.error };
    const auth = account.auth as AccountAuth;
    const mask = secretMasker(auth.secrets);
    const input = coerceInput(action.fields, renderValue(ctx.step.params ?? {}, ctx.templates));
    const env = { http: ctx.http, companyId: ctx.companyId, idempotencyKey: ctx.idempotencyKey, now: ctx.now, accounts: ctx.services.accounts };
    try {
      const output = await run({ env, app, auth }, input);
      // one UPDATE only when the status changes: a busy pipeline does not write its account on every step
      if (auth.status !== 'ok') await ctx.services.accounts?.markUsed(ctx.companyId, auth.accountId, { ok: true });
      return { status: 'success', output: mask(output) };
    } catch (err) {
      if (err instanceof JinshujuCallError) {
        const { outcome } = err;
        if (outcome.authFailed) {
          await ctx.services.accounts?.markUsed(ctx.companyId, auth.accountId, { ok: false, message: mask(outcome.error) });
          return { status: 'failed', output: null, error: mask(authFailureMessage(auth, outcome.error)) };
        }
        return { status: 'failed', output: mask(outcome.reply), error: mask(outcome.error), ...(outcome.retryable ? { retryable: true } : {}) };
      }
      if (err instanceof AppError) {
        const retryable = err.code === ERRORS.OUTBOUND_FAILED.code || err.code === ERRORS.OUTBOUND_TIMEOUT.code;
        return { status: 'failed', output: null, error: mask(err.message), ...(retryable ? { retryable: true } : {}) };
      }
      throw err;
    }
  };
}

/** 添加数据: the form's fields read first, so choices go by code and a key the form lacks is refused by name. */
export async function addEntry(c: JinshujuConnection, formToken: string, values: Record<string, unknown>): Promise<unknown> {
  const { fields } = await formDetail(c, formToken);
  const built = entryBody(fields, values);
  if (!built.ok)
    throw new AppError('JINSHUJU_FIELD_UNKNOWN', `${ERRORS.JINSHUJU_FIELD_UNKNOWN.msg}：${built.unknown.join('、')}`, { fields: built.unknown });
  return createEntry(c, formToken, built.body);
}

/** 查询数据: 金数据's filters, its pages followed up to `limit` entries. */
async function findEntries(c: JinshujuConnection, input: Record<string, unknown>): Promise<unknown> {
  const form = need(input, 'form', '表单');
  const field = text(input.field);
  const fields = field ? (await formDetail(c, form)).fields : [];
  const filters = entryFilters(fields, {
    field: field || undefined,
    operator: text(input.operator) || undefined,
    value: input.value,
    since: text(input.since) || undefined,
    until: text(input.until) || undefined,
  });
  const asked = Number(input.limit);
  const limit = Number.isInteger(asked) && asked > 0 ? Math.min(asked, FIND_LIMIT_MAX) : 50;
  const entries: JinshujuEntry[] = [];
  const first = await listEntries(c, form, { filters });
  entries.push(...first.list);
  for (let next = first.next; next && entries.length < limit;) {
    const page = await listEntries(c, form, { filters, next });
    entries.push(...page.list);
    next = page.next;
  }
  const total = first.total;
  const found = entries.slice(0, limit);
  return { count: found.length, total, entries: found, first: found[0] ?? null };
}

export const JINSHUJU_HANDLERS: Record<string, AppExecutor> = {
  jinshuju_add_entry: jinshujuStep((c, input) => addEntry(c, need(input, 'form', '表单'), entryOf(input))),
  jinshuju_find_entries: jinshujuStep(findEntries),
};
