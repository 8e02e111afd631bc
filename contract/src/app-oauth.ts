import { z } from 'zod';
import { AccountInfo } from './apps';
import { call } from './call';
import { idString } from './fields';

/**
 * OAuth 2 authorisation of app accounts (issue 11 "Accounts and authorisation"; spec §2 /app-auth-redirect,
 * /app-auth-callback, §7 process/app/callback). docs/rest-contract-apps.md section "oauth".
 */

const startBody = z.object({
  app_id: z.string().min(1).max(40),
  account_name: z.string().trim().max(100).optional(),
  /** The oauth2 method's form (client id, secret, endpoints …); values are checked by the platform. */
  auth_data: z.record(z.string(), z.unknown()).optional(),
  /** Re-authorises this account: its saved form fills what `auth_data` leaves out or sends as '******'. */
  account_id: idString.optional(),
  /** The origin the browser reached the product through (the gateway sends its own); PUBLIC_URL wins when set. */
  public_origin: z.string().max(300).optional(),
});

export const appOauth = {
  /** Inferred: starts an authorisation; answers the provider's URL with state and PKCE S256. */
  start: call({ method: 'POST', path: '/v1/api/app/oauth/start', body: startBody, reply: z.strictObject({ url: z.string() }) }),
  /**
   * spec §7 process/app/callback: the provider sends the browser here (public: the state is the credential).
   * It answers a 302 to /app-auth-callback/success?account_id=… or /fail?reason=…, never an envelope.
   */
  callback: call({
    method: 'GET',
    path: '/v1/api/process/app/callback',
    query: z.object({
      code: z.string().max(4096).optional(),
      state: z.string().max(512).optional(),
      error: z.string().max(200).optional(),
      error_description: z.string().max(2000).optional(),
    }),
    reply: z.never(),
    public: true,
  }),
  /** Inferred: the account an authorisation saved, with its token's expiry and refreshes (the success screen). */
  account: call({ method: 'GET', path: '/v1/api/app/oauth/account', query: z.object({ account_id: idString }), reply: AccountInfo }),
  /** Inferred: refreshes an OAuth 2 account's token now (refresh_token grant); a refusal marks it failed. */
  refresh: call({ method: 'POST', path: '/v1/api/app/oauth/refresh', body: z.object({ account_id: idString }), reply: AccountInfo }),
};
