/**
 * The SDK's rules shared by the platform, the gateway and the embedded UI (spec §6 embedded users and signing,
 * §7 SDK; docs/rest-contract-sdk.md).
 */

/** spec §7: corp_token lives 2 hours (`expires_in` 7200). */
export const SDK_CORP_TOKEN_LIFETIME_S = 7200;

/** An embedded user's session (user_token) lives 2 hours. */
export const SDK_USER_TOKEN_LIFETIME_S = 7200;

/** The accepted clock skew of a signed call's `timestamp`, seconds either way (`HUILIU_SDK_CLOCK_SKEW_S` overrides). */
export const SDK_CLOCK_SKEW_S = 300;

/** The prefix of a partner's corp_id. */
export const SDK_CORP_ID_PREFIX = 'hlc_';

/** The parameters every signed call carries besides its own (spec §6). */
export const SDK_SIGNED_PARAMS = ['corp_id', 'timestamp', 'nonce', 'sign'] as const;

/** The screens an embedded page may offer (the web's routes of the embedded UI). */
export const SDK_SCREENS = ['pipelines', 'editor', 'logs', 'accounts', 'templates', 'variables'] as const;
export type SdkScreen = (typeof SDK_SCREENS)[number];

/** A partner's own actions are sent with one of these methods. */
export const SDK_ACTION_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The kinds of a partner action's input fields. */
export const SDK_ACTION_FIELD_TYPES = ['string', 'number', 'boolean', 'text'] as const;

/** Most origins a partner may list (frame-ancestors and postMessage targets). */
export const SDK_MAX_DOMAINS = 20;

/**
 * An origin a partner page may be served from: scheme + host (+ port), no path, no wildcard; `http` only for
 * localhost (development). Returns the origin as browsers spell it (lower case, default port dropped), or null.
 */
export function canonicalOrigin(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) return null;
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  if (url.protocol === 'http:' && !local) return null;
  return url.origin;
}
