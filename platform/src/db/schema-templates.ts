import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { companies, pipelines, users } from './schema';

/**
 * A pipeline a company shared as a template (issue 12; spec §3 Share/template). `content` is the steps as they were
 * when shared, made safe by core `toTemplateContent` (no account ids, every secret masked), so pipelines created from
 * it never read the sharer's pipeline again. One template per pipeline: sharing it again updates this row.
 * The starter catalogue has no rows (it is code); both kinds count their uses in `template_uses`.
 */
export const templates = pgTable(
  'templates',
  {
    id: id('id').primaryKey(),
    /** The sharer. */
    companyId: id('company_id')
      .notNull()
      .references(() => companies.id),
    processId: id('process_id')
      .notNull()
      .references(() => pipelines.id),
    creatorId: id('creator_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** core TEMPLATE_CATEGORIES. */
    category: text('category').notNull().default('other'),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** core TEMPLATE_VISIBILITY: 0 link, 1 company, 2 public. */
    visible: integer('visible').notNull().default(0),
    shareTip: text('share_tip'),
    /** 0 once unshared: refuses new copies; copies made before are pipelines of their own and keep running. */
    active: integer('active').notNull().default(1),
    /** The link's secret, sealed with AES-256-GCM (the sharer sees it again); compared in constant time. */
    shareTokenSealed: text('share_token_sealed').notNull(),
    /** The spec's content JSON text, sanitised. */
    content: text('content').notNull(),
    /** JSON text of core TemplateInput[]. */
    inputs: text('inputs').notNull().default('[]'),
    /** Derived from `content` for the gallery's filters (lookup ids, spec §5): every app, the trigger's, the actions'. */
    appIds: text('app_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    triggerAppId: text('trigger_app_id'),
    actionAppIds: text('action_app_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    useCount: integer('use_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('templates_process_key').on(t.processId),
    index('templates_company_idx').on(t.companyId, t.createdAt),
    index('templates_public_idx').on(t.visible, t.active, t.useCount),
  ],
);

/** One pipeline created from a template (starter or shared): "see who used it", and the starters' use counts. */
export const templateUses = pgTable(
  'template_uses',
  {
    id: id('id').primaryKey(),
    /** A starter's 9-digit id or a `templates` row's id. */
    templateId: id('template_id').notNull(),
    /** The company that created the pipeline. */
    companyId: id('company_id')
      .notNull()
      .references(() => companies.id),
    userId: id('user_id')
      .notNull()
      .references(() => users.id),
    processId: id('process_id')
      .notNull()
      .references(() => pipelines.id),
    createdAt: createdAt(),
  },
  (t) => [index('template_uses_template_idx').on(t.templateId, t.createdAt)],
);
