import { AppError, type EntryFilter } from '@huiliu/core';
import type { CallEnv } from '../run/call';
import type { ListOutcome, PollLister } from '../polling/listers';
import { JinshujuCallError, listEntries, type JinshujuConnection, type JinshujuEntry } from './client';

/** How far back a first poll looks: entries 金数据 stamped just before the switch-on are seen (and kept silent). */
const FIRST_LOOKBACK_MS = 10 * 60_000;
/** How far back a sample looks for the newest entries before it settles for the form's first page. */
const SAMPLE_LOOKBACK_MS = 30 * 24 * 60 * 60_000;
/** Pages one listing reads at most (500 entries); a poll's cursor moves, the rest are the next poll's. */
const MAX_PAGES = 10;

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

async function pages(c: JinshujuConnection, form: string, filters: EntryFilter[]): Promise<JinshujuEntry[]> {
  const items: JinshujuEntry[] = [];
  let next: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const found = await listEntries(c, form, { filters, next });
    items.push(...found.list);
    if (!found.next) break;
    next = found.next;
  }
  return items;
}

const since = (from: string): EntryFilter[] => [{ field: 'created_at', operator: 'gte', value: from }];

async function list(
  env: CallEnv,
  c: JinshujuConnection,
  form: string,
  cursor: Record<string, unknown>,
  purpose: 'poll' | 'sample',
): Promise<ListOutcome> {
  if (purpose === 'sample') {
    const recent = await pages(c, form, since(new Date(env.now.getTime() - SAMPLE_LOOKBACK_MS).toISOString()));
    const items = recent.length > 0 ? recent : await pages(c, form, []);
    return { ok: true, items: items.reverse() };
  }
  const from = typeof cursor.since === 'string' && cursor.since !== '' ? cursor.since : new Date(env.now.getTime() - FIRST_LOOKBACK_MS).toISOString();
  return { ok: true, items: await pages(c, form, since(from)), from };
}

/**
 * 「新表单数据」's polling (the push's fallback): the entries submitted since the cursor, through 金数据's `filters` on
 * created_at (gte: an entry at the cursor's instant is listed again and dropped as seen) and its `next` pages. A first
 * poll starts a little before now, not at the form's oldest entry: a form of thousands of entries would otherwise be
 * walked from its beginning, a page a poll, each old entry looking new. A sample lists the newest first.
 */
export const jinshujuEntries: PollLister = async (env, parts) => {
  const form = text(parts.input.form).trim();
  if (form === '') return { ok: false, error: '未选择表单', authFailed: false };
  if (!parts.auth) return { ok: false, error: '未选择账户', authFailed: false };
  try {
    return await list(env, { env, app: parts.app, auth: parts.auth }, form, parts.cursor, parts.purpose ?? 'poll');
  } catch (err) {
    if (err instanceof JinshujuCallError) return { ok: false, error: err.outcome.error, authFailed: err.outcome.authFailed, auth: err.outcome.auth };
    if (err instanceof AppError) return { ok: false, error: err.message, authFailed: false };
    throw err;
  }
};
