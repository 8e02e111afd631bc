import type { IncomingMessage, ServerResponse } from 'node:http';
import { ERRORS } from '@huiliu/core';
import { mayScrape } from '@huiliu/platform/metrics';
import type { Registry } from 'prom-client';

/** How long /healthz and /readyz wait for the platform's own. */
const PROBE_TIMEOUT_MS = 3_000;

export interface ProbeOptions {
  platformUrl: URL;
  /** The gateway's registry merged with the process's figures. */
  metrics: Registry;
  /** HUILIU_METRICS_TOKEN, or null for an open /metrics. */
  metricsToken: string | null;
  /** True once the gateway's close began: it still answers the requests in, but wants no new ones. */
  draining(): boolean;
}

type Answer = { status: number; body: unknown };

function send(res: ServerResponse, { status, body }: Answer): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** The gateway is as alive (/healthz) or as ready (/readyz) as the platform behind it says it is; its answer rides along. */
async function askPlatform(platformUrl: URL, path: '/healthz' | '/readyz'): Promise<Answer> {
  let platform: unknown = null;
  try {
    const reply = await fetch(new URL(path, platformUrl), { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    platform = ((await reply.json()) as { data?: unknown }).data ?? null;
    if (reply.ok) return { status: 200, body: { code: ERRORS.OK.code, msg: 'ok', data: { gateway: 'ok', platform } } };
  } catch {
    // fall through: unreachable and unhealthy read the same to a load balancer
  }
  const { code, msg } = ERRORS.UPSTREAM_UNAVAILABLE;
  return { status: 503, body: { code, msg, data: { gateway: 'ok', platform } } };
}

async function scrape(req: IncomingMessage, res: ServerResponse, opts: ProbeOptions): Promise<void> {
  if (!mayScrape(req.headers.authorization, opts.metricsToken)) {
    const { code, http, msg } = ERRORS.UNAUTHENTICATED;
    return send(res, { status: http, body: { code, msg, data: null } });
  }
  try {
    const text = await opts.metrics.metrics();
    res.writeHead(200, { 'content-type': opts.metrics.contentType, 'cache-control': 'no-store' }).end(text);
  } catch {
    const { code, http, msg } = ERRORS.INTERNAL;
    send(res, { status: http, body: { code, msg, data: null } });
  }
}

/**
 * The distributed gateway's own /healthz, /readyz and /metrics (issue 15); true when `pathname` was one of them. In
 * embedded mode the platform's routes answer these paths for the whole process.
 */
export function gatewayProbes(opts: ProbeOptions): (pathname: string, req: IncomingMessage, res: ServerResponse) => boolean {
  return (pathname, req, res) => {
    if (pathname === '/healthz') void askPlatform(opts.platformUrl, '/healthz').then((answer) => send(res, answer));
    else if (pathname === '/readyz') {
      if (!opts.draining()) void askPlatform(opts.platformUrl, '/readyz').then((answer) => send(res, answer));
      else {
        const { code, http, msg } = ERRORS.SHUTTING_DOWN;
        send(res, { status: http, body: { code, msg, data: null } });
      }
    } else if (pathname === '/metrics') void scrape(req, res, opts);
    else return false;
    return true;
  };
}
