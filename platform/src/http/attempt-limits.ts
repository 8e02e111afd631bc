import rateLimit from '@fastify/rate-limit';
import { AppError, ERRORS } from '@huiliu/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** At most `max` attempts per `windowMs` for one key. */
interface AttemptWindow {
  max: number;
  windowMs: number;
}

/** Limits of one kind of attempt (login, registration, a password call): by client address and by account. */
export interface AttemptLimit {
  perAddress: AttemptWindow;
  perAccount: AttemptWindow;
}

export interface AttemptLimits {
  login: AttemptLimit;
  register: AttemptLimit;
}

/**
 * Guessing a password is worth a few tries a minute to a person and thousands to a script. Per account
 * the window is long: 10 tries in 15 minutes stop a guesser whatever addresses they rotate through;
 * per address it is wider, since an office behind one NAT signs many people in.
 */
export const DEFAULT_ATTEMPT_LIMITS: AttemptLimits = {
  login: { perAddress: { max: 60, windowMs: 60_000 }, perAccount: { max: 10, windowMs: 15 * 60_000 } },
  register: { perAddress: { max: 20, windowMs: 10 * 60_000 }, perAccount: { max: 5, windowMs: 15 * 60_000 } },
};

const REGISTER_PER_ADDRESS = 'HUILIU_REGISTER_PER_ADDRESS';

/**
 * HUILIU_REGISTER_PER_ADDRESS: how many sign-ups one address may make in the 10-minute window (default 20), for a
 * classroom behind one NAT, or the end-to-end suite, which signs a company up per journey from one loopback
 * address. Undefined when unset; a value that is not a whole number from 1 to 100000 stops the start, named.
 */
export function attemptLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): AttemptLimits | undefined {
  const text = env[REGISTER_PER_ADDRESS]?.trim();
  if (!text) return undefined;
  const max = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
  if (!(max >= 1 && max <= 100_000)) throw new AppError('CONFIG_INVALID', `${REGISTER_PER_ADDRESS} 中的“${text}”不是 1–100000 之间的整数`);
  const register = DEFAULT_ATTEMPT_LIMITS.register;
  return { ...DEFAULT_ATTEMPT_LIMITS, register: { ...register, perAddress: { ...register.perAddress, max } } };
}

/** The account an attempt is about (e.g. the normalised email of its body), or null when there is none. */
export type AccountOf = (req: FastifyRequest) => string | null;

export interface AttemptGuard {
  /** Counts the client address before the body is read. */
  onRequest(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts the account once the body is parsed, before it is validated: a malformed attempt counts too. */
  preValidation(req: FastifyRequest, reply: FastifyReply): Promise<void>;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** @fastify/rate-limit in a scope of its own; call before `attemptGuard` in that scope. */
export async function useAttemptLimits(scope: FastifyInstance): Promise<void> {
  await scope.register(rateLimit, { global: false });
}

async function enforce(limiter: Limiter, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const verdict = (await limiter(req)) as { isExceeded?: boolean; ttlInSeconds?: number };
  if (!verdict.isExceeded) return;
  const wait = Math.max(1, verdict.ttlInSeconds ?? 1);
  reply.header('retry-after', wait);
  throw new AppError('TOO_MANY_ATTEMPTS', `${ERRORS.TOO_MANY_ATTEMPTS.msg}（请 ${wait} 秒后重试）`, { retry_after: wait });
}

/**
 * Rate limits for attempts at credentials (issue 7) on @fastify/rate-limit's store, with a counter per
 * address and one per account so both apply; a refusal is the envelope with TOO_MANY_ATTEMPTS (429) and
 * Retry-After. The in-memory store suits one process; distributed mode will pass a shared one.
 */
export function attemptGuard(scope: FastifyInstance, name: string, limit: AttemptLimit, accountOf: AccountOf): AttemptGuard {
  const byAddress = scope.createRateLimit({
    max: limit.perAddress.max,
    timeWindow: limit.perAddress.windowMs,
    keyGenerator: (req: FastifyRequest) => `${name}:ip:${req.ip}`,
  });
  const byAccount = scope.createRateLimit({
    max: limit.perAccount.max,
    timeWindow: limit.perAccount.windowMs,
    keyGenerator: (req: FastifyRequest) => `${name}:account:${accountOf(req) ?? ''}`,
  });
  return {
    onRequest: (req, reply) => enforce(byAddress, req, reply),
    preValidation: async (req, reply) => {
      if (accountOf(req) !== null) await enforce(byAccount, req, reply);
    },
  };
}
