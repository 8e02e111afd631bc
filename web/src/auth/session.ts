import type { CookieJar, KeyValueStore } from './storage';

/**
 * spec §3 "Locally held session data", less the token: user id, company id, navigator app names.
 * The token itself is the gateway's HttpOnly cookie (issue #7): no script of the page can read it,
 * so an injected one cannot steal it either.
 */
export const SESSION_KEYS = {
  userId: 'huiliu_user_id',
  companyId: 'huiliu_company_id',
  navAppNames: 'huiliu_nav_app_names',
} as const;

/** Where the token lived before it moved into the HttpOnly cookie: a local storage entry and a script cookie. */
const LEGACY_TOKEN = 'huiliu_token';

/** The signed-in marker: not a secret, only who the cookie's session belongs to. */
export interface Session {
  /** Ids are 18–19 digit strings; never turn them into numbers. */
  userId: string;
  companyId: string;
}

export interface SessionStores {
  local: KeyValueStore;
  cookies: CookieJar;
}

/** spec §4 sign-in: the gateway's reply has set the cookie; keep who signed in. */
export function saveSession(local: KeyValueStore, session: Session): void {
  local.setItem(SESSION_KEYS.userId, session.userId);
  local.setItem(SESSION_KEYS.companyId, session.companyId);
}

/**
 * spec §4 "logged in", without the token: the marker says a session was started here; the `me`
 * query (UserMenu) and any 2101 tell when its cookie is gone or expired.
 */
export function readSession(local: KeyValueStore): Session | null {
  const userId = local.getItem(SESSION_KEYS.userId);
  const companyId = local.getItem(SESSION_KEYS.companyId);
  return userId && companyId ? { userId, companyId } : null;
}

/**
 * spec §4 logout: clears the user id, company id and the cached navigator app names. The cookie is
 * HttpOnly, so the logout call's reply clears it; the user info lives in the GraphQL cache, which
 * the caller drops.
 */
export function clearSession(local: KeyValueStore): void {
  for (const key of Object.values(SESSION_KEYS)) local.removeItem(key);
}

/**
 * A browser signed in before issue #7 holds the token in local storage and in a cookie scripts can
 * read. Both go, and so does the marker beside them: that person signs in once more and gets the
 * HttpOnly cookie. A script cannot touch an HttpOnly cookie of the same name, so this never ends a
 * current session. Returns the session that remains.
 */
export function startSession(stores: SessionStores): Session | null {
  const legacy = stores.local.getItem(LEGACY_TOKEN) !== null || hasLegacyCookie(stores.cookies.read());
  if (!legacy) return readSession(stores.local);
  stores.local.removeItem(LEGACY_TOKEN);
  stores.cookies.write(`${LEGACY_TOKEN}=; max-age=0; path=/; SameSite=Lax`);
  clearSession(stores.local);
  return null;
}

/** Whether the cookies a script can see hold the legacy token (an HttpOnly cookie is never among them). */
export function hasLegacyCookie(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim().split('=')[0] === LEGACY_TOKEN);
}
