import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { DRAIN_LIMIT_BYTES, ERRORS, isReservedReplyHeader } from '@huiliu/core';
import { bodyCounter, bodyLimitOf, drainBody, refuseOversized } from './body-limit';
import type { UpstreamOutcome } from './upstream';

/** RFC 9110 §7.6.1: these describe one connection and are never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** True for the REST paths the gateway hands to the platform untouched (and the search service, spec §7). */
export function isPassThroughPath(pathname: string): boolean {
  return pathname.startsWith('/v1/api/') || pathname.startsWith('/api/') || pathname.startsWith('/indexes/');
}

/**
 * Hands a REST request to the platform unchanged (method, path and query,
 * headers, streamed body) and streams the reply back with its status and
 * headers, less those the public port owns. Webhook senders and REST clients
 * then need only the gateway's URL.
 *
 * Bodies over the platform's limit are refused here with 413 (a platform closing the connection
 * mid-upload used to surface as 502), and a refused or unread body is drained so the caller's
 * keep-alive connection carries its next request.
 *
 * `observe` counts each request the platform was sent (issue 15): ok when it answered below 500 (its envelope is the
 * caller's to read), error for a 5xx, unavailable when it never answered.
 */
export function passThrough(
  req: IncomingMessage,
  res: ServerResponse,
  platformUrl: URL,
  observe: (method: string, outcome: UpstreamOutcome) => void = () => undefined,
): void {
  const limit = bodyLimitOf(req.headers['content-type']);
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    const drainable = declared <= DRAIN_LIMIT_BYTES;
    refuseOversized(res, drainable);
    if (drainable) drainBody(req);
    return;
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  headers['x-forwarded-for'] = forwardedFor(req);
  // the gateway is the edge: a caller's own X-Forwarded-Host must not choose the URLs the platform builds
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] ??= 'http';

  const upstream = httpRequest(
    {
      protocol: platformUrl.protocol,
      hostname: platformUrl.hostname,
      port: platformUrl.port,
      method: req.method,
      path: req.url,
      headers,
    },
    (reply) => {
      observe(req.method ?? 'GET', (reply.statusCode ?? 502) < 500 ? 'ok' : 'error');
      const out: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(reply.headers)) {
        // the public port owns cookies, security policy and CORS (core isReservedReplyHeader): a custom return
        // chooses its own headers, and the platform sets none of these itself
        if (value !== undefined && !HOP_BY_HOP.has(name) && !isReservedReplyHeader(name)) out[name] = value;
      }
      // writeHead's headers replace those set before: keep the edge's Vary (Origin) beside the platform's
      const vary = [res.getHeader('vary'), out.vary].flat().filter(Boolean).join(', ');
      if (vary) out.vary = vary;
      res.writeHead(reply.statusCode ?? 502, reply.statusMessage, out);
      reply.pipe(res);
      reply.on('error', () => res.destroy());
      // the platform answered without reading the whole body (401, 404, 415 …): drop the rest here, and hang up
      // on the platform, whose connection would otherwise wait for the rest for ever (and hold its close())
      reply.on('end', () => {
        if (!req.complete) {
          abandoned = true;
          req.unpipe(counter);
          upstream.destroy();
          drainBody(req);
        }
      });
    },
  );
  let refused = false;
  let abandoned = false;
  const counter = bodyCounter(
    limit,
    () => {
      refused = true;
      upstream.destroy();
      refuseOversized(res, true);
    },
    () => req.socket.destroy(),
  );
  upstream.on('error', () => {
    if (refused || abandoned) return;
    if (res.headersSent) {
      res.destroy();
      return;
    }
    observe(req.method ?? 'GET', 'unavailable');
    // The platform is down: answer in its own envelope so REST clients read one shape.
    const { code, http, msg } = ERRORS.UPSTREAM_UNAVAILABLE;
    res.writeHead(http, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ code, msg, data: null }));
  });
  // A caller that goes away mid-reply (an event stream's subscriber, a cancelled download) must not
  // leave the platform writing to nobody: 'aborted' fires only while the request body is unread.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.on('aborted', () => upstream.destroy());
  req.pipe(counter).pipe(upstream);
}

/** X-Forwarded-For as the platform should read it: what came in, then the caller this gateway sees. */
export function forwardedFor(req: IncomingMessage): string {
  const existing = req.headers['x-forwarded-for'];
  const previous = Array.isArray(existing) ? existing.join(', ') : existing;
  return [previous, req.socket.remoteAddress].filter(Boolean).join(', ');
}
