import { z } from 'zod';
import { call } from './call';

/** Operational calls, not exposed in GraphQL. */
export const operational = {
  /** Which database driver the platform runs on. */
  health: call({ method: 'GET', path: '/healthz', public: true, reply: z.strictObject({ db: z.enum(['pglite', 'postgres']) }) }),
  /**
   * Whether this process should be sent traffic (issue 15): the database and the runtime (Redis) answer and it is not
   * draining; otherwise 503 with the same fields saying which part failed.
   */
  ready: call({
    method: 'GET',
    path: '/readyz',
    public: true,
    reply: z.strictObject({ db: z.enum(['pglite', 'postgres']), runtime: z.enum(['ok', 'none']) }),
  }),
  /** Prometheus text (issue 15); `Authorization: Bearer HUILIU_METRICS_TOKEN` when that is set, checked by the handler. */
  metrics: call({ method: 'GET', path: '/metrics', public: true, raw: true, reply: z.string() }),
};
