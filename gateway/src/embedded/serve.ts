import { serveFromEnv } from '@huiliu/platform';
import { createGatewayParts } from '../server';
import { inProcessFetch } from './in-process-fetch';
import { mountGateway } from './mount';

/**
 * Embedded mode, the `npm start` default (DESIGN §2): ONE process. The platform's server takes the public
 * port, the gateway's parts are mounted in it, and GraphQL reaches the REST routes in-process — no proxy
 * hop, no second process. Callers reach it directly, so no proxy's X-Forwarded-For is believed.
 */
const running = await serveFromEnv({
  name: '汇流',
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '127.0.0.1',
  mount: (app) => {
    const parts = createGatewayParts({
      // the in-process fetch ignores the host; the path is what routes the call
      platformUrl: 'http://platform.internal/',
      upstream: { fetch: inProcessFetch(app) },
      ...(process.env.WEB_DIST ? { webDist: process.env.WEB_DIST } : {}),
    });
    mountGateway(app, parts);
  },
});
process.stdout.write(`汇流 已启动：${running.url}（GraphQL：${running.url}/graphql）\n`);
