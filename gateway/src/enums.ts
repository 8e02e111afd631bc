import { NOTICE_EVENT_TYPES } from '@huiliu/contract';
import { BUILTIN_ROLES, PERMISSIONS, PIPELINE_STATUS, TEMPLATE_VISIBILITY, type Permission as CorePermission } from '@huiliu/core';

/**
 * The schema's enums whose REST values are not their names (graphql-tools internal values): resolvers
 * hand the platform's values through and receive them in arguments, and GraphQL shows the names. Each is a
 * value (for the schema) and a type of the same name (codegen's `enumValues` in codegen.ts points here, so
 * the generated resolver types use the REST values too).
 */
type ValueOf<T> = T[keyof T];

export const PipelineStatus = PIPELINE_STATUS;
export type PipelineStatus = ValueOf<typeof PipelineStatus>;

export const ShareStatus = { SHARED: 1, NOT_SHARED: 0 } as const;
export type ShareStatus = ValueOf<typeof ShareStatus>;

export const PipelineSort = {
  CREATED_AT_DESC: 'created_at desc',
  CREATED_AT_ASC: 'created_at asc',
  UPDATED_AT_DESC: 'updated_at desc',
  UPDATED_AT_ASC: 'updated_at asc',
} as const;
export type PipelineSort = ValueOf<typeof PipelineSort>;

export const BuiltinRole = Object.fromEntries(BUILTIN_ROLES.map((r) => [r.toUpperCase(), r])) as {
  readonly [K in (typeof BUILTIN_ROLES)[number] as Uppercase<K>]: K;
};
export type BuiltinRole = ValueOf<typeof BuiltinRole>;

/** core PERMISSIONS by GraphQL name: `pipelines.view` is PIPELINES_VIEW. */
export const Permission = Object.fromEntries(PERMISSIONS.map((p) => [p.replace('.', '_').toUpperCase(), p])) as {
  readonly [K in CorePermission as Uppercase<K extends `${infer A}.${infer B}` ? `${A}_${B}` : K>]: K;
};
export type Permission = CorePermission;

export const NoticeKind = {
  RUN_FAILED: 'run_failed',
  ACCOUNT_FAILED: 'account_failed',
  QUOTA_REACHED: 'quota_reached',
  PLAN_QUOTA: 'plan_quota',
  PLAN_EXPIRING: 'plan_expiring',
} as const;
export type NoticeKind = ValueOf<typeof NoticeKind>;

export const FieldType = { TEXT: 'text', NUMBER: 'number', DATETIME: 'datetime', BOOLEAN: 'boolean' } as const;
export type FieldType = ValueOf<typeof FieldType>;

export const DatasourceType = { TABLE: 'table', CSV: 'csv', XLSX: 'xlsx' } as const;
export type DatasourceType = ValueOf<typeof DatasourceType>;

/** A pipeline's settings' on_error (core PipelineSettings): REST spells it lower-case. */
export const PipelineOnError = { STOP: 'stop', CONTINUE: 'continue' } as const;
export type PipelineOnError = ValueOf<typeof PipelineOnError>;

/** spec §3 Account status (contract AccountInfo.status): REST spells it lower-case. */
export const AccountStatus = { OK: 'ok', FAILED: 'failed', UNKNOWN: 'unknown' } as const;
export type AccountStatus = ValueOf<typeof AccountStatus>;

/** Templates (issue 12): REST spells categories and sources lower-case and visibility as spec §3 `visible` 0 / 1 / 2. */
export const TemplateCategory = {
  NOTIFY: 'notify',
  DATA: 'data',
  ORDERS: 'orders',
  DEVOPS: 'devops',
  REPORT: 'report',
  MONITOR: 'monitor',
  SALES: 'sales',
  OTHER: 'other',
} as const;
export type TemplateCategory = ValueOf<typeof TemplateCategory>;

export const TemplateVisibility = TEMPLATE_VISIBILITY;
export type TemplateVisibility = ValueOf<typeof TemplateVisibility>;

export const TemplateSource = { STARTER: 'starter', SHARED: 'shared' } as const;
export type TemplateSource = ValueOf<typeof TemplateSource>;
// issue 13 company
/** spec §3 Events config `event_type`: REST spells it lower case (contract NOTICE_EVENT_TYPES). */
export const NoticeEventType = Object.fromEntries(NOTICE_EVENT_TYPES.map((t) => [t.toUpperCase(), t])) as {
  readonly [K in (typeof NOTICE_EVENT_TYPES)[number] as Uppercase<K>]: K;
};
export type NoticeEventType = ValueOf<typeof NoticeEventType>;

