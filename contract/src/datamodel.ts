import { operatorInfo } from '@huiliu/core';
import { z } from 'zod';
import { call, page } from './call';
import { DATASOURCE_TYPES, TableField } from './datasource';
import { count, id, idString, json, paging, storedId, timestamp } from './fields';

/** issue 17 datamodel: data models, their trainings and predictions — docs/rest-contract-datamodel.md. */
const BASE = '/v1/api/datamodel';

export const MODEL_TASKS = ['classification', 'regression'] as const;
export const TRAINING_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export const TRAINING_PHASES = ['queued', 'reading', 'preparing', 'training', 'evaluating', 'saving', 'done'] as const;

/** A pre-filter row: a data source column, a spec §5 operator code, a value (absent for the existence operators). */
const Condition = z.object({
  field: z.string().trim().min(1, '请选择筛选字段').max(64),
  operator: z
    .number()
    .int()
    .refine((code) => operatorInfo(code) !== undefined, '未知的筛选运算符'),
  value: z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]).optional(),
});
/** spec PreFilter: OR-of-AND groups, as the data filter step saves them. */
const PreFilter = z.array(z.array(Condition).min(1).max(20)).max(10);
const StoredCondition = z.strictObject({ field: z.string(), operator: z.number(), value: json.optional() });

/** The latest (or any) training of a model (spec Tmid). */
export const ModelTraining = z.strictObject({
  tmid: id,
  dmid: id,
  status: z.enum(TRAINING_STATUSES),
  progress: z.strictObject({
    phase: z.enum(TRAINING_PHASES),
    rows_read: count,
    rows_total: count,
    trees_built: count,
    trees_total: count,
  }),
  /** Why it failed or was cancelled. */
  error: z.string().nullable(),
  /** The version it became, once it succeeded. */
  version: count.nullable(),
  created_at: timestamp,
  started_at: timestamp.nullable(),
  finished_at: timestamp.nullable(),
});
export type ModelTraining = z.output<typeof ModelTraining>;

