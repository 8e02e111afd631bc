import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { companies, users } from './schema';

/**
 * Invite links (issue 13 members; spec §7 Invite). A link works once: `used_at` is set by a conditional update in
 * the registration's transaction. The token itself is never stored, only its sha256 (DESIGN §3).
 */
export const invites = pgTable(
  'invites',
  {
    id: id('id').primaryKey(),
    companyId: id('company_id')
      .notNull()
      .references(() => companies.id),
    /** sha256 hex of the random token the link carries. */
    tokenHash: text('token_hash').notNull(),
    /** A built-in role's key or the id of one of the company's company_roles, given to whoever registers. */
    role: text('role').notNull(),
    /** Lower-cased; when set, only this address may register through the link. */
    email: text('email'),
    inviterId: id('inviter_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: id('used_by').references(() => users.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invites_token_hash_key').on(t.tokenHash), index('invites_company_created_idx').on(t.companyId, t.createdAt)],
);
