import { parseCookie } from 'cookie';
import { createLoaders, type Loaders } from './loaders';
import type { RestUser } from './rest';
import { sessionCookiesOf, TOKEN_COOKIE, type SessionCookies } from './session-cookie';
import { createUpstream, type Upstream, type UpstreamOptions } from './upstream';
import type { ViewerLookup } from './viewer';

export interface GatewayContext {
  /** The caller's token, or null when not signed in. */
  token: string | null;
  upstream: Upstream;
  loaders: Loaders;
  /** The signed-in user, asked of the platform once per request whoever asks first (viewer.ts). */
  viewer(): Promise<RestUser | null>;
  /** The origin the caller reached us through (scheme, host, port): absolute webhook URLs start here. */
  publicOrigin: string;
  /** The browser session cookie this reply sets or clears (login, sign-up, logout). */
  session: SessionCookies;
}

/**
 * Built once per GraphQL request: the token decides everything the caller may see. `forwardedFor` is
 * the X-Forwarded-For the platform should read (the caller's address appended, as the REST pass-through does).
 */
export function createContext(request: Request, options: UpstreamOptions, viewerOf: ViewerLookup, forwardedFor?: string): GatewayContext {
  const token = tokenOf(request);
  const upstream = createUpstream(options, token, forwardedFor);
  const publicOrigin = publicOriginOf(request);
  const session = sessionCookiesOf(request, publicOrigin.startsWith('https:'));
  return { token, upstream, loaders: createLoaders(upstream), viewer: () => viewerOf(request), publicOrigin, session };
}

/**
 * `Authorization: Bearer` first (API clients); else the HttpOnly cookie the web app's session rides in.
 * A browser attaches cookies to cross-site form posts, so the cookie counts only on
 * requests another site cannot forge without a CORS preflight: GET (which yoga
 * never lets mutate), POST with a JSON body, and (issue 17: the web's file uploads are multipart) a POST
 * carrying WEB_CLIENT_HEADER, which no form can set and no other site may send without our CORS consent.
 */
export function tokenOf(request: Request): string | null {
  const auth = request.headers.get('authorization');
  const bearer = auth?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  if (!preflightedOrSafe(request)) return null;
  return parseCookie(request.headers.get('cookie') ?? '', { decode: decodedOrSkipped })[TOKEN_COOKIE] || null;
}

/** issue 17 datamodel: the header the web app sends with every GraphQL request (web/src/graphql/createGraphqlClient.ts). */
export const WEB_CLIENT_HEADER = 'x-huiliu-client';

function preflightedOrSafe(request: Request): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return true;
  if (request.headers.has(WEB_CLIENT_HEADER)) return true;
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type === 'application/graphql-response+json';
}

/** A value that is not valid percent-encoding is no token: skip it (a later cookie of the name may be). */
function decodedOrSkipped(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The gateway is the public port (DESIGN §5), so the request's own URL (built from its Host header)
 * is the address webhook senders reach. A TLS-terminating proxy in front says so with
 * X-Forwarded-Proto; the host is never taken from X-Forwarded-Host, which any caller can set.
 */
function publicOriginOf(request: Request): string {
  const url = new URL(request.url);
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  if (proto === 'https' || proto === 'http') url.protocol = `${proto}:`;
  return url.origin;
}
