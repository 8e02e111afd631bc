import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { companies, users } from './schema';

/**
 * The open platform (issue 14): apps a developer company writes in the declarative format (core AppManifest).
 * Ids come from a sequence starting at 1,000,000 (spec §5: ids of 1,000,000 or more are open-platform apps) and
 * stop at 9,999,999, the largest id spec §5's 7-digit lookup can tell apart.
 */
export const openAppIds = pgSequence('open_app_id_seq', { startWith: 1_000_000, minValue: 1_000_000, maxValue: 9_999_999 });

export const openApps = pgTable(
  'open_apps',
  {
    /** Digits as text, like every app id of the catalogue. */
    appId: text('app_id')
      .primaryKey()
      .default(sql`nextval('open_app_id_seq')::text`),
    companyId: id('company_id')
      .notNull()
      .references(() => companies.id),
    createdBy: id('created_by')
      .notNull()
      .references(() => users.id),
    /** 'private' (the company and its SDK partner's companies) | 'public' (every company). */
    visibility: text('visibility').notNull().default('private'),
    /** core APP_STATES. */
    state: integer('state').notNull(),
    /** The version pipelines run; null until the first publish. */
    publishedVersion: text('published_version'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('open_apps_company_idx').on(t.companyId)],
);

export const openAppVersions = pgTable(
  'open_app_versions',
  {
    appId: text('app_id')
      .notNull()
      .references(() => openApps.appId),
    /** Semantic version text (1.2.3). */
    version: text('version').notNull(),
    /** A full AppManifest whose app_id is the row's. */
    definition: jsonb('definition').notNull(),
    /** 'draft' (editable) | 'published' (frozen) | 'retired'. */
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    createdBy: id('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.appId, t.version] })],
);
