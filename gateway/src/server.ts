import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { ERRORS } from '@huiliu/core';
import { applyCors, parseCorsOrigins } from './cors';
import { noncePages } from './page-nonce';
import { isPassThroughPath, passThrough } from './proxy';
import { DEFAULT_FRAME_ANCESTORS, securityHeaders, TRADE_PAGE_PATH } from './security-headers';
import { webApp } from './static';
import type { UpstreamOptions } from './upstream';
import { createGatewayYoga } from './yoga';

export interface GatewayOptions {
  /** Where the REST platform listens, e.g. http://127.0.0.1:3001. */
  platformUrl: string;
  /** The built web app; defaults to web/dist of this repository. */
  webDist?: string;
  /**
   * GraphiQL on /graphql; defaults to on, and under NODE_ENV=production to callers with a valid session or API token
   * only ('signedIn', issue 13 tokens).
   */
  graphiql?: boolean | 'signedIn';
  /**
   * Refuse introspection and strip "Did you mean" suggestions unless the platform accepts the
   * caller's token; defaults to on when NODE_ENV is production.
   */
  hideSchemaFromAnonymous?: boolean;
  /**
   * Origins whose pages may call /graphql and the REST paths with the user's cookie; defaults to
   * HUILIU_CORS_ORIGINS. Same-origin pages need no entry.
   */
  corsOrigins?: readonly string[];
  /** Upstream client tuning (tests shorten the retry delay; embedded mode calls the platform in-process). */
  upstream?: Omit<UpstreamOptions, 'baseUrl'>;
  /** CSP frame-ancestors sources allowed to frame the app (HUILIU_FRAME_ANCESTORS); default 'self'. */
  frameAncestors?: string[];
}

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** How long /healthz waits for the platform's own /healthz. */
const HEALTH_TIMEOUT_MS = 3_000;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** What the public port does besides the REST calls, as handlers either server can route to. */
export interface GatewayParts {
  /** Security headers and CORS for any request; true when it has answered a CORS preflight itself. */
  edge(req: IncomingMessage, res: ServerResponse): boolean;
  /** /graphql (yoga). */
  graphql: Handler;
  /** The built web app for every other path. */
  app: Handler;
}

/** True for /graphql and what lies under it (yoga's own sub-paths). */
export function isGraphqlPath(pathname: string): boolean {
  return pathname === '/graphql' || pathname.startsWith('/graphql/');
}

/**
 * The gateway's part of the public port (DESIGN §5). Distributed mode serves it from its own node:http
 * server (createGatewayServer); embedded mode mounts the same parts in the platform's server, where the
 * REST paths are the platform's own routes (gateway/src/embedded/).
 */
export function createGatewayParts(options: Omit<GatewayOptions, 'platformUrl'> & { platformUrl: string }): GatewayParts {
  const webDist = options.webDist ?? DEFAULT_WEB_DIST;
  const corsOrigins = new Set(options.corsOrigins ?? parseCorsOrigins(process.env.HUILIU_CORS_ORIGINS));
  const headers = securityHeaders(options.frameAncestors ?? DEFAULT_FRAME_ANCESTORS);
  const serveWebApp = webApp(webDist, noncePages(headers));
  const yoga = createGatewayYoga({
    upstream: { ...options.upstream, baseUrl: options.platformUrl },
    graphiql: options.graphiql ?? (process.env.NODE_ENV === 'production' ? 'signedIn' : true),
    hideSchemaFromAnonymous: options.hideSchemaFromAnonymous ?? process.env.NODE_ENV === 'production',
    graphiqlHeaders: headers.graphiql,
  });
  return {
    edge(req, res) {
      const pathname = (req.url ?? '/').split('?')[0]!;
      // set before any handler writes its head: writeHead merges them with the handler's own headers
      // issue 13 billing: the trade page is the one REST path that is a page
      const set = pathname === TRADE_PAGE_PATH ? headers.tradePage : isPassThroughPath(pathname) ? headers.passThrough : headers.app;
      for (const [name, value] of Object.entries(set)) {
        res.setHeader(name, value);
      }
      return (isGraphqlPath(pathname) || isPassThroughPath(pathname)) && applyCors(req, res, corsOrigins);
    },
    graphql: (req, res) => void yoga(req, res),
    app: (req, res) => {
      serveWebApp(req, res, () => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(ERRORS.INTERNAL.msg);
      });
    },
  };
}

/**
 * The one public port of distributed mode (DESIGN §5): /graphql, the REST paths passed through to
 * the platform, /healthz, and the built web app for everything else.
 */
export function createGatewayServer(options: GatewayOptions): Server {
  const platformUrl = new URL(options.platformUrl);
  const parts = createGatewayParts({ ...options, platformUrl: platformUrl.href });
  return createServer((req, res) => {
    if (parts.edge(req, res)) return;
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (isGraphqlPath(pathname)) parts.graphql(req, res);
    else if (isPassThroughPath(pathname)) passThrough(req, res, platformUrl);
    else if (pathname === '/healthz') {
      void health(platformUrl).then(({ status, body }) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        res.end(JSON.stringify(body));
      });
    } else parts.app(req, res);
  });
}

/** Healthy only when the platform behind the gateway answers its own /healthz. */
async function health(platformUrl: URL): Promise<{ status: number; body: unknown }> {
  try {
    const reply = await fetch(new URL('/healthz', platformUrl), { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    const platform = (await reply.json()) as { data?: unknown };
    if (reply.ok) return { status: 200, body: { code: ERRORS.OK.code, msg: 'ok', data: { gateway: 'ok', platform: platform.data } } };
  } catch {
    // fall through: unreachable and unhealthy read the same to a load balancer
  }
  const { code, msg } = ERRORS.UPSTREAM_UNAVAILABLE;
  return { status: 503, body: { code, msg, data: { gateway: 'ok', platform: null } } };
}
