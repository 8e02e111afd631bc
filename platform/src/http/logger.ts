import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const REDACTED = '[REDACTED]';
/** Query parameters whose value is a secret: session tokens, passwords, and the webhook `?key=`. */
const SECRET_QUERY_PARAMS = new Set(['token', 'password', 'access_token', 'key', /* issue 14 sdk-api */ 'corp_token']);
/** A webhook URL's path form, `/v1/api/data/webhook/accept/<key>`: everything after these segments is the key… */
const ACCEPT_SEGMENTS = ['webhook', 'accept'];
/** …except the signed-in routes beside it, which the router matches before `:key` (a key is never these). */
const ACCEPT_SIBLINGS = new Set(['list', 'detail']);

/**
 * Replaces secrets in a URL before it reaches a log line (DESIGN §3): secret query values and the
 * webhook key of an accept path. Names and segments are compared decoded, as the router and the
 * query parser read them, so `%6Bey=` or `/%61ccept/` cannot smuggle a key past the check.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return redactPath(url);
  return `${redactPath(url.slice(0, q))}?${redactQuery(url.slice(q + 1))}`;
}

function redactPath(path: string): string {
  const segments = path.split('/');
  const decoded = segments.map((s) => safeDecode(s).toLowerCase());
  for (let i = ACCEPT_SEGMENTS.length; i < segments.length; i++) {
    const rest = decoded.slice(i).join('/');
    if (ACCEPT_SEGMENTS.every((name, j) => decoded[i - ACCEPT_SEGMENTS.length + j] === name) && !ACCEPT_SIBLINGS.has(rest)) {
      return [...segments.slice(0, i), REDACTED].join('/');
    }
  }
  return path;
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = safeDecode((eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, ' ')).toLowerCase();
      return SECRET_QUERY_PARAMS.has(name) && eq >= 0 ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The secrets a request carries (its bearer token, `?token=`, a webhook key in the path or the
 * query), so that an error logged while serving it can be scrubbed of them: a failed database query
 * names its parameters, and the webhook lookup's parameter is the key.
 */
export function secretsOf(req: Pick<FastifyRequest, 'headers' | 'query' | 'params'>): string[] {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const query = (req.query ?? {}) as Record<string, unknown>;
  const params = (req.params ?? {}) as Record<string, unknown>;
  // real tokens and keys are 20+ characters; scrubbing a stray short value would only garble the line
  return [bearer, query.token, query.key, query.access_token, params.key].filter((s): s is string => typeof s === 'string' && s.length >= 8);
}

/** The error as a log line may show it: its name, message and stack without any of `secrets`. */
export function scrubbedError(err: Error, secrets: string[]): Error {
  const scrub = (text: string) => secrets.reduce((out, secret) => out.split(secret).join(REDACTED), text);
  const copy = new Error(scrub(err.message));
  copy.name = err.name;
  copy.stack = err.stack === undefined ? undefined : scrub(err.stack);
  return copy;
}

type LoggerOption = FastifyServerOptions['logger'];

/**
 * Fastify logger options with tokens, passwords and webhook keys redacted: the request serializer
 * logs the URL through `redactUrl` and never the headers; `redact` covers anything that logs them anyway.
 */
export function loggerOptions(logger: boolean | Record<string, unknown> | undefined): LoggerOption {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    level: 'info',
    ...base,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.query.token',
        'req.query.key',
        'req.params.key',
        'req.body.password',
        'body.password',
        'password',
        'token',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  } as LoggerOption;
}
