import { TOKEN_LIFETIME_S } from '@huiliu/core';
import { stringifySetCookie } from 'cookie';
import type { Plugin } from 'graphql-yoga';

/** spec §3/§9: the browser's session token rides in this cookie for 7 days. */
export const TOKEN_COOKIE = 'huiliu_token';

/** What a resolver may ask of the reply: hand the browser its session, or take it back. */
export interface SessionCookies {
  /** Sets the session cookie: HttpOnly, so no script of the page (nor an injected one) can read it. */
  start(token: string): void;
  /** Expires the session cookie (logout). */
  end(): void;
}

/**
 * The cookie a reply sets. SameSite=Lax keeps it off cross-site subrequests (another site's fetch or
 * form post arrives without it); Secure whenever the caller reached us over HTTPS, so it never travels
 * over plain HTTP afterwards; host-only (no Domain), so it follows the page host (spec §9).
 */
function sessionCookieHeader(value: string, maxAge: number, secure: boolean): string {
  return stringifySetCookie({ name: TOKEN_COOKIE, value, path: '/', maxAge, httpOnly: true, sameSite: 'lax', secure });
}

/** Set-Cookie values waiting for their request's response; resolvers see the context, the plugin the response. */
const pending = new WeakMap<Request, string[]>();

/** The session cookies of one request; `secure` when it came over HTTPS (TLS or X-Forwarded-Proto). */
export function sessionCookiesOf(request: Request, secure: boolean): SessionCookies {
  const add = (cookie: string) => pending.set(request, [...(pending.get(request) ?? []), cookie]);
  return {
    start: (token) => add(sessionCookieHeader(token, TOKEN_LIFETIME_S, secure)),
    end: () => add(sessionCookieHeader('', 0, secure)),
  };
}

/** Writes the cookies resolvers asked for onto the GraphQL response. */
export function sessionCookiesPlugin(): Plugin {
  return {
    onResponse({ request, response }) {
      for (const cookie of pending.get(request) ?? []) response.headers.append('set-cookie', cookie);
      pending.delete(request);
    },
  };
}
