import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { companies, users } from './schema';

/**
 * API tokens for internal tools (issue 13): a program's credential, bound to a member and a role. Only the sha256 of
 * the token is stored (DESIGN §3); the plain token is in the create reply and nowhere else. Rows are never deleted:
 * a revoked token stays so the audit list can still name it.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id('id').primaryKey(),
    companyId: id('company_id')
      .notNull()
      .references(() => companies.id),
    /** The member the token acts as: its permissions are capped by theirs at every request. */
    userId: id('user_id')
      .notNull()
      .references(() => users.id),
    creatorId: id('creator_id')
      .notNull()
      .references(() => users.id),
    /** core API_TOKEN_KINDS. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** A built-in role's key or the id of one of the company's company_roles. */
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The kind prefix and the token's last characters, shown to tell tokens apart. */
    hint: text('hint').notNull(),
    /** Requests per minute. */
    rateLimit: integer('rate_limit').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Written with the audit batches, at most once a minute per token (never one write per request). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_key').on(t.tokenHash),
    index('api_tokens_company_idx').on(t.companyId, t.createdAt),
    index('api_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Every call made with an API token, written in batches off the request path (families/tokens/audit-writer.ts).
 * `route` is the route's pattern (`/v1/api/dataprocess/status`), never the URL: a query string may carry the token.
 */
export const apiTokenCalls = pgTable(
  'api_token_calls',
  {
    id: id('id').primaryKey(),
    companyId: id('company_id').notNull(),
    tokenId: id('token_id').notNull(),
    userId: id('user_id').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    status: integer('status').notNull(),
    ip: text('ip').notNull(),
    /** When the call was answered (not when the batch was written). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('api_token_calls_company_idx').on(t.companyId, t.createdAt), index('api_token_calls_token_idx').on(t.tokenId, t.createdAt)],
);
