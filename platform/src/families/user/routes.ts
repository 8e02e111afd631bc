import { user } from '@huiliu/contract';
import { AppError, PERMISSIONS } from '@huiliu/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/open';
import { attemptGuard, DEFAULT_ATTEMPT_LIMITS, useAttemptLimits, type AttemptLimits } from '../../http/attempt-limits';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import { userById } from './repository';
import { login, normaliseEmail, register } from './service';
import { revokeSession } from './sessions';

/** The account a sign-in or sign-up is about, for its rate limit; a malformed body has none. */
function emailOf(req: FastifyRequest): string | null {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? normaliseEmail(email) : null;
}

/**
 * Accounts of people: sign-up and sign-in are the only routes of the platform open without a token,
 * so both are rate-limited per client address and per account (issue 7).
 */
export function userRoutes(app: FastifyInstance, db: Db, limits: AttemptLimits = DEFAULT_ATTEMPT_LIMITS): void {
  app.register(async (scope) => {
    await useAttemptLimits(scope);
    const signUp = attemptGuard(scope, 'register', limits.register, emailOf);
    const signIn = attemptGuard(scope, 'login', limits.login, emailOf);
    route(scope, user.register, async (req) => register(db, req.body), signUp);
    route(scope, user.login, async (req) => login(db, req.body), signIn);
  });
  route(app, user.logout, async (req) => {
    await revokeSession(db, authOf(req).tokenHash);
    return null;
  });
  route(app, user.info, async (req) => {
    const auth = authOf(req);
    const found = await userById(db, auth.companyId, auth.userId);
    if (!found) throw new AppError('UNAUTHENTICATED');
    // what this session may do (an API token may hold less than its person: issue 13)
    return { ...found, permissions: PERMISSIONS.filter((p) => auth.permissions.has(p)) };
  });
}
