import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const companies = pgTable('companies', {
  id: id('id').primaryKey(),
  name: text('name').notNull(),
  plan: text('plan').notNull().default('free'),
  timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: id('id').primaryKey(),
    companyId: id('company_id')
      .notNull()
      .references(() => companies.id),
    uname: text('uname').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    passwordHash: text('password_hash').notNull(),
    /** A built-in role's key (core BUILTIN_ROLES) or the id of one of the company's company_roles. */
    role: text('role').notNull().default('viewer'),
    /** Set when an admin disables the person: sign-in, sessions and API tokens stop at once. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_company_idx').on(t.companyId, t.createdAt)],
);

/** The company's own roles (issue 13); the four built-in roles live in core and are never stored. */
export const companyRoles = pgTable(
  'company_roles',
  {
    id: id('id').primaryKey(),
    companyId: id('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** core Permission keys. */
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('company_roles_company_name_key').on(t.companyId, t.name)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 hex of the random token: the token itself is never stored (DESIGN §3). */
    tokenHash: text('token_hash').primaryKey(),
    userId: id('user_id')
      .notNull()
      .references(() => users.id),
    companyId: id('company_id')
      .notNull()
      .references(() => companies.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const pipelines = pgTable(
  'pipelines',
  {
    id: id('id').primaryKey(),
    companyId: id('company_id')
      .notNull()
      .references(() => companies.id),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default('[]'),
    dataProcess: text('data_process'),
    /** JSON text of core PipelineSettings (/process/settings/edit); null until first set. */
    settings: text('settings'),
    templateId: id('template_id'),
    status: integer('status').notNull().default(0),
    createChannels: integer('create_channels'),
    processType: integer('process_type'),
    shareStatus: integer('share_status').notNull().default(0),
    appIds: text('app_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    stepCount: integer('step_count').notNull().default(0),
    creatorId: id('creator_id').notNull(),
    versionId: id('version_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pipelines_company_created_idx').on(t.companyId, t.createdAt),
    index('pipelines_company_updated_idx').on(t.companyId, t.updatedAt),
    index('pipelines_company_status_idx').on(t.companyId, t.status),
    index('pipelines_app_ids_idx').using('gin', t.appIds),
  ],
);

export const pipelineVersions = pgTable(
  'pipeline_versions',
  {
    id: id('id').primaryKey(),
    companyId: id('company_id')
      .notNull()
      .references(() => companies.id),
    processId: id('process_id')
      .notNull()
      .references(() => pipelines.id),
    versionNo: integer('version_no').notNull(),
    content: text('content').notNull(),
    versionRemark: text('version_remark'),
    creatorId: id('creator_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pipeline_versions_process_no_key').on(t.processId, t.versionNo)],
);

export const favourites = pgTable(
  'favourites',
  {
    companyId: id('company_id')
      .notNull()
      .references(() => companies.id),
    userId: id('user_id')
      .notNull()
      .references(() => users.id),
    processId: id('process_id')
      .notNull()
      .references(() => pipelines.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.processId] }), index('favourites_process_idx').on(t.processId)],
);

/**
 * Which fields of a step's sample the editor's sample window shows (POST /process/display/in/sample).
 * Kept beside the content, not in it: choosing what to look at is no edit of the pipeline and makes no version.
 */
export const sampleDisplays = pgTable(
  'sample_displays',
  {
    companyId: id('company_id')
      .notNull()
      .references(() => companies.id),
    processId: id('process_id')
      .notNull()
      .references(() => pipelines.id),
    stepUuid: text('step_uuid').notNull(),
    /** JSON text: the displayed field paths, in the order the person chose them. */
    fields: text('fields').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.processId, t.stepUuid] })],
);
