import { createHash, timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * What every process's /metrics shares (issue 15): the platform, a worker and the distributed gateway each answer
 * their own registry merged with this process's one, under one token rule. Kept free of the platform's other modules,
 * so the gateway's bundle takes this file alone (`@huiliu/platform/metrics`).
 */

let processRegistry: Registry | undefined;

/**
 * The process's own figures (CPU, memory, event loop lag, GC), prefixed `huiliu_`: made once per process however many
 * platforms it builds (a test file builds several), since prom-client watches GC and the event loop per collection.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'huiliu_' });
  }
  return processRegistry;
}

/** HUILIU_METRICS_TOKEN; unset or empty: /metrics is open, as on a private network behind the scraper. */
export function metricsTokenFromEnv(): string | null {
  return process.env.HUILIU_METRICS_TOKEN || null;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Whether a scrape may read /metrics: anyone without a token, else only `Authorization: Bearer <token>`. */
export function mayScrape(authorization: string | undefined, token: string | null): boolean {
  if (!token) return true;
  const presented = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
  // equal-length digests: the comparison takes the same time whatever was sent and never tells the token's length
  return timingSafeEqual(digest(presented), digest(token));
}
