import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_LIFETIME_S, type Permission } from '@huiliu/core';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/open';
import type { Bus } from '../../runtime/types';
import { companies, companyRoles, sessions, users } from '../../db/schema';
import { rolePermissions } from '../roles/grants';

/** Who a valid token belongs to; every data-layer call is scoped by companyId. */
export interface Auth {
  userId: string;
  companyId: string;
  /** A built-in role's key or a custom role's id. */
  role: string;
  /** What the role grants, read when the session is loaded (a role change evicts the cached sessions). */
  permissions: ReadonlySet<Permission>;
  plan: string;
  timeZone: string;
  tokenHash: string;
  /** When the session ends; a cached session is never used past it. */
  expiresAt: Date;
  /** issue 13 tokens: set when the caller is an API token (its id), for its rate limit and the audit list. */
  apiTokenId?: string;
  /** issue 13 tokens: the token's requests per minute. */
  apiTokenRateLimit?: number;
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

/**
 * Sessions looked up in the last few seconds, per database. Every authenticated request needs its
 * session and a PGlite query costs about a millisecond, so a short cache takes the lookup off the hot
 * path. Logout evicts at once (revokeSession), in every process of a cluster (shareSessionCache).
 */
const SESSION_CACHE_MS = 10_000;
const SESSION_CACHE_MAX = 10_000;
const sessionCaches = new WeakMap<Db, LRUCache<string, Auth>>();

function cacheOf(db: Db): LRUCache<string, Auth> {
  let cache = sessionCaches.get(db);
  if (!cache) sessionCaches.set(db, (cache = new LRUCache({ max: SESSION_CACHE_MAX, ttl: SESSION_CACHE_MS })));
  return cache;
}

/** The session of a token, or null when it is unknown, revoked or expired. */
export async function findSession(db: Db, token: string): Promise<Auth | null> {
  return cachedAuth(db, hashToken(token), (tokenHash) => loadSession(db, tokenHash));
}

/**
 * The Auth of a token hash from the cache, else from `load`. Sessions and API tokens (issue 13) share the one cache,
 * so forgetUserSessions and forgetCompanySessions stop a disabled or demoted person's tokens as well.
 */
export async function cachedAuth(db: Db, tokenHash: string, load: (tokenHash: string) => Promise<Auth | null>): Promise<Auth | null> {
  const cache = cacheOf(db);
  const hit = cache.get(tokenHash);
  if (hit) return hit;
  const auth = await load(tokenHash);
  // never past the session's own end (a ttl of 0 would mean "forever" to the cache)
  const left = auth ? auth.expiresAt.getTime() - Date.now() : 0;
  if (auth && left > 0) cache.set(tokenHash, auth, { ttl: Math.min(SESSION_CACHE_MS, left) });
  return auth;
}

/** Drops one cached token (an API token revoked: its next request is refused at once). */
export function forgetToken(db: Db, tokenHash: string): void {
  forget(db, { tokenHash });
}

/** What a process drops from its session cache: one token, a person's sessions or a company's. */
type Forgotten = { tokenHash: string } | { userId: string } | { companyId: string };

const SESSIONS_TOPIC = 'sessions-forget';
const busOf = new WeakMap<Db, Bus>();

/**
 * Distributed mode (issue 15): every platform process caches sessions, so what one forgets (a logout, a disabled
 * person, a changed role) the bus tells the others at once instead of after SESSION_CACHE_MS; a gap drops them all.
 */
export function shareSessionCache(db: Db, bus: Bus): () => void {
  busOf.set(db, bus);
  const stops = [bus.subscribe(SESSIONS_TOPIC, (message) => forgetHere(db, message as Forgotten)), bus.onGap(() => cacheOf(db).clear())];
  return () => {
    busOf.delete(db);
    stops.forEach((stop) => stop());
  };
}

function forget(db: Db, what: Forgotten): void {
  forgetHere(db, what);
  void busOf
    .get(db)
    ?.publish(SESSIONS_TOPIC, what)
    .catch(() => undefined);
}

function forgetHere(db: Db, what: Forgotten): void {
  const cache = cacheOf(db);
  if ('tokenHash' in what) {
    cache.delete(what.tokenHash);
    return;
  }
  const matches = 'userId' in what ? (auth: Auth) => auth.userId === what.userId : (auth: Auth) => auth.companyId === what.companyId;
  for (const [hash, auth] of cache.entries()) if (matches(auth)) cache.delete(hash);
}

async function loadSession(db: Db, tokenHash: string): Promise<Auth | null> {
  const [row] = await db
    .select({
      userId: sessions.userId,
      companyId: sessions.companyId,
      role: users.role,
      customPermissions: companyRoles.permissions,
      plan: companies.plan,
      timeZone: companies.timeZone,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.companyId, sessions.companyId), isNull(users.disabledAt)))
    .innerJoin(companies, eq(companies.id, sessions.companyId))
    .leftJoin(companyRoles, and(eq(sql`${companyRoles.id}::text`, users.role), eq(companyRoles.companyId, users.companyId)))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return null;
  const { customPermissions, ...rest } = row;
  return { ...rest, permissions: rolePermissions(row.role, customPermissions), tokenHash };
}

/**
 * Drops a person's cached sessions, so a disabled person or a changed role takes effect on their next request
 * (issue 13: "a disabled user's tokens stop working at once"). The database is the truth; the cache only
 * holds it for SESSION_CACHE_MS; in distributed mode the other processes forget too (shareSessionCache).
 */
export function forgetUserSessions(db: Db, userId: string): void {
  forget(db, { userId });
}

/** Drops every cached session of a company (a custom role's permissions changed). */
export function forgetCompanySessions(db: Db, companyId: string): void {
  forget(db, { companyId });
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  forget(db, { tokenHash });
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.tokenHash, tokenHash));
}
