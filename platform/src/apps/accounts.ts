import { AppError, authFields, isIdString, lookupAppId, newId, type AppField, type AppManifest, type AuthMethod } from '@huiliu/core';
import { and, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open';
import { appAccounts } from '../db/schema-apps';
import type { AccountAccess, AccountAuth } from '../engine/types';
import type { AccountFailure } from '../families/notice/occurrences';
import { decryptSecret, encryptSecret } from '../secrets';
import { likePattern } from '../families/variables/repository';
import type { Catalogue } from './catalogue';

/** What a reply shows instead of a secret: the same mask as secret variables. */
export const AUTH_MASK = '******';

export type AccountRow = typeof appAccounts.$inferSelect;

/** Keys of an auth method's secret fields, and the OAuth tokens, which are always secret. */
export function secretKeys(method: AuthMethod | undefined): Set<string> {
  const keys = new Set(['access_token', 'refresh_token', 'password', 'client_secret']);
  const walk = (fields: readonly AppField[]) => {
    for (const f of fields) {
      if (f.secret) keys.add(f.key);
      if (f.children) walk(f.children);
    }
  };
  if (method) walk(authFields(method));
  return keys;
}

/** The auth data a browser may see after saving: secrets masked, never in clear (issue 11). */
export function shownAuth(method: AuthMethod | undefined, data: Record<string, unknown>): Record<string, unknown> {
  const secret = secretKeys(method);
  // an account whose app definition is gone (a JSON file removed) no longer says which fields are secret: mask all
  const masked = (k: string) => method === undefined || secret.has(k);
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, masked(k) && v !== '' && v != null ? AUTH_MASK : v]));
}

/** Plaintext of every secret value, for masking in run logs. */
export function secretValues(method: AuthMethod | undefined, data: Record<string, unknown>): string[] {
  const secret = secretKeys(method);
  return Object.entries(data)
    .filter(([k, v]) => (method === undefined || secret.has(k)) && typeof v === 'string' && v.length >= 4)
    .map(([, v]) => v as string);
}

/** Refreshes an account's token (OAuth 2); returns the new data and its expiry. Installed by the OAuth module. */
export type TokenRefresher = (
  account: AccountRow,
  data: Record<string, unknown>,
  method: AuthMethod,
) => Promise<{ data: Record<string, unknown>; expiresAt: Date | null }>;

/** A token this close to its expiry is refreshed before use. */
const REFRESH_AHEAD_MS = 60_000;

/**
 * App accounts (spec §3 Account), always scoped by company in the query itself. The auth data is sealed as one
 * JSON document with AES-256-GCM (DESIGN §3); only the engine and the connection test open it.
 */
export class AccountStore {
  private refresher: TokenRefresher | undefined;
  private failureListener: ((failure: AccountFailure) => void) | undefined;

  constructor(
    private readonly db: Db,
    private readonly secretKey: Buffer,
    readonly catalogue: Catalogue,
  ) {}

  /** The OAuth module installs how tokens are refreshed (platform/src/apps/oauth/). */
  setRefresher(refresher: TokenRefresher): void {
    this.refresher = refresher;
  }

  /** Who hears that a run or a poll found an account's authorisation failing (issue 13 `account_failed` notice event). */
  onAuthFailure(listener: (failure: AccountFailure) => void): void {
    this.failureListener = listener;
  }

  seal(data: Record<string, unknown>): string {
    return encryptSecret(this.secretKey, JSON.stringify(data));
  }

  open(row: Pick<AccountRow, 'authSealed'>): Record<string, unknown> {
    return JSON.parse(decryptSecret(this.secretKey, row.authSealed)) as Record<string, unknown>;
  }

  methodOf(row: Pick<AccountRow, 'appId' | 'accountType' | 'companyId'>): AuthMethod | undefined {
    return this.catalogue.get(row.appId, row.companyId)?.auth.find((m) => m.type === row.accountType);
  }

  /** An account of the company, or 4004 for unknown and foreign ids alike (no existence leak). */
  async get(companyId: string, accountId: string): Promise<AccountRow> {
    // a malformed id cannot name a row: the same 4004 as an unknown one, never a bigint cast error
    if (!isIdString(accountId)) throw new AppError('NOT_FOUND', '账户不存在或已删除');
    const [row] = await this.db
      .select()
      .from(appAccounts)
      .where(and(eq(appAccounts.companyId, companyId), eq(appAccounts.id, accountId)));
    if (!row) throw new AppError('NOT_FOUND', '账户不存在或已删除');
    return row;
  }

