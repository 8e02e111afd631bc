import type { KeyValueStore } from '../auth/storage';
import type { ErrorBus } from '../errors/errorBus';
import type { EmbedBridge } from './bridge';
import { clearEmbedToken } from './embedToken';

/**
 * A refused token (2101) inside a partner's iframe: no /login (the embedded user has no password, and a sign-in form
 * inside someone else's page invites phishing) — the token is forgotten and the partner is told, so it can hand a new
 * one (`set-token`). Returns the unsubscribe.
 */
export function expireOnUnauthenticated(
  bus: ErrorBus,
  options: { cfgId: string; bridge: EmbedBridge; store: KeyValueStore; onExpired: () => void },
): () => void {
  return bus.subscribe((event) => {
    if (event.type !== 'unauthenticated') return;
    clearEmbedToken(options.cfgId, options.store);
    options.onExpired();
    options.bridge.post('session-expired', {});
  });
}
