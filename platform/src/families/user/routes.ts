import { AppError } from '@huiliu/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/open';
import { attemptGuard, DEFAULT_ATTEMPT_LIMITS, useAttemptLimits, type AttemptLimits } from '../../http/attempt-limits';
import { authOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import { userById } from './repository';
import { login, normaliseEmail, register } from './service';
import { revokeSession } from './sessions';

const registerBody = z.object({
  company_name: z.string().trim().min(1).max(100),
  uname: z.string().trim().min(1).max(64),
  email: z.email().max(254),
  password: z.string().min(8).max(128),
  mobile: z.string().trim().max(32).optional(),
});

const loginBody = z.object({ email: z.string().min(1).max(254), password: z.string().min(1).max(128) });

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
    const open = { public: true };
    scope.post('/v1/api/user/register', { config: open, ...signUp }, async (req) => ok(await register(db, parseInput(registerBody, req.body))));
    scope.post('/v1/api/user/login', { config: open, ...signIn }, async (req) => ok(await login(db, parseInput(loginBody, req.body))));
  });
  app.post('/v1/api/user/logout', async (req) => {
    await revokeSession(db, authOf(req).tokenHash);
    return ok(null);
  });
  app.get('/v1/api/user/info', async (req) => {
    const auth = authOf(req);
    const user = await userById(db, auth.companyId, auth.userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    return ok(user);
  });
}
