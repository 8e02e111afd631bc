import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_LIFETIME_S } from '@huiliu/core';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { companies, sessions, users } from '../../db/schema';

/** Who a valid token belongs to; every data-layer call is scoped by companyId. */
export interface Auth {
  userId: string;
  companyId: string;
  role: 'admin' | 'member';
  plan: string;
  timeZone: string;
  tokenHash: string;
}

/** sha256 hex: the only form in which a token is stored (DESIGN §3). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session of TOKEN_LIFETIME_S (spec §9: 7 days); the plain token is returned once. */
export async function createSession(db: Db, userId: string, companyId: string) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_S * 1000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, companyId, expiresAt });
  return { token, expiresAt };
}

/** The session of a token, or null when it is unknown, revoked or expired. */
export async function findSession(db: Db, token: string): Promise<Auth | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      userId: sessions.userId,
      companyId: sessions.companyId,
      role: users.role,
      plan: companies.plan,
      timeZone: companies.timeZone,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.companyId, sessions.companyId)))
    .innerJoin(companies, eq(companies.id, sessions.companyId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row ? { ...row, tokenHash } : null;
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
}
