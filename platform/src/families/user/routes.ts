import { AppError } from '@huiliu/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/open';
import { authOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import { userById } from './repository';
import { login, register } from './service';
import { revokeSession } from './sessions';

const registerBody = z.object({
  company_name: z.string().trim().min(1).max(100),
  uname: z.string().trim().min(1).max(64),
  email: z.email().max(254),
  password: z.string().min(8).max(128),
  mobile: z.string().trim().max(32).optional(),
});

const loginBody = z.object({ email: z.string().min(1).max(254), password: z.string().min(1).max(128) });

/** Accounts of people: sign-up and sign-in are the only routes of the platform open without a token. */
export function userRoutes(app: FastifyInstance, db: Db): void {
  const open = { config: { public: true } };
  app.post('/v1/api/user/register', open, async (req) => ok(await register(db, parseInput(registerBody, req.body))));
  app.post('/v1/api/user/login', open, async (req) => ok(await login(db, parseInput(loginBody, req.body))));
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
