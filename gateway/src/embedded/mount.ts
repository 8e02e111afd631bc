import { includeMetrics } from '@huiliu/platform';
import type { FastifyInstance } from 'fastify';
import { isPassThroughPath } from '../proxy';
import type { GatewayParts } from '../server';

/**
 * Embedded mode (DESIGN §2): the gateway's parts on the platform's own server, one port and one process.
 * The REST paths are the platform's routes; /graphql and the web app are handed the raw request and
 * response (`reply.hijack()`), exactly as the gateway's own server would hand them. /healthz, /readyz and /metrics
 * are the platform's routes, for the one process: its /metrics answers the gateway's counters too.
 */
export function mountGateway(app: FastifyInstance, parts: GatewayParts): void {
  includeMetrics(app, parts.metrics.registry);
  // security headers and CORS on every reply, REST ones included; a CORS preflight is answered right here
  app.addHook('onRequest', async (req, reply) => {
    if (parts.edge(req.raw, reply.raw)) reply.hijack();
  });
  app.register(async (scope) => {
    // yoga reads the body itself, with its own limits (JSON documents, multipart uploads)
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    // not platform routes: no platform session (the gateway reads its own), no text check of a body unread
    const config = { public: true, keepsNul: true };
    // the paths the gateway's own server gives yoga (isGraphqlPath): never the web app's page
    for (const url of ['/graphql', '/graphql/*']) {
      scope.route({
        method: ['GET', 'POST', 'OPTIONS'],
        url,
        config,
        handler: (req, reply) => {
          reply.hijack();
          parts.graphql(req.raw, reply.raw);
        },
      });
    }
    scope.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      config,
      handler: (req, reply) => {
        // an unknown REST path is the platform's 404 envelope, never the web app's page
        if (isPassThroughPath(req.url.split('?')[0]!)) return reply.callNotFound();
        reply.hijack();
        parts.app(req.raw, reply.raw);
      },
    });
  });
}
