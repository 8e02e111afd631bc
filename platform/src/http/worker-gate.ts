import { ERRORS } from '@huiliu/core';
import type { FastifyInstance } from 'fastify';

/** What a worker process answers on its port: it is there to be probed and scraped, not called. */
const WORKER_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * A worker process of distributed mode (issue 15) builds the whole platform — every job handler its routes register
 * (schedules, sweeps) must exist where a job may land — but its port is no second API: anything other than health and
 * metrics is an unknown route there.
 */
export function answerOnlyProbes(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    if (WORKER_PATHS.has(req.url.split('?')[0]!)) return;
    const { code, http, msg } = ERRORS.ROUTE_NOT_FOUND;
    return reply.code(http).send({ code, msg, data: null });
  });
}
