import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { ERRORS, isIdString } from '@huiliu/core';
import { GraphQLError } from 'graphql';
import { applyCors, parseCorsOrigins } from './cors';
import { embedPolicy, type EmbedDomainsLookup } from './embed-policy';
import { noncePages } from './page-nonce';
import { processMetrics, metricsTokenFromEnv } from '@huiliu/platform/metrics';
import { Registry } from 'prom-client';
import { GatewayMetrics } from './metrics';
import { gatewayProbes } from './probes';
import { isPassThroughPath, passThrough } from './proxy';
import { DEFAULT_FRAME_ANCESTORS, embedPageHeaders, securityHeaders, TRADE_PAGE_PATH } from './security-headers';
import { webApp } from './static';
import { createUpstream, type UpstreamOptions } from './upstream';
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
  /** issue 14 embed: how long a page configuration's partner domains are kept (default 30 s; tests shorten it). */
  embedPolicyTtlMs?: number;
  /** issue 15: the bearer /metrics requires; default HUILIU_METRICS_TOKEN; null: open. */
  metricsToken?: string | null;
}

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** What the public port does besides the REST calls, as handlers either server can route to. */
export interface GatewayParts {
  /** Security headers and CORS for any request; true when it has answered a CORS preflight itself. */
  edge(req: IncomingMessage, res: ServerResponse): boolean;
  /** /graphql (yoga). */
  graphql: Handler;
  /** The built web app for every other path. */
  app: Handler;
  /** issue 15: upstream calls and /graphql requests, counted in either mode. */
  metrics: GatewayMetrics;
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
  // issue 14 embed: the partner's frame-ancestors of each embedded page, looked up before the page is rendered
  const embedFrames = new WeakMap<IncomingMessage, string[]>();
  const metrics = new GatewayMetrics();
  const upstream = { ...options.upstream, baseUrl: options.platformUrl, observe: metrics.clientCall };
  const embedFrameAncestors = embedPolicy(embedDomainsFrom(upstream), {
    ...(options.embedPolicyTtlMs !== undefined ? { ttlMs: options.embedPolicyTtlMs } : {}),
  });
  const serveWebApp = webApp(
    webDist,
    noncePages(headers, (req, nonce) => {
      const ancestors = embedFrames.get(req);
      return ancestors && embedPageHeaders(ancestors, nonce);
    }),
  );
  const yoga = createGatewayYoga({
    upstream,
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
    graphql: (req, res) => {
      metrics.graphqlRequest(res);
      void yoga(req, res);
    },
    app: (req, res) => {
      const fail = () => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(ERRORS.INTERNAL.msg);
      };
      const cfgId = embedCfgIdOf((req.url ?? '/').split('?')[0]!);
      if (cfgId === null) return serveWebApp(req, res, fail);
      void embedFrameAncestors.frameAncestors(cfgId).then((ancestors) => {
        embedFrames.set(req, ancestors);
        // the edge's SAMEORIGIN would keep the partner out in browsers that honour X-Frame-Options over CSP
        res.removeHeader('x-frame-options');
        serveWebApp(req, res, fail);
      }, fail);
    },
    metrics,
  };
}

/** issue 14 embed: `/embed/<cfgId>` and what lies under it; the id as web/src/embed/embedPath.ts reads it. */
export function embedCfgIdOf(pathname: string): string | null {
  return /^\/embed\/([A-Za-z0-9_-]{1,64})(?:\/|$)/.exec(pathname)?.[1] ?? null;
}

/** issue 14 embed: the public `embed_policy` call; an unknown page configuration (any refusal) reads as no domains. */
function embedDomainsFrom(options: UpstreamOptions): EmbedDomainsLookup {
  // no retries: a page load waits for this, and a failure already means "framed nowhere" until the next load
  const upstream = createUpstream({ ...options, retries: 0, timeoutMs: 5_000 }, null);
  return async (cfgId) => {
    // a page configuration id is a platform id: anything else is refused there, so it costs no round trip here
    if (!isIdString(cfgId)) return null;
    try {
      const policy = await upstream.get<{ domains: string[] }>('/api/sdk/embed_policy', { cfg_id: cfgId });
      return policy.domains;
    } catch (error) {
      // the platform's refusal (unknown page configuration): no domains; anything else is not remembered
      if (error instanceof GraphQLError && typeof error.extensions.upstreamCode === 'number') return null;
      throw error;
    }
  };
}

/**
 * The one public port of distributed mode (DESIGN §5): /graphql, the REST paths passed through to
 * the platform, /healthz, /readyz and /metrics, and the built web app for everything else.
 */
export function createGatewayServer(options: GatewayOptions): Server {
  const platformUrl = new URL(options.platformUrl);
  const parts = createGatewayParts({ ...options, platformUrl: platformUrl.href });
  const probes = gatewayProbes({
    platformUrl,
    metrics: Registry.merge([parts.metrics.registry, processMetrics()]),
    metricsToken: options.metricsToken !== undefined ? options.metricsToken : metricsTokenFromEnv(),
    // close() stops the listening socket at once, while requests already in are still answered
    draining: () => !server.listening,
  });
  const server = createServer((req, res) => {
    if (parts.edge(req, res)) return;
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (isGraphqlPath(pathname)) parts.graphql(req, res);
    else if (isPassThroughPath(pathname)) passThrough(req, res, platformUrl, parts.metrics.restCall);
    else if (!probes(pathname, req, res)) parts.app(req, res);
  });
  return server;
}
