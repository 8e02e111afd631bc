import { describe, expect, it } from 'vitest';
import { TokenCache } from './token-cache';

describe('vendor token cache', () => {
  it('keeps a token until five minutes before it expires, then fetches a new one', async () => {
    let now = 1_000_000;
    const cache = new TokenCache(() => now);
    let fetched = 0;
    const fetch = async () => ({ token: `t${++fetched}`, expiresIn: 7200 });
    expect(await cache.get('k', fetch)).toBe('t1');
    now += 7200_000 - 5 * 60_000 - 1;
    expect(await cache.get('k', fetch)).toBe('t1');
    now += 2;
    expect(await cache.get('k', fetch)).toBe('t2');
    expect(fetched).toBe(2);
  });

  it('shares one fetch between concurrent misses, and fetches again after invalidate', async () => {
    const cache = new TokenCache();
    let fetched = 0;
    const fetch = async () => {
      fetched++;
      await new Promise((r) => setTimeout(r, 10));
      return { token: `t${fetched}`, expiresIn: 7200 };
    };
    const [a, b] = await Promise.all([cache.get('k', fetch), cache.get('k', fetch)]);
    expect([a, b, fetched]).toEqual(['t1', 't1', 1]);
    cache.invalidate('k');
    expect(await cache.get('k', fetch)).toBe('t2');
  });

  it('keeps a token put from outside until its expiry', async () => {
    const cache = new TokenCache();
    cache.put('k', { token: 'given', expiresIn: 7200 });
    expect(await cache.get('k', () => Promise.reject(new Error('must not fetch')))).toBe('given');
  });

  it('does not cache a failed fetch', async () => {
    const cache = new TokenCache();
    await expect(cache.get('k', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.get('k', async () => ({ token: 'ok', expiresIn: 60 * 60 }))).toBe('ok');
  });

  it('keys credentials without the secret in clear', () => {
    const key = TokenCache.keyOf('corpwechat', 'ww1', 'topsecret');
    expect(key).not.toContain('topsecret');
    expect(key).not.toBe(TokenCache.keyOf('corpwechat', 'ww1', 'other'));
  });
});
