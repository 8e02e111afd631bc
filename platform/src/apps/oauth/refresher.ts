import type { GuardedHttpClient } from '../../http/guarded-client';
import type { TokenRefresher } from '../accounts';
import { TokenRefused, tokenRequest, withGrant } from './token';

/**
 * AccountStore's refresher (RFC 6749 §6 refresh_token grant): the store calls it before a token runs out and
 * after a 401; a new refresh token replaces the old when the provider rotates it. Failures are Chinese
 * messages the store writes into the account's status.
 */
export function oauthRefresher(http: GuardedHttpClient): TokenRefresher {
  return async (_account, data, method) => {
    if (method.type !== 'oauth2') throw new Error('该账户不是 OAuth 2 授权');
    const refreshToken = typeof data.refresh_token === 'string' ? data.refresh_token : '';
    if (refreshToken === '') throw new Error('授权服务器没有提供刷新令牌，请重新授权');
    try {
      const grant = await tokenRequest(http, method, data, { grant_type: 'refresh_token', refresh_token: refreshToken });
      return { data: withGrant(data, grant), expiresAt: grant.expiresAt };
    } catch (err) {
      if (err instanceof TokenRefused) throw new Error(`${err.message}，请重新授权`, { cause: err });
      throw err;
    }
  };
}
