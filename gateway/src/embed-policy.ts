import { normalSource } from './security-headers';

/**
 * issue 14 embed: who may frame `/embed/<cfgId>/…`. The partner's configured domains (public REST
 * `GET /api/sdk/embed_policy`), cached briefly so a page load costs no platform call while a change of
 * domains still shows within half a minute. Anything else — an unknown page configuration, a partner
 * without domains, a platform that does not answer — frames nowhere ('none'), never "everywhere".
 */
export const EMBED_POLICY_TTL_MS = 30_000;
/** A bound on the cache: page configuration ids come from the address bar, anyone can invent them. */
const MAX_ENTRIES = 1_000;
const NOWHERE = ["'none'"];

/** The partner's origins for a page configuration, or null when the platform knows no such configuration. */
export type EmbedDomainsLookup = (cfgId: string) => Promise<readonly string[] | null>;

export interface EmbedPolicy {
  /** The CSP `frame-ancestors` sources of one page configuration's documents. */
  frameAncestors(cfgId: string): Promise<string[]>;
}

export function embedPolicy(lookup: EmbedDomainsLookup, options: { ttlMs?: number; now?: () => number } = {}): EmbedPolicy {
  const ttlMs = options.ttlMs ?? EMBED_POLICY_TTL_MS;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { sources: Promise<string[]>; until: number }>();

  async function sourcesOf(cfgId: string): Promise<string[]> {
    const domains = await lookup(cfgId);
    // a malformed stored entry is left out rather than spoiling the directive (the platform validates them anyway)
    const sources = (domains ?? []).map(normalSource).filter((s): s is string => s !== null);
    return sources.length > 0 ? [...new Set(sources)] : NOWHERE;
  }

  return {
    frameAncestors(cfgId) {
      const hit = cache.get(cfgId);
      if (hit && hit.until > now()) return hit.sources;
      if (cache.size >= MAX_ENTRIES) cache.clear();
      const sources = sourcesOf(cfgId).catch(() => {
        // not remembered: the next page load asks again instead of keeping a partner out for the whole window
        cache.delete(cfgId);
        return NOWHERE;
      });
      cache.set(cfgId, { sources, until: now() + ttlMs });
      return sources;
    },
  };
}
