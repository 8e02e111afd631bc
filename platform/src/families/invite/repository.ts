import type { Invite } from '@huiliu/contract';
import { isIdString, type InviteStatus } from '@huiliu/core';
import { and, count, desc, eq, gt, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { companyRoles } from '../../db/schema';
import { invites } from '../../db/schema-members';
import { roleName } from '../roles/grants';

/** What an invite is now; used and revoked exclude each other (a used invite cannot be revoked, nor a revoked one used). */
export const inviteStatus = sql<InviteStatus>`case when ${invites.revokedAt} is not null then 'revoked' when ${invites.usedAt} is not null then 'used'
  when ${invites.expiresAt} <= now() then 'expired' else 'pending' end`;

/** The condition of each status, for lists of one status and for the single-use update of a registration. */
export function whereStatus(status: InviteStatus): SQL {
  const open = and(isNull(invites.revokedAt), isNull(invites.usedAt))!;
  switch (status) {
    case 'pending':
      return and(open, gt(invites.expiresAt, sql`now()`))!;
    case 'expired':
      return and(open, lte(invites.expiresAt, sql`now()`))!;
    case 'used':
      return isNotNull(invites.usedAt);
    case 'revoked':
      return isNotNull(invites.revokedAt);
  }
}

/** An invite's custom role row, when its role is one (the name shown beside it). */
const customRoleOfInvite = and(eq(sql`${companyRoles.id}::text`, invites.role), eq(companyRoles.companyId, invites.companyId));

const inviteColumns = {
  id: invites.id,
  role: invites.role,
  customRoleName: companyRoles.name,
  email: invites.email,
  status: inviteStatus,
  inviterId: invites.inviterId,
  usedBy: invites.usedBy,
  expiresAt: invites.expiresAt,
  usedAt: invites.usedAt,
  createdAt: invites.createdAt,
};

type InviteRow = {
  id: string;
  role: string;
  customRoleName: string | null;
  email: string | null;
  status: InviteStatus;
  inviterId: string;
  usedBy: string | null;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
};

export function toInvite(row: InviteRow): Invite {
  return {
    invite_id: row.id,
    role: row.role,
    role_name: roleName(row.role, row.customRoleName),
    email: row.email,
    status: row.status,
    inviter_id: row.inviterId,
    accepted_by: row.usedBy,
    expires_at: row.expiresAt.toISOString(),
    used_at: row.usedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listInvites(db: Db, companyId: string, q: { status?: InviteStatus | undefined; limit: number; offset: number }) {
  const where = and(eq(invites.companyId, companyId), q.status ? whereStatus(q.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select(inviteColumns)
      .from(invites)
      .leftJoin(companyRoles, customRoleOfInvite)
      .where(where)
      .orderBy(desc(invites.createdAt), desc(invites.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(invites).where(where),
  ]);
  return { list: rows.map(toInvite), total: total?.n ?? 0 };
}

/** One invite of the company by id; another company's and a malformed id are null. */
export async function inviteById(db: Db, companyId: string, inviteId: string): Promise<Invite | null> {
  if (!isIdString(inviteId)) return null;
  const [row] = await db
    .select(inviteColumns)
    .from(invites)
    .leftJoin(companyRoles, customRoleOfInvite)
    .where(and(eq(invites.companyId, companyId), eq(invites.id, inviteId)))
    .limit(1);
  return row ? toInvite(row) : null;
}

/** The invite a link's token names, with its company (the one lookup not scoped by company: the token tells it). */
export async function inviteByTokenHash(db: Db, tokenHash: string, opts: { forUpdate?: boolean } = {}) {
  const query = db
    .select({ ...inviteColumns, companyId: invites.companyId })
    .from(invites)
    .leftJoin(companyRoles, customRoleOfInvite)
    .where(eq(invites.tokenHash, tokenHash))
    .limit(1);
  const [row] = opts.forUpdate ? await query.for('update', { of: invites }) : await query;
  return row ?? null;
}
