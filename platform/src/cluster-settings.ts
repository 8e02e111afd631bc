import { AppError } from '@huiliu/core';
import type { ClusterOptions } from './engine/distributed';

/** How this process takes part in running pipelines (issue 15), from the environment. */
export interface ClusterSettings {
  /** RUN_WORKERS=0: an API-only node that accepts and queues runs but executes none. */
  runWorkers: boolean;
  /** WORKER_CONCURRENCY: runs executed at once by this process. */
  concurrency?: number;
  /** Leases, sweep and shutdown grace of distributed mode (used only with REDIS_URL). */
  cluster: Omit<ClusterOptions, 'nodeId'>;
}

/** A whole-number setting within [min, max], or undefined when unset; anything else stops the start (CONFIG_INVALID). */
export function whole(env: NodeJS.ProcessEnv, name: string, min: number, max: number): number | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  const value = Number(text);
  // a typo must stop the start, not quietly mean the default
  if (!Number.isInteger(value) || value < min || value > max)
    throw new AppError('CONFIG_INVALID', `${name} 中的“${text}”不是 ${min}–${max} 之间的整数`);
  return value;
}

export const DAY_MS = 86_400_000;

export function clusterSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): ClusterSettings {
  const workers = env.RUN_WORKERS?.trim();
  if (workers && workers !== '0' && workers !== '1') throw new AppError('CONFIG_INVALID', `RUN_WORKERS 应为 0 或 1，而不是“${workers}”`);
  const concurrency = whole(env, 'WORKER_CONCURRENCY', 1, 1_000);
  const cluster: Omit<ClusterOptions, 'nodeId'> = {};
  const settings: Array<[keyof typeof cluster, string, number]> = [
    ['leaseMs', 'HUILIU_RUN_LEASE_MS', 1_000],
    ['sweepMs', 'HUILIU_SWEEP_MS', 100],
    ['requeueAfterMs', 'HUILIU_REQUEUE_AFTER_MS', 100],
    ['shutdownGraceMs', 'SHUTDOWN_GRACE_MS', 0],
  ];
  for (const [key, name, min] of settings) {
    const value = whole(env, name, min, DAY_MS);
    if (value !== undefined) cluster[key] = value;
  }
  return { runWorkers: workers !== '0', ...(concurrency ? { concurrency } : {}), cluster };
}
