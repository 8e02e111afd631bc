/**
 * Why an OAuth 2 authorisation failed: the platform's callback sends the browser to
 * `/app-auth-callback/fail?reason=…` with one of these, and the web translates it. Never the provider's own
 * text: it would be untranslated, and a URL is no place for what a third party chose to say.
 */
export const OAUTH_FAIL_REASONS = [
  'state_invalid',
  'state_used',
  'state_expired',
  'denied',
  'provider_error',
  'code_missing',
  'token_failed',
  'app_unavailable',
  'account_missing',
  'internal',
] as const;
export type OAuthFailReason = (typeof OAUTH_FAIL_REASONS)[number];

/** Where the platform's callback sends the browser (paths of the public origin, spec §2). */
export const OAUTH_SUCCESS_PATH = '/app-auth-callback/success';
export const OAUTH_FAIL_PATH = '/app-auth-callback/fail';
