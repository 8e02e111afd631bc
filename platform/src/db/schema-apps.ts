import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { companies, pipelines } from './schema';

/**
 * App accounts (spec §3 Account): the connection a step uses to reach a third-party app. `auth_sealed` is the
 * whole authorisation data as JSON, sealed with AES-256-GCM (DESIGN §3): the column is never the secret.
 */
export const appAccounts = pgTable(
  'app_accounts',
  {
    id: id('id').primaryKey(),
    companyId: id('company_id')
      .notNull()
      .references(() => companies.id),
    appId: text('app_id').notNull(),
    accountName: text('account_name').notNull(),
    /** The app's auth method this account uses (core AuthType): api_key, basic, oauth2, custom. */
    accountType: text('account_type').notNull(),
    authSealed: text('auth_sealed').notNull(),
    /** Last connection test or use: ok, failed, unknown (spec §4 "account connection failed"). */
    status: text('status', { enum: ['ok', 'failed', 'unknown'] })
      .notNull()
      .default('unknown'),
    statusMessage: text('status_message'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** OAuth 2: when the access token runs out, and the last refresh (shown in the account's status). */
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    refreshCount: integer('refresh_count').notNull().default(0),
    createdBy: id('created_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('app_accounts_company_app_idx').on(t.companyId, t.appId, t.createdAt)],
);

/**
 * An OAuth 2 authorisation under way (/app-auth-redirect → provider → callback). The state is stored as its
 * sha256 only; the PKCE verifier and the form the person filled in are sealed. One use, ten minutes.
 */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  companyId: id('company_id')
    .notNull()
    .references(() => companies.id),
  userId: id('user_id').notNull(),
  appId: text('app_id').notNull(),
  /** Re-authorising an existing account keeps its id. */
  accountId: id('account_id'),
  accountName: text('account_name'),
  /** Sealed JSON: { verifier, redirect_uri, fields }. */
  sealed: text('sealed').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** A polling trigger's position: the cursor and the ids already fired (capped), per pipeline step. */
export const pollCursors = pgTable(
  'poll_cursors',
  {
    companyId: id('company_id').notNull(),
    processId: id('process_id')
      .notNull()
      .references(() => pipelines.id),
    stepUuid: text('step_uuid').notNull(),
    cursor: jsonb('cursor').$type<Record<string, unknown>>().notNull().default({}),
    seenIds: jsonb('seen_ids').$type<string[]>().notNull().default([]),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    lastError: text('last_error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.processId, t.stepUuid] })],
);

/** spec §7 process/app not/joint: a company asks for an app the catalogue does not have yet. */
export const appRequests = pgTable(
  'app_requests',
  {
    id: id('id').primaryKey(),
    companyId: id('company_id')
      .notNull()
      .references(() => companies.id),
    userId: id('user_id'),
    appName: text('app_name').notNull(),
    /** What the company wants to do with it. */
    description: text('description').notNull().default(''),
    /** The third party's site or API documentation, when known. */
    link: text('link'),
    createdAt: createdAt(),
  },
  (t) => [index('app_requests_company_idx').on(t.companyId, t.createdAt)],
);
