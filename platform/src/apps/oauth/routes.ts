import { appOauth } from '@huiliu/contract';
import { AppError } from '@huiliu/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/open';
import { authOf } from '../../http/auth';
import type { GuardedHttpClient } from '../../http/guarded-client';
import { route } from '../../http/route';
import type { AccountStore } from '../accounts';
import { toAccountInfos } from '../account-info';
import { callbackUrl, companyAccount, finishAuthorization, startAuthorization, type OAuthDeps } from './flow';
import { oauthRefresher } from './refresher';

/** This request's own origin, as the gateway's pass-through reports it (X-Forwarded-Host/Proto). */
function requestOrigin(req: FastifyRequest): string {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.split(',')[0]?.trim();
  const proto = first(req.headers['x-forwarded-proto']) || req.protocol;
  const host = first(req.headers['x-forwarded-host']) || req.headers.host || 'localhost';
  return `${proto}://${host}`;
}

/**
 * OAuth 2 of app accounts (issue 11; docs/rest-contract-apps.md "oauth"): start, the provider's callback, the
 * account it saved, a forced refresh; installs the store's refresher so runs refresh before expiry and on 401.
 */
export function appOauthRoutes(app: FastifyInstance, opts: { db: Db; accounts: AccountStore; http: GuardedHttpClient }): void {
  const deps: OAuthDeps = { ...opts, log: app.log };
  opts.accounts.setRefresher(oauthRefresher(opts.http));

  route(app, appOauth.start, async (req) => {
    const { public_origin, ...input } = req.body;
    const redirect_uri = callbackUrl(public_origin, requestOrigin(req));
    return { url: await startAuthorization(deps, authOf(req), { ...input, redirect_uri }) };
  });

  route(app, appOauth.callback, async (req, reply) => {
    let location: string;
    try {
      location = await finishAuthorization(deps, req.query);
    } catch (err) {
      // the browser is mid-flow: it gets the failure screen, never a JSON 500
      app.log.error({ err }, 'oauth callback failed');
      location = '/app-auth-callback/fail?reason=internal';
    }
    return reply.header('cache-control', 'no-store').redirect(location, 302);
  });

  route(app, appOauth.account, async (req) => {
    const auth = authOf(req);
    const row = await companyAccount(opts.accounts, auth.companyId, req.query.account_id);
    return (await toAccountInfos(opts.db, opts.accounts, [row]))[0]!;
  });

  route(app, appOauth.refresh, async (req) => {
    const auth = authOf(req);
    const row = await companyAccount(opts.accounts, auth.companyId, req.body.account_id);
    if (opts.accounts.methodOf(row)?.type !== 'oauth2') throw new AppError('BAD_REQUEST', '该账户不是 OAuth 2 授权，无需刷新');
    try {
      await opts.accounts.refresh(row);
    } catch (err) {
      const message = `刷新授权失败：${(err as Error).message}`;
      await opts.accounts.setStatus(auth.companyId, row.id, { ok: false, message });
      throw new AppError('OUTBOUND_FAILED', message);
    }
    return (await toAccountInfos(opts.db, opts.accounts, [await opts.accounts.get(auth.companyId, row.id)]))[0]!;
  });
}
