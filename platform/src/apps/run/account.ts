import { needsAccount, type AppManifest } from '@huiliu/core';
import type { AccountAccess, AccountAuth } from '../../engine/types';

export type AccountLookup = { ok: true; auth: AccountAuth | undefined } | { ok: false; error: string };

/**
 * The account a step (or an options fetch) uses: none for an app without auth; '未选择账户' when one is needed and
 * missing; '账户不存在或已删除' for unknown, foreign or other-app ids alike (no existence leak across companies).
 */
export async function accountFor(
  accounts: AccountAccess | undefined,
  companyId: string,
  app: AppManifest,
  accountId: string | undefined | null,
): Promise<AccountLookup> {
  if (!needsAccount(app)) return { ok: true, auth: undefined };
  if (!accountId) return { ok: false, error: '未选择账户' };
  const auth = accounts ? await accounts.authFor(companyId, accountId) : undefined;
  if (!auth || auth.appId !== app.app_id) return { ok: false, error: '账户不存在或已删除' };
  return { ok: true, auth };
}

/** The run log's wording of a refused account: it names the account so the person knows which to fix. */
export function authFailureMessage(auth: AccountAuth, message: string): string {
  return `账户「${auth.name ?? auth.accountId}」授权失败：${message}`;
}
