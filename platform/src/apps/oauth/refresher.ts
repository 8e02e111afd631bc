import type { GuardedHttpClient } from '../../http/guarded-client';
import type { TokenRefresher } from '../accounts';
import { TokenRefused, tokenRequest, withGrant } from './token';

type Refreshed = Awaited<ReturnType<TokenRefresher>>;

/** How long a refresh's result answers callers that still hold the refresh token it replaced. */
const REUSE_MS = 30_000;

/**
 * AccountStore's refresher (RFC 6749 §6 refresh_token grant): the store calls it before a token runs out and
 * after a 401; a new refresh token replaces the old when the provider rotates it. Failures are Chinese
 * messages the store writes into the account's status.
 *
 * Steps of concurrent runs often find the same token expiring at once. With rotation, a second refresh
 * sending the refresh token the first one just spent would be refused (invalid_grant) and mark a healthy
 * account failed; so one refresh per account and refresh token is made, and its result is shared with every
 * caller holding that token for a short while (one process; several workers may each refresh once).
 */
export function oauthRefresher(http: GuardedHttpClient): TokenRefresher {
  const recent = new Map<string, Promise<Refreshed>>();
  return async (account, data, method) => {
    if (method.type !== 'oauth2') throw new Error('该账户不是 OAuth 2 授权');
    const refreshToken = typeof data.refresh_token === 'string' ? data.refresh_token : '';
    if (refreshToken === '') throw new Error('授权服务器没有提供刷新令牌，请重新授权');
    const key = `${account.id}\n${refreshToken}`;
    const shared = recent.get(key);
    if (shared) return shared;
    const refresh = (async (): Promise<Refreshed> => {
      try {
        const grant = await tokenRequest(http, method, data, { grant_type: 'refresh_token', refresh_token: refreshToken });
        return { data: withGrant(data, grant), expiresAt: grant.expiresAt };
      } catch (err) {
        if (err instanceof TokenRefused) throw new Error(`${err.message}，请重新授权`, { cause: err });
        throw err;
      }
    })();
    recent.set(key, refresh);
    // a failure is not shared beyond the callers already waiting: the next attempt asks the provider again
    refresh.then(
      () => setTimeout(() => recent.delete(key), REUSE_MS).unref(),
      () => recent.delete(key),
    );
    return refresh;
  };
}
