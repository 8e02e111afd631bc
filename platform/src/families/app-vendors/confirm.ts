import { AppError, type AuthMethod } from '@huiliu/core';
import type { AccountInfo } from '@huiliu/contract';
import type { Db } from '../../db/open';
import { AUTH_MASK, secretKeys, type AccountRow, type AccountStore } from '../../apps/accounts';
import { toAccountInfos } from '../../apps/account-info';

export interface Proven {
  /** The auth data to seal: the form, plus what the vendor handed back (tokens). */
  data: Record<string, unknown>;
  tokenExpiresAt?: Date | null;
}

/**
 * The confirmation calls' one path (spec §7 …/account/add/confirm): the form is proven against the vendor
 * first, and only a proven form is saved — a new account, or the given account_id (the company's own, of
 * this app) re-confirmed. A secret sent back as '******' keeps its saved value, so the edit form never
 * needs the secret in clear. Nothing is written when the vendor refuses.
 */
export async function confirmAccount(
  deps: { db: Db; accounts: AccountStore },
  input: {
    companyId: string;
    userId: string;
    appId: string;
    accountId?: string | undefined;
    accountName: string;
    form: Record<string, string>;
    prove: (form: Record<string, string>) => Promise<Proven>;
  },
): Promise<AccountInfo> {
  const { accounts, db } = deps;
  const app = accounts.catalogue.get(input.appId, input.companyId);
  const method = app?.auth.find((m): m is Extract<AuthMethod, { type: 'custom' }> => m.type === 'custom');
  if (!app || !method) throw new AppError('NOT_FOUND', '应用不存在');
  let existing: AccountRow | undefined;
  if (input.accountId) {
    existing = await accounts.get(input.companyId, input.accountId);
    // another app's account is as unknown here as another company's
    if (existing.appId !== app.app_id) throw new AppError('NOT_FOUND', '账户不存在或已删除');
  }
  const saved = existing ? accounts.open(existing) : {};
  const form = { ...input.form };
  for (const key of secretKeys(method)) {
    if (form[key] !== AUTH_MASK) continue;
    const kept = saved[key];
    if (typeof kept !== 'string' || kept === '') {
      const label = method.fields.find((f) => f.key === key)?.label ?? key;
      throw new AppError('BAD_REQUEST', `请填写${label}`);
    }
    form[key] = kept;
  }
  const proven = await input.prove(form);
  let row: AccountRow;
  if (existing) {
    await accounts.replaceAuth(input.companyId, existing.id, proven.data, {
      accountName: input.accountName,
      ...(proven.tokenExpiresAt !== undefined ? { tokenExpiresAt: proven.tokenExpiresAt } : {}),
    });
    await accounts.setStatus(input.companyId, existing.id, { ok: true });
    row = await accounts.get(input.companyId, existing.id);
  } else {
    row = await accounts.create({
      companyId: input.companyId,
      userId: input.userId,
      app,
      accountType: 'custom',
      accountName: input.accountName,
      data: proven.data,
      status: 'ok',
      tokenExpiresAt: proven.tokenExpiresAt ?? null,
    });
  }
  const [info] = await toAccountInfos(db, accounts, [row]);
  return info!;
}
