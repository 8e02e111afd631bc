import type { UsageCounter } from './types';

interface Count {
  used: number;
  expiresAt: number;
}

/** In-process counters (embedded mode, and a Redis node while Redis is away): a map, seeded once per key. */
export class MemoryUsageCounter implements UsageCounter {
  private readonly counts = new Map<string, Count>();
  private readonly seeding = new Map<string, Promise<number>>();

  async take(key: string, limit: number, seed: () => Promise<number>, expiresAt: Date, now = Date.now()): Promise<number | undefined> {
    let entry = this.counts.get(key);
    if (!entry || entry.expiresAt <= now) {
      const used = await this.seedOnce(key, seed);
      entry = this.counts.get(key);
      if (!entry || entry.expiresAt <= now) {
        if (this.counts.size >= 10_000) this.forgetExpired(now);
        entry = { used, expiresAt: expiresAt.getTime() };
        this.counts.set(key, entry);
      }
    }
    if (entry.used >= limit) return undefined;
    return ++entry.used;
  }

  private seedOnce(key: string, seed: () => Promise<number>): Promise<number> {
    let pending = this.seeding.get(key);
    if (!pending) {
      pending = seed().finally(() => this.seeding.delete(key));
      this.seeding.set(key, pending);
    }
    return pending;
  }

  // a company's past months stay until they expire: swept only when the map grows, not on every take
  private forgetExpired(now: number): void {
    for (const [key, entry] of this.counts) if (entry.expiresAt <= now) this.counts.delete(key);
  }
}