/** AI (issue 12): REST spells engines, fallback reasons and languages lower-case / as locale tags. */
export const AiEngine = { LLM: 'llm', PLANNER: 'planner' } as const;
export type AiEngine = ValueOf<typeof AiEngine>;
export const AiFallbackReason = { AUTH: 'auth', TIMEOUT: 'timeout', HTTP: 'http', NETWORK: 'network', INVALID: 'invalid' } as const;
export type AiFallbackReason = ValueOf<typeof AiFallbackReason>;
export const AiLang = { ZH_CN: 'zh-CN', EN: 'en' } as const;
export type AiLang = ValueOf<typeof AiLang>;

/** issue 13 members: REST spells an invite's status lower-case (core INVITE_STATUSES). */
export const InviteStatus = { PENDING: 'pending', USED: 'used', EXPIRED: 'expired', REVOKED: 'revoked' } as const;
export type InviteStatus = ValueOf<typeof InviteStatus>;
// issue 13 tokens: REST spells token kinds and statuses lower-case (core API_TOKEN_KINDS, ApiTokenStatus)
export const ApiTokenKind = { PERSONAL: 'personal', SERVICE: 'service' } as const;
export type ApiTokenKind = ValueOf<typeof ApiTokenKind>;
export const ApiTokenStatus = { ACTIVE: 'active', EXPIRED: 'expired', REVOKED: 'revoked' } as const;
export type ApiTokenStatus = ValueOf<typeof ApiTokenStatus>;
// issue 14 open-api: REST spells an open app's visibility and its versions' statuses lower-case
export const OpenAppVisibility = { PRIVATE: 'private', PUBLIC: 'public' } as const;
export type OpenAppVisibility = ValueOf<typeof OpenAppVisibility>;
export const OpenAppVersionStatus = { DRAFT: 'draft', PUBLISHED: 'published', RETIRED: 'retired' } as const;
export type OpenAppVersionStatus = ValueOf<typeof OpenAppVersionStatus>;

// issue 17 datamodel: REST spells tasks, training states and phases, metrics and encodings lower-case
export const ModelTask = { CLASSIFICATION: 'classification', REGRESSION: 'regression' } as const;
export type ModelTask = ValueOf<typeof ModelTask>;
export const TrainingStatus = { QUEUED: 'queued', RUNNING: 'running', SUCCEEDED: 'succeeded', FAILED: 'failed', CANCELLED: 'cancelled' } as const;
export type TrainingStatus = ValueOf<typeof TrainingStatus>;
export const TrainingPhase = {
  QUEUED: 'queued',
  READING: 'reading',
  PREPARING: 'preparing',
  TRAINING: 'training',
  EVALUATING: 'evaluating',
  SAVING: 'saving',
  DONE: 'done',
} as const;
export type TrainingPhase = ValueOf<typeof TrainingPhase>;
export const ModelMetric = { ACCURACY: 'accuracy', RMSE: 'rmse' } as const;
export type ModelMetric = ValueOf<typeof ModelMetric>;
export const FeatureEncoding = { NUMERIC: 'numeric', ONE_HOT: 'one_hot' } as const;
export type FeatureEncoding = ValueOf<typeof FeatureEncoding>;

export const enumResolvers = {
  PipelineStatus,
  ShareStatus,
  PipelineSort,
  BuiltinRole,
  Permission,
  NoticeKind,
  FieldType,
  DatasourceType,
  PipelineOnError,
  AccountStatus,
  TemplateCategory,
  TemplateVisibility,
  TemplateSource,
  AiEngine,
  AiFallbackReason,
  AiLang,
  // issue 13 company
  NoticeEventType,
  // issue 13 members
  InviteStatus,
  // issue 13 tokens
  ApiTokenKind,
  ApiTokenStatus,
  // issue 14 open-api
  OpenAppVisibility,
  OpenAppVersionStatus,
  // issue 17 datamodel
  ModelTask,
  TrainingStatus,
  TrainingPhase,
  ModelMetric,
  FeatureEncoding,
};
