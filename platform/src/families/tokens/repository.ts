import { isIdString, newId, type ApiTokenKind } from '@huiliu/core';
import { and, count, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/open';
import { companies, companyRoles, users } from '../../db/schema';
import { apiTokenCalls, apiTokens } from '../../db/schema-tokens';
import { customRoleOfUser } from '../user/repository';

/** The token's own role when it is a custom one (users' custom role is `companyRoles` itself). */
const tokenRole = alias(companyRoles, 'token_role');
const tokenRoleOf = and(eq(sql`${tokenRole.id}::text`, apiTokens.role), eq(tokenRole.companyId, apiTokens.companyId));

/** A token with what its reply needs: its role's name and permissions, and its member's current ones. */
const tokenColumns = {
  token: apiTokens,
  tokenRoleName: tokenRole.name,
  tokenRolePermissions: tokenRole.permissions,
  memberRole: users.role,
  memberRolePermissions: companyRoles.permissions,
  memberDisabledAt: users.disabledAt,
};

export type TokenRow = typeof apiTokens.$inferSelect;
export interface TokenWithRoles {
  token: TokenRow;
  tokenRoleName: string | null;
  tokenRolePermissions: string[] | null;
  memberRole: string;
  memberRolePermissions: string[] | null;
  memberDisabledAt: Date | null;
}

function withRoles(db: Db) {
  return db
    .select(tokenColumns)
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .leftJoin(companyRoles, customRoleOfUser)
    .leftJoin(tokenRole, tokenRoleOf);
}

/**
 * A live token by its hash, with what `authenticate` needs: its member must be of its company and not disabled
 * (users.disabled_at: "a disabled user's tokens stop working at once").
 */
export async function liveTokenByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ ...tokenColumns, plan: companies.plan, timeZone: companies.timeZone })
    .from(apiTokens)
    .innerJoin(users, and(eq(users.id, apiTokens.userId), eq(users.companyId, apiTokens.companyId), isNull(users.disabledAt)))
    .innerJoin(companies, eq(companies.id, apiTokens.companyId))
    .leftJoin(companyRoles, customRoleOfUser)
    .leftJoin(tokenRole, tokenRoleOf)
    .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

export interface TokenFilter {
  kind?: ApiTokenKind | undefined;
  /** Only this member's personal tokens. */
  personalOf?: string | undefined;
  limit: number;
  offset: number;
}

export async function listTokens(db: Db, companyId: string, f: TokenFilter): Promise<{ rows: TokenWithRoles[]; total: number }> {
  const where = and(
    eq(apiTokens.companyId, companyId),
    f.kind ? eq(apiTokens.kind, f.kind) : undefined,
    f.personalOf ? and(eq(apiTokens.kind, 'personal'), eq(apiTokens.userId, f.personalOf)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    withRoles(db).where(where).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id)).limit(f.limit).offset(f.offset),
    db.select({ n: count() }).from(apiTokens).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function tokenById(db: Db, companyId: string, tokenId: string): Promise<TokenWithRoles | null> {
  if (!isIdString(tokenId)) return null;
  const [row] = await withRoles(db)
    .where(and(eq(apiTokens.companyId, companyId), eq(apiTokens.id, tokenId)))
    .limit(1);
  return row ?? null;
}

/** Marks the token revoked (the first revocation's time stays). */
export async function markRevoked(db: Db, companyId: string, tokenId: string): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.companyId, companyId), eq(apiTokens.id, tokenId), isNull(apiTokens.revokedAt)));
}

/**
 * A member of the company with their role's permissions; `lock` holds their row for the rest of the transaction, so
 * two creations cannot both pass the live-token count.
 */
export async function memberOf(db: Db, companyId: string, userId: string, lock = false) {
  if (!isIdString(userId)) return null;
  const query = db
    .select({ id: users.id, role: users.role, disabledAt: users.disabledAt, customPermissions: companyRoles.permissions })
    .from(users)
    .leftJoin(companyRoles, customRoleOfUser)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  const [row] = lock ? await query.for('update', { of: users }) : await query;
  return row ?? null;
}

export async function liveTokenCount(tx: Db, companyId: string, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.companyId, companyId), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, sql`now()`)));
  return row?.n ?? 0;
}

export async function customRoles(db: Db, companyId: string) {
  return db
    .select({ id: companyRoles.id, name: companyRoles.name, permissions: companyRoles.permissions })
    .from(companyRoles)
    .where(eq(companyRoles.companyId, companyId))
    .orderBy(companyRoles.createdAt, companyRoles.id);
}

export interface NewToken {
  companyId: string;
  userId: string;
  creatorId: string;
  kind: ApiTokenKind;
  name: string;
  role: string;
  tokenHash: string;
  hint: string;
  rateLimit: number;
  /** A time, or SQL computing it (the end of a day in the company's zone). */
  expiresAt: Date | SQL;
}

export async function insertToken(tx: Db, t: NewToken): Promise<string> {
  const id = newId();
  await tx.insert(apiTokens).values({ id, ...t });
  return id;
}

/** The end of `day` in `timeZone`: a token chosen to last "until 2027-03-01" works through that day. */
export function endOfDay(day: string, timeZone: string): SQL {
  return sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;
}

export interface AuditFilter {
  token_id?: string | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  limit: number;
  offset: number;
}

export async function listCalls(db: Db, scope: { companyId: string; timeZone: string }, f: AuditFilter) {
  if (f.token_id !== undefined && !isIdString(f.token_id)) return { rows: [], total: 0 };
  const where = and(
    eq(apiTokenCalls.companyId, scope.companyId),
    f.token_id ? eq(apiTokenCalls.tokenId, f.token_id) : undefined,
    // whole days in the company's zone, both ends inclusive (as the run log's dayRange)
    f.start_date ? sql`${apiTokenCalls.createdAt} >= (${f.start_date}::date::timestamp at time zone ${scope.timeZone})` : undefined,
    f.end_date ? sql`${apiTokenCalls.createdAt} < ((${f.end_date}::date + 1)::timestamp at time zone ${scope.timeZone})` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ call: apiTokenCalls, tokenName: apiTokens.name })
      .from(apiTokenCalls)
      .innerJoin(apiTokens, and(eq(apiTokens.id, apiTokenCalls.tokenId), eq(apiTokens.companyId, apiTokenCalls.companyId)))
      .where(where)
      .orderBy(desc(apiTokenCalls.createdAt), desc(apiTokenCalls.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(apiTokenCalls).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