  async list(companyId: string, appId?: string): Promise<AccountRow[]> {
    const where = appId ? and(eq(appAccounts.companyId, companyId), eq(appAccounts.appId, appId)) : eq(appAccounts.companyId, companyId);
    return this.db.select().from(appAccounts).where(where).orderBy(desc(appAccounts.createdAt), desc(appAccounts.id));
  }

  /** spec §7 app/list: a page of the company's accounts, newest first; `keyword` is a substring of the name. */
  async page(
    companyId: string,
    q: { appId?: string | undefined; keyword?: string | undefined; limit: number; offset: number },
  ): Promise<{ rows: AccountRow[]; total: number }> {
    const conditions: SQL[] = [eq(appAccounts.companyId, companyId)];
    if (q.appId) conditions.push(eq(appAccounts.appId, lookupAppId(q.appId)));
    if (q.keyword) conditions.push(ilike(appAccounts.accountName, likePattern(q.keyword)));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.db.select().from(appAccounts).where(where).orderBy(desc(appAccounts.createdAt), desc(appAccounts.id)).limit(q.limit).offset(q.offset),
      this.db.select({ n: count() }).from(appAccounts).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** The company's accounts among `ids` (the gateway's batch loader); unknown and foreign ids are simply absent. */
  async byIds(companyId: string, ids: readonly string[]): Promise<AccountRow[]> {
    const valid = ids.filter(isIdString);
    if (valid.length === 0) return [];
    return this.db
      .select()
      .from(appAccounts)
      .where(and(eq(appAccounts.companyId, companyId), inArray(appAccounts.id, valid)));
  }

  /** The company's accounts of these apps, newest first (account pickers, App.accounts). */
  async ofApps(companyId: string, appIds: readonly string[]): Promise<AccountRow[]> {
    if (appIds.length === 0) return [];
    return this.db
      .select()
      .from(appAccounts)
      .where(and(eq(appAccounts.companyId, companyId), inArray(appAccounts.appId, appIds.map(lookupAppId))))
      .orderBy(desc(appAccounts.createdAt), desc(appAccounts.id));
  }

  /** spec §7 process/app accounton: how many accounts the company has per app. */
  async countsByApp(companyId: string): Promise<Array<{ appId: string; count: number }>> {
    return this.db
      .select({ appId: appAccounts.appId, count: count() })
      .from(appAccounts)
      .where(eq(appAccounts.companyId, companyId))
      .groupBy(appAccounts.appId)
      .orderBy(appAccounts.appId);
  }

  async create(input: {
    companyId: string;
    userId: string | null;
    app: AppManifest;
    accountType: string;
    accountName: string;
    data: Record<string, unknown>;
    status?: AccountRow['status'];
    tokenExpiresAt?: Date | null;
  }): Promise<AccountRow> {
    const [row] = await this.db
      .insert(appAccounts)
      .values({
        id: newId(),
        companyId: input.companyId,
        appId: input.app.app_id,
        accountName: input.accountName,
        accountType: input.accountType,
        authSealed: this.seal(input.data),
        status: input.status ?? 'unknown',
        tokenExpiresAt: input.tokenExpiresAt ?? null,
        createdBy: input.userId,
      })
      .returning();
    return row!;
  }

  /** Replaces the auth data (a re-authorisation or an edit): the status starts over. */
  async replaceAuth(companyId: string, accountId: string, data: Record<string, unknown>, extra: Partial<AccountRow> = {}): Promise<void> {
    await this.db
      .update(appAccounts)
      .set({ authSealed: this.seal(data), status: 'unknown', statusMessage: null, updatedAt: sql`now()`, ...extra })
      .where(and(eq(appAccounts.companyId, companyId), eq(appAccounts.id, accountId)));
  }

  async rename(companyId: string, accountId: string, accountName: string): Promise<void> {
    await this.get(companyId, accountId);
    await this.db
      .update(appAccounts)
      .set({ accountName, updatedAt: sql`now()` })
      .where(and(eq(appAccounts.companyId, companyId), eq(appAccounts.id, accountId)));
  }

