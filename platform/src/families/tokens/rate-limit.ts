import { LRUCache } from 'lru-cache';

const WINDOW_MS = 60_000;

interface Window {
  startedAt: number;
  count: number;
}

/** Seconds until the caller may try again, or null when the request is within the limit. */
export type Verdict = number | null;

/**
 * Per-token request counts in fixed one-minute windows (issue 13: per-token rate limits). In memory and per process:
 * one platform process counts its own requests, so in distributed mode a token may make its limit once per
 * platform process. A window starts with the token's first request after the last one ended.
 */
export class TokenRateLimiter {
  private readonly windows = new LRUCache<string, Window>({ max: 100_000, ttl: WINDOW_MS });

  /** Counts one request of `tokenId`, allowed up to `perMinute` in its window. */
  admit(tokenId: string, perMinute: number, now: number = Date.now()): Verdict {
    let window = this.windows.get(tokenId);
    if (!window || now - window.startedAt >= WINDOW_MS) {
      window = { startedAt: now, count: 0 };
      this.windows.set(tokenId, window);
    }
    if (window.count >= perMinute) return Math.max(1, Math.ceil((window.startedAt + WINDOW_MS - now) / 1000));
    window.count += 1;
    return null;
  }
}