/** spec §3 Data model. */
export const DataModel = z.strictObject({
  dmid: id,
  name: z.string(),
  scene: z.string(),
  desc: z.string(),
  datasource_id: id,
  /** Null once the data source was deleted (the trained versions still predict). */
  datasource_name: z.string().nullable(),
  datasource_type: z.enum(DATASOURCE_TYPES).nullable(),
  /** 0: every row of the data source; 1: only the rows `pre_filter` keeps. */
  datasource_filter_type: z.union([z.literal(0), z.literal(1)]),
  predict_field: z.string(),
  predict_field_name: z.string(),
  pre_filter: z.array(z.array(StoredCondition)),
  /** spec `feature`: the feature fields with the data source's types. */
  feature: z.array(TableField),
  /** The task of the latest version (null before the first one). */
  task: z.enum(MODEL_TASKS).nullable(),
  latest_version: count.nullable(),
  tmid: id.nullable(),
  training: ModelTraining.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type DataModel = z.output<typeof DataModel>;

/** A training that succeeded, with what it measured on the held-out split. */
export const ModelVersion = z.strictObject({
  version: count,
  tmid: id,
  dmid: id,
  predict_field: z.string(),
  task: z.enum(MODEL_TASKS),
  metric: z.enum(['accuracy', 'rmse']),
  value: z.number(),
  /** Majority class accuracy, or the RMSE of always answering the training mean. */
  baseline: z.number(),
  better_than_baseline: z.boolean(),
  rows_read: count,
  rows_filtered_out: count,
  rows_unlabelled: count,
  train_rows: count,
  test_rows: count,
  features: z.array(z.strictObject({ name: z.string(), type: TableField.shape.type, encoding: z.enum(['numeric', 'one_hot']), columns: count })),
  classes: z.array(z.union([z.string(), z.number(), z.boolean()])).nullable(),
  trees: count,
  duration_ms: count,
  model_bytes: count,
  trained_at: timestamp,
});
export type ModelVersion = z.output<typeof ModelVersion>;

export const Prediction = z.strictObject({
  dmid: id,
  tmid: id,
  version: count,
  task: z.enum(MODEL_TASKS),
  prediction: z.union([z.string(), z.number(), z.boolean()]),
  /** 0–1: the trees' agreement (docs/rest-contract-datamodel.md "Predict"). */
  confidence: z.number().min(0).max(1),
  /** Features the record lacked, filled with their training median (text: "other"). */
  imputed: z.array(z.string()),
});
export type Prediction = z.output<typeof Prediction>;

/** A pipeline whose 预测 step uses the model (spec "flows status"). */
export const ModelFlow = z.strictObject({ process_id: id, title: z.string(), status: z.union([z.literal(0), z.literal(1)]) });

const name = z.string().trim().min(1, '请填写模型名称').max(100);
const fieldName = z.string().trim().min(1).max(64);
const features = z
  .array(fieldName)
  .min(1, '请至少选择一个特征字段')
  .max(50, '最多 50 个特征字段')
  .refine((list) => new Set(list).size === list.length, '特征字段不能重复');
const settings = {
  name,
  scene: z.string().trim().max(100).optional(),
  desc: z.string().trim().max(500).optional(),
  datasource_id: storedId,
  predict_field: fieldName,
  predict_field_name: z.string().trim().max(64).optional(),
  feature: features,
  pre_filter: PreFilter.optional(),
  datasource_filter_type: z.union([z.literal(0), z.literal(1)]).optional(),
};
const byModel = z.object({ dmid: idString });
const byTraining = z.object({ tmid: idString });

/** Data models — `/v1/api/datamodel` (spec §7 "Data model, training and prediction"). */
export const datamodel = {
  /** The company's models, newest first; `keyword` matches the name or the scene. */
  list: call({
    method: 'GET',
    path: BASE,
    query: z.object({ keyword: z.string().trim().max(200).optional(), ...paging }),
    reply: page(DataModel),
  }),
  getone: call({ method: 'GET', path: `${BASE}/getone`, query: byModel, reply: DataModel }),
  /** A data source of the caller's company whose columns include the predict and feature fields. */
  add: call({ method: 'POST', path: `${BASE}/add`, body: z.object(settings), reply: DataModel }),
  /** Changes the settings; trained versions keep what they were trained with. */
  update: call({ method: 'POST', path: `${BASE}/update`, body: z.object(settings).partial().extend(byModel.shape), reply: DataModel }),
  /** Refused (409 / 4320) while a pipeline's 预测 step uses the model; the refusal names them. */
  delete: call({ method: 'POST', path: `${BASE}/delete`, body: byModel, reply: z.strictObject({ dmid: id }) }),
  /** Starts a training job (never on the request): queued, then running in a worker thread. */
  train: call({ method: 'POST', path: `${BASE}/train`, body: byModel, reply: ModelTraining }),
  trainStatus: call({ method: 'GET', path: `${BASE}/train/status`, query: byTraining, reply: ModelTraining }),
  trainCancel: call({ method: 'POST', path: `${BASE}/train/cancel`, body: byTraining, reply: ModelTraining }),
  /** The versions (trainings that succeeded), newest first. */
  versions: call({ method: 'GET', path: `${BASE}/versions`, query: byModel.extend(paging), reply: page(ModelVersion) }),
  /** One record → the prediction of a version (default the latest). */
  predict: call({
    method: 'POST',
    path: `${BASE}/predict`,
    body: byModel.extend({
      version: z.number().int().min(1).optional(),
      record: z.record(z.string(), z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()])),
    }),
    reply: Prediction,
  }),
  /** Which pipelines use the model (spec "flows status"). */
  flowsStatus: call({ method: 'GET', path: `${BASE}/flows/status`, query: byModel, reply: page(ModelFlow) }),
};
