import type { KeyValueStore } from '../../../auth/storage';

/**
 * An OAuth 2 account form is not saved by the form: it waits in sessionStorage (this tab only, never a URL: it
 * holds the client secret) while the browser goes to /app-auth-redirect/{appId}, whose screen (slice oauth,
 * web/src/screens/oauth/pendingAuthorization.ts) reads it under the same key and shape, starts the flow and
 * offers `returnTo` afterwards (the pipeline the editor's account step started from, else the app's page).
 * Once both slices are merged, this file can give way to the oauth slice's savePendingAuthorization.
 */
export interface PendingAuthorization {
  appId: string;
  accountName?: string;
  authData: Record<string, unknown>;
  /** Re-authorising an existing account. */
  accountId?: string;
  returnTo?: string;
}

export const PENDING_AUTHORIZATION_KEY = 'huiliu_oauth_pending';

export function savePendingAuthorization(store: KeyValueStore, pending: PendingAuthorization): void {
  store.setItem(PENDING_AUTHORIZATION_KEY, JSON.stringify(pending));
}

/** Where the redirect screen starts: the app in the path, where to come back in the query. */
export function authorizationPath(appId: string, returnTo?: string): string {
  return `/app-auth-redirect/${encodeURIComponent(appId)}${returnTo ? `?return_to=${encodeURIComponent(returnTo)}` : ''}`;
}
