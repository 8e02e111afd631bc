import { randomBytes } from 'node:crypto';
import type { Invite, InviteLink } from '@huiliu/contract';
import { AppError, DEFAULT_INVITE_ROLE, newId } from '@huiliu/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { companies } from '../../db/schema';
import { invites } from '../../db/schema-members';
import { assertMayAssign, type Granter } from '../roles/guard';
import { resolveGrant } from '../roles/repository';
import { emailExists } from '../user/repository';
import { normaliseEmail } from '../user/service';
import { hashToken } from '../user/sessions';
import { inviteById, inviteByTokenHash, toInvite } from './repository';

export interface NewInvite {
  role?: string | undefined;
  email?: string | undefined;
  expires_in_hours: number;
}

/**
 * spec §7 Invite newtoken: a single-use link to join the company with `role` (never more than the inviter may
 * grant), optionally for one email address. The plain token leaves the platform in this reply only.
 */
export async function createInvite(db: Db, granter: Granter & { companyId: string; userId: string }, input: NewInvite) {
  const role = input.role ?? DEFAULT_INVITE_ROLE;
  assertMayAssign(granter, await resolveGrant(db, granter.companyId, role), null);
  const email = input.email ? normaliseEmail(input.email) : null;
  if (email && (await emailExists(db, email))) throw new AppError('EMAIL_TAKEN');
  const token = randomBytes(32).toString('base64url');
  const id = newId();
  await db.insert(invites).values({
    id,
    companyId: granter.companyId,
    tokenHash: hashToken(token),
    role,
    email,
    inviterId: granter.userId,
    expiresAt: new Date(Date.now() + input.expires_in_hours * 3_600_000),
  });
  return { invite: (await inviteById(db, granter.companyId, id))!, token };
}

/**
 * spec §7 Invite swtich: revokes an unused invite (`active` false) or opens it again; re-opening gives the role
 * anew, so it follows the rules of giving it. A used invite stays used.
 */
export async function switchInvite(db: Db, granter: Granter & { companyId: string }, inviteId: string, active: boolean): Promise<Invite> {
  const { companyId } = granter;
  const found = await inviteById(db, companyId, inviteId);
  if (!found) throw new AppError('NOT_FOUND', '邀请不存在');
  if (found.status === 'used') throw new AppError('INVITE_USED');
  if (active) assertMayAssign(granter, await resolveGrant(db, companyId, found.role), null);
  await db
    .update(invites)
    .set({ revokedAt: active ? null : new Date() })
    .where(and(eq(invites.companyId, companyId), eq(invites.id, found.invite_id), isNull(invites.usedAt)));
  return (await inviteById(db, companyId, found.invite_id))!;
}

/** spec §7 Invite checkurl: what a link offers (company, role, expiry) and whether it can still be used. */
export async function checkInvite(db: Db, token: string): Promise<InviteLink> {
  const row = await inviteByTokenHash(db, hashToken(token));
  if (!row) throw new AppError('INVITE_NOT_FOUND');
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, row.companyId)).limit(1);
  const { status, role, role_name, email, expires_at } = toInvite(row);
  return { status, usable: status === 'pending' ? 1 : 0, company_name: company?.name ?? '', role, role_name, email, expires_at };
}
