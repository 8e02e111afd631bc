import type { KeyValueStore } from '../auth/storage';

/**
 * The embedded UI's session token. The partner's server puts it in the URL's fragment (`#token=…`): a
 * fragment never reaches a server log nor a Referer. It leaves the address bar at once, lives in this tab's
 * session storage (one iframe, one tab) and rides every request as `Authorization: Bearer`: a third-party
 * iframe cannot count on its cookies (browsers partition or block them).
 */
export function embedTokenKey(cfgId: string): string {
  return `huiliu_embed_token:${cfgId}`;
}

interface Address {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Takes `#token=…` out of the address (history.replaceState, no reload, no new history entry) into `store`.
 * Returns the token to use: the fragment's when there is one, else the one kept from before (a reload).
 */
export function adoptFragmentToken(cfgId: string, address: Address, replaceAddress: (url: string) => void, store: KeyValueStore): string | null {
  const params = new URLSearchParams(address.hash.replace(/^#/, ''));
  const token = params.get('token');
  if (token !== null) {
    params.delete('token');
    const rest = params.toString();
    replaceAddress(`${address.pathname}${address.search}${rest ? `#${rest}` : ''}`);
    if (token) store.setItem(embedTokenKey(cfgId), token);
  }
  return store.getItem(embedTokenKey(cfgId));
}

/** The dynamic-show mode (spec §1): the partner hands a fresh token through postMessage. */
export function saveEmbedToken(cfgId: string, token: string, store: KeyValueStore): void {
  store.setItem(embedTokenKey(cfgId), token);
}

export function clearEmbedToken(cfgId: string, store: KeyValueStore): void {
  store.removeItem(embedTokenKey(cfgId));
}
