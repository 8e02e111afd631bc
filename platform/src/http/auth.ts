import { AppError, isApiToken, mayAccess, type Access } from '@huiliu/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/open';
import type { ApiTokenGate } from '../families/tokens/gate';
import { findSession, type Auth } from '../families/user/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
  interface FastifyContextConfig {
    /** Routes open without a token; every other route requires one (deny by default). */
    public?: boolean;
    /** Who may call the route (the contract's access table, set by `route()`); a route without one is refused. */
    access?: Access;
    /** issue 13 billing — spec §6: pay order paths are exempt from the query-string token; only the Bearer header counts. */
    bearerOnly?: boolean;
  }
}

/** spec §6: the token rides in the query string; the gateway sends `Authorization: Bearer`. */
function tokenOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (match?.[1]) return match[1];
  }
  if (req.routeOptions.config.bearerOnly) return null;
  const query = req.query as Record<string, unknown> | undefined;
  const token = query?.token;
  return typeof token === 'string' && token !== '' ? token : null;
}

/**
 * An onRequest hook for the whole app: a matched route that is not marked public needs a live
 * session; missing, unknown, revoked or expired tokens all get 401 / 2101. Then the session's role must
 * grant the route's access (issue 13), else 403 / 4003 — also for a route registered without one, so a
 * route can only be opened on purpose. Unknown routes pass through to the 404 handler.
 *
 * An API token (issue 13 tokens: its prefix tells it from a session, core `isApiToken`) is looked up by `apiTokens`,
 * counted against its per-minute limit, and every call it makes — refused ones too — goes to the audit list.
 */
export function authenticate(db: Db, apiTokens: ApiTokenGate) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!req.routeOptions.url || req.routeOptions.config.public) return;
    const token = tokenOf(req);
    // Our tokens are 43–47 characters; anything absurdly long is not worth a database round trip.
    const auth = token && token.length <= 128 ? await (isApiToken(token) ? apiTokens.authenticate(token) : findSession(db, token)) : null;
    if (!auth) throw new AppError('UNAUTHENTICATED');
    // set before the checks below, so that the audit list records an API token's refused calls as well
    req.auth = auth;
    if (auth.apiTokenId) apiTokens.admit(auth, reply);
    const access = req.routeOptions.config.access;
    if (!access || !mayAccess(auth.permissions, access)) throw new AppError('FORBIDDEN');
  };
}

/** The session of an authenticated route (set by `authenticate`). */
export function authOf(req: FastifyRequest): Auth {
  if (!req.auth) throw new AppError('UNAUTHENTICATED');
  return req.auth;
}
