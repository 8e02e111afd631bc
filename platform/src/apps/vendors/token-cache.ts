import { createHash } from 'node:crypto';

export interface FetchedToken {
  token: string;
  /** Lifetime in seconds as the vendor gives it (企业微信 / 公众号: 7200). */
  expiresIn: number;
}

/** Renewed this long before the vendor's expiry: a token must not run out between cache and use. */
const AHEAD_MS = 5 * 60_000;

/**
 * Access tokens of 企业微信 and 微信公众号, cached per credentials until shortly before they expire (the vendors
 * limit how often gettoken may be called, and every message would otherwise cost two calls). In memory only:
 * a restart fetches new ones, and each process of a distributed deployment keeps its own (both vendors allow
 * several valid tokens at once). Concurrent misses share one fetch.
 */
export class TokenCache {
  private readonly tokens = new Map<string, { token: string; expiresAt: number }>();
  private readonly pending = new Map<string, Promise<string>>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The cache key of a set of credentials: the secret is hashed, never kept as a key. */
  static keyOf(vendor: string, id: string, secret: string): string {
    return `${vendor}:${id}:${createHash('sha256').update(secret).digest('hex')}`;
  }

  async get(key: string, fetch: () => Promise<FetchedToken>): Promise<string> {
    const hit = this.tokens.get(key);
    if (hit && hit.expiresAt - AHEAD_MS > this.now()) return hit.token;
    const running = this.pending.get(key);
    if (running) return running;
    const started = fetch()
      .then(({ token, expiresIn }) => {
        this.tokens.set(key, { token, expiresAt: this.now() + expiresIn * 1000 });
        return token;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, started);
    return started;
  }

  /** A token just fetched outside `get` (a confirmation's proof): the next use needs no second fetch. */
  put(key: string, fetched: FetchedToken): void {
    this.tokens.set(key, { token: fetched.token, expiresAt: this.now() + fetched.expiresIn * 1000 });
  }

  /** The vendor said the token is invalid or expired (40014, 42001): the next use fetches a new one. */
  invalidate(key: string): void {
    this.tokens.delete(key);
  }
}

/** The platform's one cache of vendor tokens. */
export const vendorTokens = new TokenCache();
