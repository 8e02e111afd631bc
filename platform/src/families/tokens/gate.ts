import { AppError, ERRORS } from '@huiliu/core';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/open';
import { cachedAuth, hashToken, type Auth } from '../user/sessions';
import { AuditWriter, type AuditWriterOptions } from './audit-writer';
import { TokenRateLimiter } from './rate-limit';
import { liveTokenByHash } from './repository';
import { tokenPermissions } from './shape';

/**
 * Where API tokens meet every request (issue 13): `authenticate` (http/auth.ts) hands it a bearer value with a
 * token's prefix, it answers the token's Auth (cached with the sessions, so a disabled or demoted member's tokens
 * change at once), counts the request against the token's per-minute limit, and records the answered call in the
 * audit list off the request path.
 */
export class ApiTokenGate {
  readonly audit: AuditWriter;
  private readonly limiter = new TokenRateLimiter();

  constructor(
    private readonly db: Db,
    log: FastifyBaseLogger,
    audit: AuditWriterOptions = {},
  ) {
    this.audit = new AuditWriter(db, (err, msg) => log.error({ err }, msg), audit);
  }

  /** The Auth of a live token, or null (unknown, revoked, expired, or its member disabled: all 2101). */
  authenticate(token: string): Promise<Auth | null> {
    return cachedAuth(this.db, hashToken(token), async (tokenHash) => {
      const row = await liveTokenByHash(this.db, tokenHash);
      if (!row) return null;
      return {
        userId: row.token.userId,
        companyId: row.token.companyId,
        role: row.token.role,
        permissions: tokenPermissions(row),
        plan: row.plan,
        timeZone: row.timeZone,
        tokenHash,
        expiresAt: row.token.expiresAt,
        apiTokenId: row.token.id,
        apiTokenRateLimit: row.token.rateLimit,
      };
    });
  }

  /** Counts a token's request; past its limit 429 / API_TOKEN_RATE_LIMITED with Retry-After. */
  admit(auth: Auth, reply: FastifyReply): void {
    if (!auth.apiTokenId || auth.apiTokenRateLimit === undefined) return;
    const wait = this.limiter.admit(auth.apiTokenId, auth.apiTokenRateLimit);
    if (wait === null) return;
    reply.header('retry-after', wait);
    throw new AppError('API_TOKEN_RATE_LIMITED', `${ERRORS.API_TOKEN_RATE_LIMITED.msg}（每分钟 ${auth.apiTokenRateLimit} 次，请 ${wait} 秒后重试）`, {
      retry_after: wait,
    });
  }

  /** The audit hook and the flush on close (before the database closes: onClose hooks run last-registered first). */
  install(app: FastifyInstance): void {
    app.addHook('onResponse', async (req: FastifyRequest, reply: FastifyReply) => {
      const auth = req.auth;
      if (!auth?.apiTokenId || !req.routeOptions.url) return;
      this.audit.record({
        companyId: auth.companyId,
        tokenId: auth.apiTokenId,
        userId: auth.userId,
        method: req.method,
        route: req.routeOptions.url,
        status: reply.statusCode,
        ip: req.ip,
        at: new Date(),
      });
    });
    app.addHook('onClose', () => this.audit.close());
  }
}
