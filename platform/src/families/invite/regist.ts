import type { AuthResult } from '@huiliu/contract';
import { AppError, isBuiltinRole, newId, type ErrorName, type InviteStatus } from '@huiliu/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { users } from '../../db/schema';
import { invites } from '../../db/schema-members';
import { customRole } from '../roles/repository';
import { hashPassword } from '../user/password';
import { emailExists, userById } from '../user/repository';
import { isUniqueViolation, normaliseEmail } from '../user/service';
import { createSession, hashToken } from '../user/sessions';
import { inviteByTokenHash, whereStatus } from './repository';

/** Why a link cannot register anyone, by its status. */
const REFUSAL: Record<Exclude<InviteStatus, 'pending'>, ErrorName> = {
  used: 'INVITE_USED',
  expired: 'INVITE_EXPIRED',
  revoked: 'INVITE_REVOKED',
};

export interface Registration {
  token: string;
  uname: string;
  email: string;
  password: string;
  mobile?: string | undefined;
}

/**
 * spec §7 Invite regist: a new person joins the invite's company with its role and is signed in (the same reply
 * as sign-up). One transaction: the person, the session and the invite marked used by a conditional update, so a
 * link registers exactly one person however many race for it (the loser gets INVITE_USED and nothing is written).
 */
export async function registerByInvite(db: Db, input: Registration): Promise<AuthResult> {
  const email = normaliseEmail(input.email);
  // scrypt before the transaction: it holds no lock while it works
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const found = await inviteByTokenHash(tx, hashToken(input.token), { forUpdate: true });
      if (!found) throw new AppError('INVITE_NOT_FOUND');
      if (found.status !== 'pending') throw new AppError(REFUSAL[found.status]);
      if (found.email && found.email !== email) throw new AppError('INVITE_EMAIL_MISMATCH');
      // deleting a role revokes its invites; a role gone anyway must not leave someone without one
      if (!isBuiltinRole(found.role) && !(await customRole(tx, found.companyId, found.role))) throw new AppError('INVITE_REVOKED');
      if (await emailExists(tx, email)) throw new AppError('EMAIL_TAKEN');
      const userId = newId();
      await tx.insert(users).values({
        id: userId,
        companyId: found.companyId,
        uname: input.uname,
        email,
        mobile: input.mobile || null,
        passwordHash,
        role: found.role,
      });
      const claimed = await tx
        .update(invites)
        .set({ usedAt: new Date(), usedBy: userId })
        .where(and(eq(invites.id, found.id), whereStatus('pending')))
        .returning({ id: invites.id });
      if (claimed.length === 0) throw new AppError('INVITE_USED');
      const { token, expiresAt } = await createSession(tx, userId, found.companyId);
      const user = await userById(tx, found.companyId, userId);
      if (!user) throw new AppError('INTERNAL');
      return { token, userid: userId, company_id: found.companyId, expires_at: expiresAt.toISOString(), user };
    });
  } catch (error) {
    // two people registering one email at once: the unique index decides, as at sign-up
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}
