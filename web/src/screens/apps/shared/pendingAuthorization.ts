import type { KeyValueStore } from '../../../auth/storage';

/**
 * An OAuth 2 account form is not saved by the form: it waits in sessionStorage while the browser goes to
 * /app-auth-redirect/{appId}, whose screen (slice oauth) reads it, calls authorizeApp and comes back to
 * `returnTo` (the pipeline the editor's account step started from, else /app-manage).
 */
export interface PendingAuthorization {
  appId: string;
  accountName?: string;
  authData: Record<string, unknown>;
  /** Re-authorising an existing account. */
  accountId?: string;
  returnTo?: string;
}

export const PENDING_AUTHORIZATION_KEY = 'huiliu_pending_authorization';

export function savePendingAuthorization(store: KeyValueStore, pending: PendingAuthorization): void {
  store.setItem(PENDING_AUTHORIZATION_KEY, JSON.stringify(pending));
}

/** Reads and forgets the pending form (one use); undefined when none or unreadable. */
export function takePendingAuthorization(store: KeyValueStore): PendingAuthorization | undefined {
  const raw = store.getItem(PENDING_AUTHORIZATION_KEY);
  store.removeItem(PENDING_AUTHORIZATION_KEY);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<PendingAuthorization>;
    return typeof parsed.appId === 'string' && parsed.authData && typeof parsed.authData === 'object' ? (parsed as PendingAuthorization) : undefined;
  } catch {
    return undefined;
  }
}

/** Where the redirect screen starts: the app in the path, where to come back in the query. */
export function authorizationPath(appId: string, returnTo?: string): string {
  return `/app-auth-redirect/${encodeURIComponent(appId)}${returnTo ? `?return_to=${encodeURIComponent(returnTo)}` : ''}`;
}
