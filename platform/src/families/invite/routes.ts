import { invite } from '@huiliu/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/open';
import { attemptGuard, DEFAULT_ATTEMPT_LIMITS, useAttemptLimits, type AttemptLimits } from '../../http/attempt-limits';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import { normaliseEmail } from '../user/service';
import { linkOrigin, requestOrigin } from './link';
import { listInvites } from './repository';
import { registerByInvite } from './regist';
import { checkInvite, createInvite, switchInvite } from './service';

/** The account a registration is about, for its rate limit; a malformed body has none. */
function emailOf(req: FastifyRequest): string | null {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? normaliseEmail(email) : null;
}

/**
 * Invite by token link (spec §7 Invite). checkurl and regist are open without a token, so both are rate-limited
 * per client address like sign-in and sign-up (issue 7): regist as a sign-up (per address and per email),
 * checkurl as a sign-in attempt per address.
 */
export function inviteRoutes(app: FastifyInstance, db: Db, limits: AttemptLimits = DEFAULT_ATTEMPT_LIMITS): void {
  app.register(async (scope) => {
    await useAttemptLimits(scope);
    const register = attemptGuard(scope, 'invite-regist', limits.register, emailOf);
    const check = attemptGuard(scope, 'invite-check', limits.login, () => null);
    route(scope, invite.checkurl, async (req) => checkInvite(db, req.query.token), check);
    route(scope, invite.regist, async (req) => registerByInvite(db, req.body), register);
  });
  route(app, invite.getoken, async (req) => listInvites(db, authOf(req).companyId, req.query));
  route(app, invite.newtoken, async (req) => {
    const { public_origin, ...input } = req.body;
    const origin = linkOrigin(public_origin, requestOrigin(req));
    const made = await createInvite(db, authOf(req), input);
    return { ...made, link: `${origin}/invite/${made.token}` };
  });
  route(app, invite.swtich, async (req) => switchInvite(db, authOf(req), req.body.invite_id, req.body.active === 1));
}
