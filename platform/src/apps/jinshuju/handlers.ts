import { AppError, ERRORS, entryBody, entryFilters } from '@huiliu/core';
import type { AppExecutor } from '../../engine/types';
import { accountStep, appErrorFailure, callEnvOf } from '../run/account-step';
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
 * A 金数据 step (accountStep): the input coerced to its action's fields; a refused key marks the account failed and
 * the run log names it, and 金数据's own refusal keeps its reply.
 */
function jinshujuStep(run: (c: JinshujuConnection, input: Record<string, unknown>) => Promise<unknown>): AppExecutor {
  return accountStep(
    ({ ctx, app, action, auth, params }) => run({ env: callEnvOf(ctx), app, auth }, coerceInput(action.fields, params)),
    (err) => {
      if (err instanceof JinshujuCallError) {
        const { outcome } = err;
        // a refused key keeps no reply: the account's status and the run's error say it
        return outcome.authFailed
          ? { error: outcome.error, authFailed: true }
          : { error: outcome.error, output: outcome.reply, retryable: outcome.retryable };
      }
      return err instanceof AppError ? appErrorFailure(err) : undefined;
    },
  );
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
