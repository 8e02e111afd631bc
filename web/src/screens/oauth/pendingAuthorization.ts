import type { KeyValueStore } from '../../auth/storage';

/**
 * What the account form hands to /app-auth-redirect/{appId} (spec §4 "Authorisation"): the filled oauth2 form,
 * kept in sessionStorage (this tab only, never a URL: it holds the client secret) and removed as soon as the
 * flow starts. `returnTo` brings the person back where they started (the editor's pipeline) after the callback.
 */
export interface PendingAuthorization {
  appId: string;
  accountName?: string;
  /** The oauth2 method's fields (authorize_url, token_url, client_id, client_secret, scope …). */
  authData: Record<string, unknown>;
  /** Re-authorises this account; fields it leaves out or sends as '******' keep their saved value. */
  accountId?: string;
  /** An in-app path to offer after the callback screens. */
  returnTo?: string;
}

export const PENDING_AUTH_KEY = 'huiliu_oauth_pending';
export const RETURN_TO_KEY = 'huiliu_oauth_return_to';

/** Only in-app paths: an open redirect through the callback screens would be a phishing aid. */
export function safeReturnTo(path: unknown): string | undefined {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : undefined;
}

/** The account form calls this, then navigates to `authorizationPath(appId, returnTo)`. */
export function savePendingAuthorization(store: KeyValueStore, pending: PendingAuthorization): void {
  store.setItem(PENDING_AUTH_KEY, JSON.stringify(pending));
}

/** The pending form for this app, if any (left in place until the flow starts, so an error can be fixed and retried). */
export function readPendingAuthorization(store: KeyValueStore, appId: string): PendingAuthorization | undefined {
  const raw = store.getItem(PENDING_AUTH_KEY);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<PendingAuthorization>;
    if (parsed.appId !== appId || typeof parsed.authData !== 'object' || parsed.authData === null) return undefined;
    return parsed as PendingAuthorization;
  } catch {
    return undefined;
  }
}

/** Removed once the provider's URL is known: the client secret must not linger in the tab. */
export function clearPendingAuthorization(store: KeyValueStore): void {
  store.removeItem(PENDING_AUTH_KEY);
}

export function rememberReturnTo(store: KeyValueStore, path: string | undefined): void {
  const safe = safeReturnTo(path);
  if (safe) store.setItem(RETURN_TO_KEY, safe);
  else store.removeItem(RETURN_TO_KEY);
}

export function returnTo(store: KeyValueStore): string | undefined {
  return safeReturnTo(store.getItem(RETURN_TO_KEY));
}

/** Where the redirect screen starts: the app in the path, where to come back in the query. */
export function authorizationPath(appId: string, returnTo?: string): string {
  return `/app-auth-redirect/${encodeURIComponent(appId)}${returnTo ? `?return_to=${encodeURIComponent(returnTo)}` : ''}`;
}
