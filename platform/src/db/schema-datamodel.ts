import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { companies, users } from './schema';

/**
 * issue 17 datamodel: a data model (spec §3 Data model) — which data source it learns from, the field it predicts,
 * the feature fields and a pre-filter in the pipeline filter format. Its trained versions are rows of
 * `data_model_trainings`; `tmid` is the latest training, whatever its outcome.
 */
export const dataModels = pgTable(
  'data_models',
  {
    id: id('id').primaryKey(),
    companyId: id('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    scene: text('scene').notNull().default(''),
    description: text('description').notNull().default(''),
    /** A data source of the same company; not a foreign key: deleting the table leaves the model and its versions. */
    datasourceId: id('datasource_id').notNull(),
    /** spec DatasourceFilterType: 0 every row, 1 only the rows the pre-filter keeps. */
    datasourceFilterType: integer('datasource_filter_type').notNull().default(0),
    predictField: text('predict_field').notNull(),
    /** How the prediction is named to people (spec PredictFieldName); the field's own name when empty. */
    predictFieldName: text('predict_field_name').notNull().default(''),
    /** spec `feature`: `[{ name, type }]`, types as the data source had them when the model was saved. */
    features: jsonb('features').notNull().default([]),
    /** spec PreFilter: OR-of-AND groups of `{ field, operator, value }` (spec §5 operator codes). */
    preFilter: jsonb('pre_filter').notNull().default([]),
    tmid: id('tmid'),
    creatorId: id('creator_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('data_models_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * One training of a model (spec Tmid): a job's status and progress while it runs, then its outcome. A training that
 * succeeded is a version of the model (`version` 1, 2, …) with its metrics and its serialised model (JSON text, at
 * most MODEL_MAX_BYTES); versions never change afterwards, so a prediction may cache a loaded one by its id.
 */
export const dataModelTrainings = pgTable(
  'data_model_trainings',
  {
    id: id('id').primaryKey(),
    companyId: id('company_id').notNull(),
    modelId: id('model_id').notNull(),
    /** queued → running → succeeded | failed | cancelled. */
    status: text('status').notNull(),
    /** TrainProgress: phase, rows read, trees built. */
    progress: jsonb('progress').notNull().default({}),
    /** Why it failed or was cancelled, in words a person can act on. */
    error: text('error'),
    version: integer('version'),
    /** TrainMetrics of a version; null until it succeeded. */
    metrics: jsonb('metrics'),
    model: text('model'),
    modelBytes: integer('model_bytes'),
    /** The process running it and when that process last said it still was (distributed mode: any process reads it). */
    owner: text('owner'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    creatorId: id('creator_id'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('data_model_trainings_model_idx').on(t.modelId, t.createdAt),
    // the start-up and sweep look-up of unfinished trainings reads this, never the whole table
    index('data_model_trainings_status_idx').on(t.status, t.heartbeatAt),
  ],
);
