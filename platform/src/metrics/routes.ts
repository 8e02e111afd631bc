import { operational } from '@huiliu/contract';
import { ERRORS } from '@huiliu/core';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/open';
import { route } from '../http/route';
import { mayScrape } from './exposition';
import type { PlatformMetrics } from './platform-metrics';

/** Past this a part counts as not answering: a probe must answer before the balancer's own timeout. */
const READY_TIMEOUT_MS = 3_000;

export interface ProbeDeps {
  db: Db;
  kind: Database['kind'];
  metrics: PlatformMetrics;
  /** The runtime's ping (Redis in distributed mode); absent: nothing beyond the database to ask. */
  readiness?: () => Promise<boolean>;
  /** HUILIU_METRICS_TOKEN, or null for an open /metrics. */
  metricsToken: string | null;
}

/** True when `probe` resolves true in time; a rejection or a hang is a no. */
async function answers(probe: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)));
  try {
    return (await Promise.race([probe().then((ok) => ok !== false), late])) === true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /readyz and /metrics (issue 15), beside /healthz (liveness: the process answers). Ready means worth sending traffic
 * to: the database and the runtime answer and the process is not draining — from the first moment of close, while
 * Fastify still answers the requests already in, so a balancer stops choosing it before its port goes away.
 */
export function probeRoutes(app: FastifyInstance, deps: ProbeDeps): void {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });

  route(app, operational.ready, async (_req, reply) => {
    if (draining) {
      const { code, http, msg } = ERRORS.SHUTTING_DOWN;
      return reply.status(http).header('cache-control', 'no-store').send({ code, msg, data: null });
    }
    const [db, runtime] = await Promise.all([answers(() => deps.db.execute(sql`select 1`)), deps.readiness ? answers(deps.readiness) : true]);
    reply.header('cache-control', 'no-store');
    // a probe reads msg 'ok', as on /healthz (docs/rest-contract.md "Operational")
    if (db && runtime) return reply.send({ code: ERRORS.OK.code, msg: 'ok', data: { db: deps.kind, runtime: deps.readiness ? 'ok' : 'none' } });
    // the unavailable entry's words, with the status a balancer reads as "not now" rather than its 502
    const { code, msg } = ERRORS.UPSTREAM_UNAVAILABLE;
    return reply.status(503).send({ code, msg, data: { db: db ? 'ok' : 'down', runtime: runtime ? 'ok' : 'down' } });
  });

  route(app, operational.metrics, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (!mayScrape(req.headers.authorization, deps.metricsToken)) {
      const { code, http, msg } = ERRORS.UNAUTHENTICATED;
      return reply.status(http).send({ code, msg, data: null });
    }
    return reply.header('content-type', deps.metrics.contentType).send(await deps.metrics.text());
  });
}
