import { TOKEN_LIFETIME_S } from '@huiliu/core';
import type { CookieJar, KeyValueStore } from './storage';

/** spec §3 "Locally held session data": access token, user id, company id, navigator app names. */
export const SESSION_KEYS = {
  token: 'huiliu_token',
  userId: 'huiliu_user_id',
  companyId: 'huiliu_company_id',
  navAppNames: 'huiliu_nav_app_names',
} as const;

export const TOKEN_COOKIE = 'huiliu_token';

export interface Session {
  token: string;
  /** Ids are 18–19 digit strings; never turn them into numbers. */
  userId: string;
  companyId: string;
}

export interface SessionStores {
  local: KeyValueStore;
  cookies: CookieJar;
}

/** spec §4: saving a token stores it in a cookie (7 days, spec §9) and in local storage. */
export function saveSession(stores: SessionStores, session: Session): void {
  stores.cookies.write(`${TOKEN_COOKIE}=${encodeURIComponent(session.token)}; max-age=${TOKEN_LIFETIME_S}; path=/; SameSite=Lax`);
  stores.local.setItem(SESSION_KEYS.token, session.token);
  stores.local.setItem(SESSION_KEYS.userId, session.userId);
  stores.local.setItem(SESSION_KEYS.companyId, session.companyId);
}

/** The token from local storage, else from the cookie (spec §4: logged in when a token is found). */
export function readToken(stores: SessionStores): string | null {
  return stores.local.getItem(SESSION_KEYS.token) || tokenFromCookies(stores.cookies.read());
}

/**
 * spec §4 logout: clears the local and cookie token, user id, company id and the cached
 * navigator app names. (The user info lives in the GraphQL cache, which the caller drops.)
 */
export function clearSession(stores: SessionStores): void {
  stores.cookies.write(`${TOKEN_COOKIE}=; max-age=0; path=/; SameSite=Lax`);
  for (const key of Object.values(SESSION_KEYS)) stores.local.removeItem(key);
}

export function tokenFromCookies(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === TOKEN_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return value || null;
    }
  }
  return null;
}
