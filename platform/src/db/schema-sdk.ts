import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { companies, sessions, users } from './schema';
import { openApps } from './schema-open-api';

/**
 * The SDK (issue 14, spec §6): a partner is a company that embeds 汇流 and signs its server's calls. Its secret must be
 * read back to check signatures, so it is sealed with the platform's secret key (AES-256-GCM), never hashed.
 */
export const sdkPartners = pgTable(
  'sdk_partners',
  {
    id: id('id').primaryKey(),
    companyId: id('company_id')
      .notNull()
      .references(() => companies.id),
    /** `hlc_` + random: the public name of the partner in every signed call. */
    corpId: text('corp_id').notNull(),
    secretSealed: text('secret_sealed').notNull(),
    /** Origins (`https://partner.example.com`) that may frame the embedded UI. */
    domains: jsonb('domains').$type<string[]>().notNull().default([]),
    createdBy: id('created_by')
      .notNull()
      .references(() => users.id),
    /** The partner's own private open-platform app holding its actions (action add / update); made on the first add. */
    appId: text('app_id').references(() => openApps.appId),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sdk_partners_company_key').on(t.companyId), uniqueIndex('sdk_partners_corp_key').on(t.corpId)],
);

/** A company made by a partner (create_company): a normal company, linked by the partner's own name for it. */
export const sdkCompanies = pgTable(
  'sdk_companies',
  {
    partnerId: id('partner_id')
      .notNull()
      .references(() => sdkPartners.id),
    companyIdentification: text('company_identification').notNull(),
    companyId: id('company_id')
      .notNull()
      .references(() => companies.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.companyIdentification] }), uniqueIndex('sdk_companies_company_key').on(t.companyId)],
);

/** An embedded user (create_user): a member of the company, named by the partner's user_identify. */
export const sdkUsers = pgTable(
  'sdk_users',
  {
    partnerId: id('partner_id')
      .notNull()
      .references(() => sdkPartners.id),
    companyId: id('company_id')
      .notNull()
      .references(() => companies.id),
    userIdentify: text('user_identify').notNull(),
    userId: id('user_id')
      .notNull()
      .references(() => users.id),
    /** The page configuration whose role the user was given. */
    cfgId: id('cfg_id'),
    /** Whether the partner gave an email (else users.email is a placeholder nobody can sign in with). */
    hasEmail: boolean('has_email').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userIdentify] }), uniqueIndex('sdk_users_user_key').on(t.userId)],
);

/** What an embedded page offers (get_page_cfg, login_info, jjy/app). */
export const sdkPageConfigs = pgTable(
  'sdk_page_configs',
  {
    id: id('id').primaryKey(),
    partnerId: id('partner_id')
      .notNull()
      .references(() => sdkPartners.id),
    name: text('name').notNull(),
    /** A built-in role's key or a custom role's id of the partner's company. */
    role: text('role').notNull(),
    hiddenNav: boolean('hidden_nav').notNull().default(false),
    screens: jsonb('screens').$type<string[]>().notNull(),
    /** The fixed app list; empty = every app the company may use. */
    appIds: jsonb('app_ids').$type<string[]>().notNull().default([]),
    landing: text('landing').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sdk_page_configs_partner_idx').on(t.partnerId)],
);

/** corp_token (2 h), stored as sha256 like every token. */
export const sdkCorpTokens = pgTable(
  'sdk_corp_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    partnerId: id('partner_id')
      .notNull()
      .references(() => sdkPartners.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sdk_corp_tokens_expiry_idx').on(t.expiresAt)],
);

/**
 * Nonces seen within the clock-skew window: the primary key refuses the second use of one, so two platform processes
 * cannot both accept the same replay. Swept once they are older than the window.
 */
export const sdkNonces = pgTable(
  'sdk_nonces',
  {
    corpId: text('corp_id').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.corpId, t.nonce] }), index('sdk_nonces_expiry_idx').on(t.expiresAt)],
);

/** What a user_token session remembers beyond a normal session: its partner, page configuration and domain. */
export const sdkSessions = pgTable('sdk_sessions', {
  tokenHash: text('token_hash')
    .primaryKey()
    .references(() => sessions.tokenHash),
  partnerId: id('partner_id')
    .notNull()
    .references(() => sdkPartners.id),
  cfgId: id('cfg_id').notNull(),
  domain: text('domain'),
});
