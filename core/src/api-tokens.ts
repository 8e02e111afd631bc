/**
 * API tokens for internal tools (issue 13 "API tokens for internal tools"): a program's credential, bound to a
 * member of the company and a role, never doing more than that member may. The rules the platform enforces and
 * the web offers live here once.
 */

/** personal: a member's own token; service: made by someone with tokens.manage for a member (a "机器人"). */
export const API_TOKEN_KINDS = ['personal', 'service'] as const;
export type ApiTokenKind = (typeof API_TOKEN_KINDS)[number];

/**
 * What a token starts with, by kind: `authenticate` tells a token from a session by it without a second lookup,
 * and secret scanners can recognise a leaked one. 32 random bytes in base64url follow (43 characters).
 */
export const API_TOKEN_PREFIXES: Readonly<Record<ApiTokenKind, string>> = { personal: 'hlp_', service: 'hls_' };

const API_TOKEN_SHAPE = /^hl[ps]_[A-Za-z0-9_-]{43}$/;

/** Whether a bearer value is one of our API tokens (by shape alone; the platform still looks it up). */
export function isApiToken(value: string): boolean {
  return API_TOKEN_SHAPE.test(value);
}

/** The expiry choices offered (days); a date within API_TOKEN_MAX_DAYS is the other choice. One is required. */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export const API_TOKEN_MAX_DAYS = 365;

/** Requests a token may make per minute unless its creator chose otherwise, and the bounds of that choice. */
export const API_TOKEN_DEFAULT_RATE_LIMIT = 600;
export const API_TOKEN_RATE_LIMIT_MIN = 1;
export const API_TOKEN_RATE_LIMIT_MAX = 6_000;

/** Live (neither revoked nor expired) tokens one member may hold: a leaked script cannot mint them without end. */
export const API_TOKEN_MAX_LIVE_PER_MEMBER = 50;

/** How many characters of a token its owner sees again (the last ones): enough to tell two tokens apart. */
export const API_TOKEN_HINT_LENGTH = 4;

export type ApiTokenStatus = 'active' | 'expired' | 'revoked';

/** A token's state at `now`: revoked wins over expired (both stop it; revoked says someone stopped it). */
export function apiTokenStatus(token: { revokedAt: Date | null; expiresAt: Date }, now: Date = new Date()): ApiTokenStatus {
  if (token.revokedAt) return 'revoked';
  return token.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

/** The calendar day (YYYY-MM-DD) `at` falls on in `timeZone`. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** `day` plus `days` calendar days, as YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Whether a chosen last day is allowed: from tomorrow to API_TOKEN_MAX_DAYS ahead, counted in the company's zone
 * (a token that ends today would be a surprise; the token works until that day ends).
 */
export function isApiTokenExpiryDay(day: string, timeZone: string, now: Date = new Date()): boolean {
  const today = dayIn(timeZone, now);
  return day > today && day <= addDays(today, API_TOKEN_MAX_DAYS);
}
