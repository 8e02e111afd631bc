import { AppError, BODY_LIMIT_BYTES, DRAIN_LIMIT_BYTES, ERRORS, JsonTooDeepError, parseJsonKeepingBigIds, type ErrorEntry } from '@huiliu/core';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { installNulGuard } from './nul';
import { scrubbedError, secretsOf } from './logger';
import { ReplyBreaksContract, replySerializer } from './route';
import { InvalidInput, validatorCompiler } from './validate';

/** spec-independent guard: bodies above 1 MiB are refused (docs/rest-contract.md). */
export const BODY_LIMIT = BODY_LIMIT_BYTES;

function send(reply: FastifyReply, entry: ErrorEntry, msg: string, data: unknown = null) {
  return reply.status(entry.http).send({ code: entry.code, msg, data });
}

/**
 * Everything between the socket and a route handler that can fail on bad input replies with the
 * envelope: JSON parsing that keeps long ids exact (spec §5), unknown routes, wrong content types,
 * oversized bodies, text PostgreSQL cannot store (U+0000), requests that break their call's schema,
 * AppError values, and a catch-all that logs and hides internals. With `strictReplies`, a reply that
 * breaks its call's schema fails with INTERNAL naming the field (tests).
 */
export function installBoundary(app: FastifyInstance, { strictReplies = false } = {}): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializer(strictReplies));

  // Only JSON bodies are accepted; any other content type gets 415 from Fastify, mapped below.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      const parsed = parseJsonKeepingBigIds(text);
      // JSON carries U+0000 only as the escape \u0000: the walk (nul.ts) runs only when that text is present
      req.bodyMayHoldNul = text.includes('\\u0000');
      done(null, parsed);
    } catch (err) {
      done(new AppError('MALFORMED_JSON', err instanceof JsonTooDeepError ? err.message : undefined), undefined);
    }
  });
  installNulGuard(app);

  app.setNotFoundHandler((_req, reply) => send(reply, ERRORS.ROUTE_NOT_FOUND, ERRORS.ROUTE_NOT_FOUND.msg));

  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof InvalidInput) err = err.reply;
    if (err instanceof AppError) {
      const data = err.details === undefined ? null : err.details;
      return send(reply, err.entry, err.message, data);
    }
    if (err instanceof ReplyBreaksContract) {
      req.log.error({ issues: err.issues }, err.message);
      return send(reply, ERRORS.INTERNAL, err.message, { contract: err.issues });
    }
    const status = err.statusCode ?? 500;
    if (status === 413) {
      // Fastify closes the connection after a 413; a declared body of bounded size is drained by Node
      // once the reply ends, so the caller's keep-alive connection can carry its next request.
      const declared = Number(req.headers['content-length'] ?? Infinity);
      if (declared <= DRAIN_LIMIT_BYTES) reply.removeHeader('connection');
      return send(reply, ERRORS.PAYLOAD_TOO_LARGE, ERRORS.PAYLOAD_TOO_LARGE.msg);
    }
    if (status === 415) return send(reply, ERRORS.UNSUPPORTED_MEDIA_TYPE, ERRORS.UNSUPPORTED_MEDIA_TYPE.msg);
    if (status >= 400 && status < 500) return send(reply, ERRORS.BAD_REQUEST, ERRORS.BAD_REQUEST.msg);
    req.log.error({ err: scrubbedError(err, secretsOf(req)) }, 'unhandled error');
    return send(reply, ERRORS.INTERNAL, ERRORS.INTERNAL.msg);
  });
}
