import type { AuthResult } from '@huiliu/contract';
import { AppError } from '@huiliu/core';
import type { Db } from '../../db/open';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';
import { credentialsByEmail, emailExists, insertCompanyWithAdmin, userById } from './repository';
import { createSession } from './sessions';

/** Emails compare case-insensitively; storing them lower-cased keeps the unique index honest. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

async function authResult(db: Db, companyId: string, userId: string, token: string, expiresAt: Date): Promise<AuthResult> {
  const user = await userById(db, companyId, userId);
  if (!user) throw new AppError('INTERNAL');
  return { token, userid: userId, company_id: companyId, expires_at: expiresAt.toISOString(), user };
}

/** Company, first admin and session in one transaction: a failure leaves nothing behind. */
export async function register(
  db: Db,
  input: { company_name: string; uname: string; email: string; password: string; mobile?: string | undefined },
): Promise<AuthResult> {
  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      if (await emailExists(tx, email)) throw new AppError('EMAIL_TAKEN');
      const { companyId, userId } = await insertCompanyWithAdmin(tx, {
        companyName: input.company_name,
        uname: input.uname,
        email,
        ...(input.mobile ? { mobile: input.mobile } : {}),
        passwordHash,
      });
      const { token, expiresAt } = await createSession(tx, userId, companyId);
      return authResult(tx, companyId, userId, token, expiresAt);
    });
  } catch (err) {
    // Two registrations racing for one email: the unique index decides, the loser gets 4009.
    if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN');
    throw err;
  }
}

/** Wrong email and wrong password give the same reply (docs/rest-contract.md). */
export async function login(db: Db, input: { email: string; password: string }): Promise<AuthResult> {
  const row = await credentialsByEmail(db, normaliseEmail(input.email));
  const valid = await verifyPassword(input.password, row?.passwordHash ?? DUMMY_HASH);
  if (!row || !valid) throw new AppError('LOGIN_FAILED');
  // only with the right password: a wrong one must not tell whether the account exists or was disabled
  if (row.disabledAt) throw new AppError('USER_DISABLED');
  const { token, expiresAt } = await createSession(db, row.id, row.companyId);
  return authResult(db, row.companyId, row.id, token, expiresAt);
}

/** Postgres 23505 anywhere in the cause chain (drizzle wraps the driver's error). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
