import type { IncomingMessage, ServerResponse } from 'node:http';

/** The REST contract (PUT only for spec §7's template update, PATCH for its product roles) and GraphQL over HTTP use nothing else. */
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH';
/** How long a browser may reuse a granted preflight. */
const PREFLIGHT_MAX_AGE_S = 600;

/**
 * Reads `HUILIU_CORS_ORIGINS` (comma-separated `scheme://host[:port]`) into the origins a
 * browser page may call the gateway from with the user's cookie. A wildcard or anything with
 * a path is refused at start-up: one wrong entry must not silently open the port to every site.
 */
export function parseCorsOrigins(value: string | undefined): string[] {
  const origins: string[] = [];
  for (const entry of (value ?? '').split(',')) {
    const text = entry.trim();
    if (text === '') continue;
    let url: URL | undefined;
    try {
      url = new URL(text);
    } catch {
      url = undefined;
    }
    const bare = url && /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username;
    if (!url || !bare) {
      throw new Error(`HUILIU_CORS_ORIGINS 中的 "${text}" 不是来源地址（应形如 https://app.example.com，不含路径，不支持 *）`);
    }
    origins.push(url.origin);
  }
  return origins;
}

/**
 * The one CORS policy of the public port, for /graphql and the REST paths alike. Same-origin
 * pages need no header at all; a listed origin gets its own origin back with credentials; any
 * other origin gets nothing, so the browser keeps the reply from that page. Returns true when
 * it has answered a preflight itself.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse, allowed: ReadonlySet<string>): boolean {
  // Whether the reply carries CORS headers depends on Origin: caches must not mix them up.
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  const listed = origin !== undefined && allowed.has(origin);
  if (listed) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
  }
  const preflight = req.method === 'OPTIONS' && origin !== undefined && req.headers['access-control-request-method'] !== undefined;
  if (!preflight) return false;
  if (listed) {
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
    const asked = req.headers['access-control-request-headers'];
    // a listed origin is trusted by the operator: whatever headers its page needs
    if (asked) res.setHeader('Access-Control-Allow-Headers', asked);
    res.setHeader('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_S));
  }
  res.writeHead(204, { 'Content-Length': '0' });
  res.end();
  return true;
}
