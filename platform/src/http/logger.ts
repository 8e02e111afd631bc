import type { FastifyServerOptions } from 'fastify';

const REDACTED = '[REDACTED]';
const SECRET_QUERY_PARAMS = /([?&](?:token|password|access_token)=)[^&#]*/gi;

/** Replaces secret query values in a URL before it reaches a log line (DESIGN §3). */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, `$1${REDACTED}`);
}

type LoggerOption = FastifyServerOptions['logger'];

/**
 * Fastify logger options with tokens and passwords redacted: the request serializer logs the URL
 * with `token` masked and never the headers; `redact` covers anything that logs them anyway.
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
