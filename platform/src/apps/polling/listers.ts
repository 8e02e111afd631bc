import { readReplyPath, type AppAction, type AppManifest, type PollingRule } from '@huiliu/core';
import type { AccountAuth } from '../../engine/types';
import { jinshujuEntries } from '../jinshuju/lister';
import { callApp, type CallEnv } from '../run/call';

/** What one listing found: the items (newest or oldest first, the poller orders them), or why it could not. */
export type ListOutcome =
  | {
      ok: true;
      items: unknown[];
      /** Where the listing started when no item moves the cursor (a first poll of 金数据 starts from now). */
      from?: string | undefined;
      auth?: AccountAuth | undefined;
    }
  | { ok: false; error: string; authFailed: boolean; auth?: AccountAuth | undefined };

export interface ListParts {
  app: AppManifest;
  action: AppAction;
  rule: PollingRule;
  input: Record<string, unknown>;
  cursor: Record<string, unknown>;
  auth: AccountAuth | undefined;
  /** A sample for the editor wants the newest items, first; a poll wants what is new since its cursor. */
  purpose?: 'poll' | 'sample';
}

/** A named lister (core PollingRule.handler): what one templated call cannot list. */
export type PollLister = (env: CallEnv, parts: ListParts) => Promise<ListOutcome>;

export const POLL_LISTERS: Record<string, PollLister> = {
  jinshuju_entries: jinshujuEntries,
};

/** A polling rule's items, through its named lister or its request template and items path (a poll, a sample). */
export async function listPolled(env: CallEnv, parts: ListParts): Promise<ListOutcome> {
  const { rule } = parts;
  if (rule.handler) {
    const lister = POLL_LISTERS[rule.handler];
    if (!lister) return { ok: false, error: `应用 ${parts.app.app_id} 的轮询处理程序 ${rule.handler} 不存在`, authFailed: false };
    return lister(env, parts);
  }
  if (!rule.request) return { ok: false, error: `应用 ${parts.app.app_id} 的轮询规则没有请求`, authFailed: false };
  const outcome = await callApp(env, {
    app: parts.app,
    request: rule.request,
    success: parts.action.success,
    input: parts.input,
    cursor: parts.cursor,
    auth: parts.auth,
  });
  if (!outcome.ok) return { ok: false, error: outcome.error, authFailed: outcome.authFailed, auth: outcome.auth };
  const items = readReplyPath(outcome.reply, rule.items);
  if (!Array.isArray(items)) return { ok: false, error: `轮询结果不是列表（${rule.items || '整个返回'}）`, authFailed: false, auth: outcome.auth };
  return { ok: true, items, auth: outcome.auth };
}