  async remove(companyId: string, accountId: string): Promise<void> {
    await this.get(companyId, accountId);
    await this.db.delete(appAccounts).where(and(eq(appAccounts.companyId, companyId), eq(appAccounts.id, accountId)));
  }

  async setStatus(companyId: string, accountId: string, outcome: { ok: true } | { ok: false; message: string }): Promise<void> {
    await this.db
      .update(appAccounts)
      .set({ status: outcome.ok ? 'ok' : 'failed', statusMessage: outcome.ok ? null : outcome.message.slice(0, 500), checkedAt: sql`now()` })
      .where(and(eq(appAccounts.companyId, companyId), eq(appAccounts.id, accountId)));
  }

  /**
   * A run, a poll or a background refresh found the authorisation failing: the account is marked failed, and the
   * listener hears of it when it was not failed already (once per failure, not once per run while it stays failed).
   * A person's own connection test answers that person and goes through `setStatus` instead.
   */
  async reportFailure(companyId: string, accountId: string, message: string): Promise<void> {
    if (!isIdString(accountId)) return;
    const statusMessage = message.slice(0, 500);
    const [changed] = await this.db
      .update(appAccounts)
      .set({ status: 'failed', statusMessage, checkedAt: sql`now()` })
      .where(and(eq(appAccounts.companyId, companyId), eq(appAccounts.id, accountId), ne(appAccounts.status, 'failed')))
      .returning({ appId: appAccounts.appId, accountName: appAccounts.accountName });
    if (!changed) return this.setStatus(companyId, accountId, { ok: false, message });
    const appName = this.catalogue.get(changed.appId, companyId)?.name ?? changed.appId;
    this.failureListener?.({ companyId, accountId, accountName: changed.accountName, appName, message: statusMessage });
  }

  /** Refreshes now, stores the new tokens and notes the refresh in the account's status. */
  async refresh(row: AccountRow): Promise<Record<string, unknown>> {
    const method = this.methodOf(row);
    if (!method || method.type !== 'oauth2' || !this.refresher) throw new AppError('BAD_REQUEST', '该账户不支持刷新授权');
    const { data, expiresAt } = await this.refresher(row, this.open(row), method);
    await this.db
      .update(appAccounts)
      .set({
        authSealed: this.seal(data),
        tokenExpiresAt: expiresAt,
        refreshedAt: sql`now()`,
        refreshCount: sql`${appAccounts.refreshCount} + 1`,
        status: 'ok',
        statusMessage: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(appAccounts.companyId, row.companyId), eq(appAccounts.id, row.id)));
    return data;
  }

  private toAuth(row: AccountRow, data: Record<string, unknown>): AccountAuth {
    const method = this.methodOf(row);
    return {
      accountId: row.id,
      appId: row.appId,
      type: row.accountType,
      name: row.accountName,
      status: row.status,
      data,
      secrets: secretValues(method, data),
    };
  }

  /** The engine's seam (engine/types.ts AccountAccess). */
  access(): AccountAccess {
    return {
      authFor: async (companyId, accountId) => {
        const row = await this.get(companyId, accountId).catch(() => undefined);
        if (!row) return undefined;
        const expiring = row.tokenExpiresAt && row.tokenExpiresAt.getTime() - Date.now() < REFRESH_AHEAD_MS;
        if (expiring && this.methodOf(row)?.type === 'oauth2' && this.refresher) {
          try {
            return this.toAuth(row, await this.refresh(row));
          } catch (err) {
            await this.reportFailure(companyId, accountId, `刷新授权失败：${(err as Error).message}`);
          }
        }
        return this.toAuth(row, this.open(row));
      },
      refreshAfterUnauthorized: async (companyId, accountId) => {
        const row = await this.get(companyId, accountId).catch(() => undefined);
        if (!row || this.methodOf(row)?.type !== 'oauth2' || !this.refresher) return undefined;
        try {
          return this.toAuth(row, await this.refresh(row));
        } catch (err) {
          await this.reportFailure(companyId, accountId, `刷新授权失败：${(err as Error).message}`);
          return undefined;
        }
      },
      markUsed: (companyId, accountId, outcome) =>
        outcome.ok ? this.setStatus(companyId, accountId, outcome) : this.reportFailure(companyId, accountId, outcome.message),
    };
  }
}
