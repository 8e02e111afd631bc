import { RUN_STATUSES } from '@huiliu/core';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { companies, pipelines } from './schema';

/** Webhook keys: the unguessable part of a pipeline's webhook URL (issue 3). */
export const webhookKeys = pgTable(
  'webhook_keys',
  {
    key: text('key').primaryKey(),
    companyId: id('company_id')
      .notNull()
      .references(() => companies.id),
    processId: id('process_id')
      .notNull()
      .references(() => pipelines.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('webhook_keys_process_key').on(t.processId)],
);

/** spec §7 webhook/accept: every delivery, committed with its queued run before the sender is answered. */
export const webhookAccepts = pgTable(
  'webhook_accepts',
  {
    id: id('id').primaryKey(),
    companyId: id('company_id').notNull(),
    processId: id('process_id').notNull(),
    runId: id('run_id'),
    method: text('method').notNull(),
    contentType: text('content_type'),
    query: text('query'),
    headers: text('headers'),
    /** The parsed payload as JSON text (long integers kept as strings). */
    acceptData: text('accept_data').notNull(),
    size: integer('size').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_accepts_process_idx').on(t.companyId, t.processId, t.createdAt)],
);

/** A run of a pipeline (the run log). */
export const runs = pgTable(
  'runs',
  {
    id: id('id').primaryKey(),
    companyId: id('company_id').notNull(),
    processId: id('process_id').notNull(),
    versionId: id('version_id'),
    /** The content the run executes, frozen at trigger time (flow_content). */
    content: text('content').notNull(),
    status: text('status', { enum: RUN_STATUSES }).notNull(),
    triggerType: text('trigger_type').notNull(),
    triggerData: text('trigger_data'),
    acceptId: id('accept_id'),
    parentRunId: id('parent_run_id'),
    /** For a rerun from the failed step: where to resume. */
    resumeStepUuid: text('resume_step_uuid'),
    error: text('error'),
    failedStepUuid: text('failed_step_uuid'),
    attempt: integer('attempt').notNull().default(0),
    stepCount: integer('step_count').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
    createdAt: createdAt(),
    /**
     * Distributed mode (issue 15): the worker process executing the run and until when its claim holds; renewed by
     * its heartbeat, so a run whose worker died is taken over once the lease has passed. Unused in embedded mode.
     */
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (t) => [
    /**
     * The run log's and the statistics' index (issue 16, from EXPLAIN over 1,000,000 runs): the list's page walks it
     * newest first (created_at, id is its order), and the columns after the id let counts by status, duration
     * percentiles, buckets and the per-pipeline ranking read the index alone (index-only scans, no heap).
     */
    index('runs_company_created_cover_idx').on(t.companyId, t.createdAt, t.id, t.status, t.triggerType, t.processId, t.durationMs),
    index('runs_company_process_idx').on(t.companyId, t.processId, t.createdAt),
    index('runs_status_idx').on(t.status),
    /** The failed runs alone (a few per cent): the top error messages read them without the company's other runs. */
    index('runs_company_failed_idx')
      .on(t.companyId, t.createdAt)
      .where(sql`${t.status} = 'failed'`),
  ],
);

/** One executed step of a run: input, output, status, error, duration, branch, loop index. */
export const runSteps = pgTable(
  'run_steps',
  {
    id: id('id').primaryKey(),
    companyId: id('company_id').notNull(),
    runId: id('run_id').notNull(),
    stepUuid: text('step_uuid').notNull(),
    stepNumber: integer('step_number').notNull(),
    appId: text('app_id').notNull(),
    actionId: text('action_id').notNull(),
    title: text('title').notNull().default(''),
    status: text('status').notNull(),
    input: text('input'),
    output: text('output'),
    error: text('error'),
    branch: text('branch'),
    switchUuid: text('switch_uuid'),
    loopIndex: integer('loop_index'),
    attempts: integer('attempts').notNull().default(1),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull().default(0),
  },
  (t) => [
    index('run_steps_run_idx').on(t.runId, t.stepNumber),
    /** The runs of an app (the run log's app filter, issue 16): the steps answer it without touching the runs. */
    index('run_steps_company_app_idx').on(t.companyId, t.appId, t.runId),
    /** Failed steps only: the statistics' top failing apps. */
    index('run_steps_company_failed_idx')
      .on(t.companyId, t.startedAt, t.appId, t.runId)
      .where(sql`${t.status} = 'failed'`),
  ],
);

/** spec §3 Environment variable; secret values are stored encrypted (DESIGN §3). */
export const envVariables = pgTable(
  'env_variables',
  {
    id: id('id').primaryKey(),
    companyId: id('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull().default(''),
    type: text('type').notNull().default('text'),
    variableClass: text('variable_class').notNull().default(''),
    creatorId: id('creator_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('env_variables_company_key').on(t.companyId, t.key)],
);

export const envVariableLogs = pgTable(
  'env_variable_logs',
  {
    id: id('id').primaryKey(),
    companyId: id('company_id').notNull(),
    variableId: id('variable_id').notNull(),
    action: text('action').notNull(),
    userId: id('user_id'),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    createdAt: createdAt(),
  },
  (t) => [index('env_variable_logs_variable_idx').on(t.variableId, t.createdAt)],
);

/** spec §3 Monitor relation: which pipelines the error monitor watches. */
export const monitorRelations = pgTable(
  'monitor_relations',
  {
    companyId: id('company_id').notNull(),
    processId: id('process_id').notNull(),
    monitored: integer('monitored').notNull().default(1),
    errorProcessId: id('error_process_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.processId] })],
);

/** The error monitor's general settings of a company (spec §3 Events config). */
export const monitorSettings = pgTable('monitor_settings', {
  companyId: id('company_id').primaryKey(),
  emailNotice: integer('email_notice').notNull().default(0),
  smsNotice: integer('sms_notice').notNull().default(0),
  notifiedUsers: text('notified_users').array().notNull().default([]),
  emails: text('emails').array().notNull().default([]),
  webhookUrl: text('webhook_url'),
  status: integer('status').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** In-app notices (the error monitor's first channel). */
export const notices = pgTable(
  'notices',
  {
    id: id('id').primaryKey(),
    companyId: id('company_id').notNull(),
    userId: id('user_id'),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    processId: id('process_id'),
    runId: id('run_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notices_company_idx').on(t.companyId, t.createdAt)],
);

/** spec §3 Data source: a company data table (created, or uploaded from CSV/XLSX). */
export const datasources = pgTable(
  'datasources',
  {
    id: id('id').primaryKey(),
    companyId: id('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    filepath: text('filepath'),
    sheet: text('sheet'),
    type: text('type').notNull().default('table'),
    tableFields: jsonb('table_fields').notNull().default([]),
    size: integer('size').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('datasources_company_idx').on(t.companyId, t.createdAt)],
);

export const datasourceRows = pgTable(
  'datasource_rows',
  {
    id: id('id').primaryKey(),
    companyId: id('company_id').notNull(),
    datasourceId: id('datasource_id').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('datasource_rows_ds_idx').on(t.datasourceId, t.createdAt)],
);
