/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AcceptInviteInput = {
  email: string;
  mobile?: string | null | undefined;
  password: string;
  token: string;
  uname: string;
};

export type AccountStatus =
  | 'FAILED'
  | 'OK'
  | 'UNKNOWN';

export type AddDatasourceInput = {
  /** An uploaded file's token whose rows fill the new table, and which sheet. */
  filepath?: string | null | undefined;
  name: string;
  sheet?: string | null | undefined;
  tableFields: Array<TableFieldInput>;
};

export type AddVariableInput = {
  variableClass?: string | null | undefined;
  /** A-Z a-z 0-9 _, unique in the company (read in templates as {{env.KEY}}). */
  variableKey: string;
  variableName: string;
  variableType?: VariableType | null | undefined;
  variableValue: string;
};

/** Which engine answered an AI call (REST `engine`). */
export type AiEngine =
  /** An LLM over the OpenAI-compatible chat API (HUILIU_AI_*), its output checked by core. */
  | 'LLM'
  /** The offline planner: catalogue search, Chinese keyword rules, name similarity. */
  | 'PLANNER';

/** Why the configured LLM did not answer and the planner did (REST `fallback.reason`). */
export type AiFallbackReason =
  | 'AUTH'
  | 'HTTP'
  /** Its answers failed core's check three times. */
  | 'INVALID'
  | 'NETWORK'
  | 'TIMEOUT';

/** The language explanations, reasons and notes are written in (REST `lang`: zh-CN, en). */
export type AiLang =
  | 'EN'
  | 'ZH_CN';

export type ApiTokenAuditFilter = {
  endDate?: string | null | undefined;
  /** YYYY-MM-DD, inclusive, company time zone. */
  startDate?: string | null | undefined;
  tokenId?: string | number | null | undefined;
};

/** personal: a member's own token; service: made by a token manager for a member of the company (a "机器人"). */
export type ApiTokenKind =
  | 'PERSONAL'
  | 'SERVICE';

export type ApiTokenStatus =
  | 'ACTIVE'
  | 'EXPIRED'
  | 'REVOKED';

/** A ledger entry: a payment, or the end of a paid period (the plan back to free). */
export type BalanceChangeKind =
  | 'expiry'
  | 'payment';

/** The four roles every company has (issue 13; their permissions are fixed, core BUILTIN_ROLE_PERMISSIONS). */
export type BuiltinRole =
  | 'ADMIN'
  | 'EDITOR'
  | 'OWNER'
  | 'VIEWER';

export type ConditionInput = {
  field: string;
  operator: FilterOperator;
  value?: unknown;
};

/**
 * Exactly one of `expiresInDays` (7, 30, 90 or 365) and `expiresOn` (the last day it works, YYYY-MM-DD in the company's
 * time zone, within a year).
 */
export type CreateApiTokenInput = {
  expiresInDays?: number | null | undefined;
  expiresOn?: string | null | undefined;
  kind?: ApiTokenKind | null | undefined;
  name: string;
  /** Requests per minute (default 600). */
  rateLimit?: number | null | undefined;
  role: string;
  /** The member a service token acts as; a personal token is the caller's own. */
  userId?: string | number | null | undefined;
};

/** Create a pipeline from a template (POST /dataprocess/add with template_id): one write, or nothing. */
export type CreateFromTemplateInput = {
  accounts?: Array<TemplateAccountChoice> | null | undefined;
  /** Needed for a LINK template of another company. */
  shareToken?: string | null | undefined;
  templateId: string | number;
  title?: string | null | undefined;
  values?: Array<TemplateValueChoice> | null | undefined;
};

export type CreateInviteInput = {
  email?: string | null | undefined;
  /** How long the link works: 72 when omitted, at most 720 (30 days). */
  expiresInHours?: number | null | undefined;
  /** A role key; the editor role when omitted. */
  role?: string | null | undefined;
};

export type CreateOpenAppInput = {
  /** none, api_key, basic or oauth2: the first draft's auth method. */
  authType?: string | null | undefined;
  /** An app class key (default developer). */
  classType?: string | null | undefined;
  description?: string | null | undefined;
  name: string;
  nameEn?: string | null | undefined;
};

export type CreatePipelineInput = {
  createChannels?: number | null | undefined;
  dataProcess?: string | null | undefined;
  processType?: number | null | undefined;
  /** The steps, flat in numbering order; checked like REST content (CONTENT_INVALID 4021 when malformed). */
  steps?: Array<StepInput> | null | undefined;
  templateId?: string | number | null | undefined;
  title?: string | null | undefined;
};

export type CreateRoleInput = {
  description?: string | null | undefined;
  name: string;
  permissions: Array<Permission>;
};

export type DataModelInput = {
  datasourceFilterType?: number | null | undefined;
  datasourceId: string | number;
  desc?: string | null | undefined;
  /** Names of the data source's columns the model learns from. */
  feature: Array<string>;
  name: string;
  preFilter?: Array<Array<ConditionInput>> | null | undefined;
  predictField: string;
  predictFieldName?: string | null | undefined;
  scene?: string | null | undefined;
};

/** Where a data source's rows came from (REST 'table', 'csv', 'xlsx'). */
export type DatasourceType =
  | 'CSV'
  | 'TABLE'
  | 'XLSX';

/** How a feature became the forest's columns: as one number, or one-hot over its most frequent values. */
export type FeatureEncoding =
  | 'NUMERIC'
  | 'ONE_HOT';

export type FieldMappingInput = {
  key: string;
  value?: unknown;
};

export type FieldSuggestionInput = {
  lang?: AiLang | null | undefined;
  /** The step whose empty fields to map. */
  stepUuid: string;
  /** The pipeline's steps as the editor holds them (unsaved too): the earlier steps' samples are read from them. */
  steps: Array<StepInput>;
};

/** A data source column's type (REST 'text', 'number', 'datetime', 'boolean'). */
export type FieldType =
  | 'BOOLEAN'
  | 'DATETIME'
  | 'NUMBER'
  | 'TEXT';

/** spec §5 filter operator codes (11–18 text, 21–26 number, 31–33 time, 41–43 existence). */
export type FilterOperator =
  | 'AFTER'
  | 'BEFORE'
  | 'CONTAINS'
  | 'EMPTY'
  | 'ENDS_WITH'
  | 'EQ'
  | 'EQUAL'
  | 'GT'
  | 'GTE'
  | 'IS'
  | 'IS_NOT'
  | 'LT'
  | 'LTE'
  | 'NEQ'
  | 'NOT_CONTAINS'
  | 'NOT_EMPTY'
  | 'NOT_ENDS_WITH'
  | 'NOT_EXIST'
  | 'NOT_STARTS_WITH'
  | 'STARTS_WITH';

export type GeneratePipelineDraftInput = {
  /** Also save the draft as a new pipeline (off). */
  create?: boolean | null | undefined;
  /** What the pipeline should do, in Chinese (or English), at most 2000 characters. */
  description: string;
  lang?: AiLang | null | undefined;
  /** The new pipeline's title; default the draft's. */
  title?: string | null | undefined;
};

export type InviteStatus =
  | 'EXPIRED'
  | 'PENDING'
  | 'REVOKED'
  | 'USED';

export type LoginInput = {
  email: string;
  password: string;
};

export type LoopSettingsInput = {
  items?: string | null | undefined;
  maxItems?: number | null | undefined;
};

export type MemberFilter = {
  disabled?: boolean | null | undefined;
  /** Matches the name or the email. */
  keyword?: string | null | undefined;
  /** A role key: built-in or a custom role's id. */
  role?: string | null | undefined;
};

/** The held-out figure of a version: accuracy (classification, higher is better) or RMSE (regression, lower is better). */
export type ModelMetric =
  | 'ACCURACY'
  | 'RMSE';

/** What a model predicts: a category (text, yes/no, a few whole numbers) or an amount (REST 'classification', 'regression'). */
export type ModelTask =
  | 'CLASSIFICATION'
  | 'REGRESSION';

/** Any field left out keeps its saved value. */
export type NoticeEventConfigInput = {
  emailNotice?: boolean | null | undefined;
  /** People of the company who are not disabled (else 4250), at most 50. */
  notifiedUserIds?: Array<string | number> | null | undefined;
  smsNotice?: boolean | null | undefined;
  status?: boolean | null | undefined;
};

/** spec §3 Events config `event_type` (REST lower case): what the people a company names are told about. */
export type NoticeEventType =
  /** A run or a poll found an app account's authorisation failing (once per failure). */
  | 'ACCOUNT_FAILED'
  /** A run of a pipeline the error monitor watches failed; its config is the monitor's general settings. */
  | 'PROCESS_ERROR'
  /** The plan's runs of the month are used up and runs are refused (once per month). */
  | 'QUOTA_REACHED';

export type OpenAppVersionStatus =
  /** Editable; testable in the console, never run by pipelines. */
  | 'DRAFT'
  /** Frozen; one of them is the app's published version. */
  | 'PUBLISHED'
  /** Frozen and no longer offered for rollback. */
  | 'RETIRED';

export type OpenAppVisibility =
  /** The developer's company, and the companies its SDK partner created. */
  | 'PRIVATE'
  /** Every company. */
  | 'PUBLIC';

export type OrderStatus =
  | 'cancelled'
  | 'paid'
  | 'pending';

/** What a role may do (core PERMISSIONS; REST spells them `pipelines.view` …). */
export type Permission =
  | 'ACCOUNTS_MANAGE'
  | 'ACCOUNTS_VIEW'
  | 'BILLING_MANAGE'
  | 'BILLING_VIEW'
  | 'COMPANY_MANAGE'
  | 'DATA_MANAGE'
  | 'DATA_VIEW'
  | 'DEVELOPER'
  | 'LOGS_MANAGE'
  | 'LOGS_VIEW'
  | 'MEMBERS_MANAGE'
  | 'MEMBERS_VIEW'
  | 'PIPELINES_EDIT'
  | 'PIPELINES_PUBLISH'
  | 'PIPELINES_VIEW'
  | 'TOKENS_MANAGE'
  | 'VARIABLES_MANAGE'
  | 'VARIABLES_VIEW';

/** spec §3 Pipeline-list filters. */
export type PipelineFilter = {
  appId?: string | number | null | undefined;
  appName?: string | null | undefined;
  createChannels?: number | null | undefined;
  endDate?: string | null | undefined;
  favourite?: boolean | null | undefined;
  keyword?: string | null | undefined;
  shareStatus?: ShareStatus | null | undefined;
  /** Newest created first when omitted. */
  sort?: PipelineSort | null | undefined;
  /** YYYY-MM-DD, inclusive, company time zone. */
  startDate?: string | null | undefined;
  status?: PipelineStatus | null | undefined;
};

export type PipelineOnError =
  | 'CONTINUE'
  | 'STOP';

export type PipelineSettingsInput = {
  /** 10–60000 ms. */
  backoffMs?: number | null | undefined;
  onError?: PipelineOnError | null | undefined;
  processId: string | number;
  /** 0–10. */
  retries?: number | null | undefined;
};

/** spec §3 pipeline-list sort orders (REST 'created_at desc' …). */
export type PipelineSort =
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'UPDATED_AT_ASC'
  | 'UPDATED_AT_DESC';

/** spec §4: a pipeline is on (REST 1) or off (REST 0). */
export type PipelineStatus =
  | 'OFF'
  | 'ON';

/** A plan of the price table (lower case, exactly as the platform sends it). */
export type Plan =
  | 'enterprise'
  | 'free'
  | 'team';

/** What a plan adds over the one below it besides its limits (the web names each in the reader's language). */
export type PlanFeature =
  | 'dedicatedSupport'
  | 'emailSupport'
  | 'paidApps'
  | 'serviceAgreement';

export type ProductRoleInput = {
  product: string;
  role: string;
};

/** A window of the run log's filters read back from now (spec §5 date presets), in the company's time zone. */
export type RunDatePreset =
  /** today − 7 d 00:00 … now */
  | 'last7Days'
  /** today − 1 month 00:00 … now */
  | 'last30Days'
  /** now − 1 h … now */
  | 'lastHour'
  /** today 00:00 … now */
  | 'today'
  /** yesterday 00:00 … today 00:00 */
  | 'yesterday';

export type RunFilter = {
  /** Runs that executed a step of this app (issue 16). */
  appId?: string | number | null | undefined;
  /** A window read back from now; wins over startDate / endDate. */
  datePreset?: RunDatePreset | null | undefined;
  endDate?: string | null | undefined;
  /** Words of the trigger data (or the run's id). */
  keyword?: string | null | undefined;
  processId?: string | number | null | undefined;
  /** YYYY-MM-DD, inclusive, company time zone. */
  startDate?: string | null | undefined;
  status?: RunStatus | null | undefined;
  triggerType?: RunTrigger | null | undefined;
};

/** A run's outcome (DESIGN §4). Lower case, exactly as the platform sends it. */
export type RunStatus =
  | 'cancelled'
  | 'failed'
  | 'filtered'
  | 'partial'
  | 'queued'
  | 'running'
  | 'success';

/** What started a run. */
export type RunTrigger =
  | 'error'
  | 'manual'
  /** A new item a polling trigger found (issue 11). */
  | 'polling'
  | 'rerun'
  | 'schedule'
  | 'webhook';

export type SaveRoleInput = {
  description?: string | null | undefined;
  /** A new name, when renaming. */
  name?: string | null | undefined;
  permissions: Array<Permission>;
  roleId: string | number;
};

export type SdkPageConfigInput = {
  appIds?: Array<string | number> | null | undefined;
  /** Absent: a new page configuration. */
  cfgId?: string | number | null | undefined;
  hiddenNav?: boolean | null | undefined;
  landing?: string | null | undefined;
  name: string;
  role: string;
  screens: Array<string>;
};

export type SegmentInput = {
  conditions?: Array<Array<ConditionInput>> | null | undefined;
  extra?: unknown;
  isFallback?: boolean | null | undefined;
  segKey: string;
  title: string;
};

/** Share a pipeline as a template (POST /template/create). Its steps are copied now, accounts removed and secrets masked. */
export type SharePipelineInput = {
  /** Default OTHER on a first share; sharing again keeps the template's. */
  category?: TemplateCategory | null | undefined;
  description?: string | null | undefined;
  inputs?: Array<TemplateInputInput> | null | undefined;
  processId: string | number;
  shareTip?: string | null | undefined;
  title?: string | null | undefined;
  /** Default LINK on a first share; sharing again keeps the template's. */
  visibility?: TemplateVisibility | null | undefined;
};

/** Whether a pipeline is shared as a template (REST share_status 1 / 0). */
export type ShareStatus =
  | 'NOT_SHARED'
  | 'SHARED';

export type SignUpInput = {
  companyName: string;
  email: string;
  mobile?: string | null | undefined;
  password: string;
  uname: string;
};

/** spec §3 action_type: the trigger ('1') or an action ('2'). */
export type StepActionType =
  | 'ACTION'
  | 'TRIGGER';

export type StepErrorSettingsInput = {
  backoffMs?: number | null | undefined;
  onError?: StepOnError | null | undefined;
  retries?: number | null | undefined;
};

export type StepInput = {
  accountId?: string | number | null | undefined;
  actionId: string;
  actionType: StepActionType;
  appId: string | number;
  conditions?: Array<Array<ConditionInput>> | null | undefined;
  errorSettings?: StepErrorSettingsInput | null | undefined;
  extra?: unknown;
  fields?: Array<FieldMappingInput> | null | undefined;
  loop?: LoopSettingsInput | null | undefined;
  parentLoopUuid?: string | number | null | undefined;
  sampleData?: unknown;
  segKey?: string | null | undefined;
  segments?: Array<SegmentInput> | null | undefined;
  switchMode?: SwitchMode | null | undefined;
  switchUuid?: string | number | null | undefined;
  title?: string | null | undefined;
  triggerType?: string | null | undefined;
  uuid: string | number;
};

/** What a step's failure does once its retries are spent. */
export type StepOnError =
  | 'CONTINUE'
  | 'STOP';

/** One step's outcome inside a run. */
export type StepStatus =
  | 'failed'
  | 'filtered'
  | 'skipped'
  | 'success';

/** The switch app's matching: the first branch whose conditions hold, or all of them. */
export type SwitchMode =
  | 'ALL'
  | 'FIRST';

export type TableFieldInput = {
  name: string;
  type: FieldType;
};

export type TemplateAccountChoice = {
  accountId: string | number;
  stepUuid: string | number;
};

/** A template's gallery category (REST `category`, lower case). */
export type TemplateCategory =
  | 'DATA'
  | 'DEVOPS'
  | 'MONITOR'
  | 'NOTIFY'
  | 'ORDERS'
  | 'OTHER'
  | 'REPORT'
  | 'SALES';

export type TemplateFilter = {
  /** Only templates with a step of this app (simplified creation). */
  actionAppId?: string | number | null | undefined;
  category?: TemplateCategory | null | undefined;
  keyword?: string | null | undefined;
  /** Only templates this company shared (/pipeline-share "my shares"), active or not. */
  mine?: boolean | null | undefined;
  source?: TemplateSource | null | undefined;
  /** Only templates whose trigger is this app (simplified creation). */
  triggerAppId?: string | number | null | undefined;
};

export type TemplateInputInput = {
  help?: string | null | undefined;
  key: string;
  label: string;
  required?: boolean | null | undefined;
  stepUuid: string | number;
};

/** Where a template comes from (REST `source`). */
export type TemplateSource =
  /** A pipeline a company shared. */
  | 'SHARED'
  /** The starter catalogue shipped with 汇流. */
  | 'STARTER';

export type TemplateValueChoice = {
  key: string;
  stepUuid: string | number;
  value?: unknown;
};

/** Who may create pipelines from a template (spec §3 `visible`: REST 0 / 1 / 2). */
export type TemplateVisibility =
  /** Every member of the sharing company (and the link). */
  | 'COMPANY'
  /** Anyone holding its share link. */
  | 'LINK'
  /** Everyone: the public gallery. */
  | 'PUBLIC';

export type TestOpenAppActionInput = {
  accountId?: string | number | null | undefined;
  actionId: string | number;
  appId: string | number;
  inputData?: unknown;
  /** true sends the request (发送测试); false only renders it (仅预览请求). */
  isend?: boolean | null | undefined;
  processId?: string | number | null | undefined;
  /** Seconds, 1–30. */
  timeOut?: number | null | undefined;
  /** Test a draft (developers of the app's company only); default: the published version. */
  version?: string | null | undefined;
};

export type TestStepInput = {
  processId?: string | number | null | undefined;
  /** false renders the request without sending it (isend 0). */
  send?: boolean | null | undefined;
  stepUuid: string;
  /** The pipeline's steps; earlier steps' sample data feed the templates. */
  steps: Array<StepInput>;
  triggerData?: unknown;
};

/** The width of one bar of the statistics' time axis, in the company's time zone (weeks start on Monday). */
export type TimeBucket =
  | 'day'
  | 'hour'
  | 'week';

/** Where a training is (REST lower-case). */
export type TrainingPhase =
  | 'DONE'
  | 'EVALUATING'
  | 'PREPARING'
  | 'QUEUED'
  | 'READING'
  | 'SAVING'
  | 'TRAINING';

/** A training's state (REST lower-case): QUEUED and RUNNING are unfinished; the rest are its end. */
export type TrainingStatus =
  | 'CANCELLED'
  | 'FAILED'
  | 'QUEUED'
  | 'RUNNING'
  | 'SUCCEEDED';

/** Either field may be left out. */
export type UpdateCompanyInput = {
  name?: string | null | undefined;
  /** An IANA name such as Asia/Shanghai; offsets such as +08:00 are refused (4251). */
  timeZone?: string | null | undefined;
};

export type UpdateDataModelInput = {
  datasourceFilterType?: number | null | undefined;
  datasourceId?: string | number | null | undefined;
  desc?: string | null | undefined;
  dmid: string | number;
  feature?: Array<string> | null | undefined;
  name?: string | null | undefined;
  preFilter?: Array<Array<ConditionInput>> | null | undefined;
  predictField?: string | null | undefined;
  predictFieldName?: string | null | undefined;
  scene?: string | null | undefined;
};

export type UpdatePipelineInput = {
  dataProcess?: string | null | undefined;
  processId: string | number;
  steps?: Array<StepInput> | null | undefined;
  title?: string | null | undefined;
  versionRemark?: string | null | undefined;
};

/** PUT /template/update/{id}: only the sharing company's templates. */
export type UpdateTemplateInput = {
  /** false stops new copies (unsharing); true shares again. */
  active?: boolean | null | undefined;
  category?: TemplateCategory | null | undefined;
  description?: string | null | undefined;
  inputs?: Array<TemplateInputInput> | null | undefined;
  /** Copy the pipeline's current steps into the template again. */
  refreshSteps?: boolean | null | undefined;
  shareTip?: string | null | undefined;
  title?: string | null | undefined;
  visibility?: TemplateVisibility | null | undefined;
};

export type UpdateVariableInput = {
  variableClass?: string | null | undefined;
  variableId: string | number;
  variableName?: string | null | undefined;
  variableType?: VariableType | null | undefined;
  variableValue?: string | null | undefined;
};

/** What a variable log entry records (lower case, exactly as the platform sends it, like VariableType). */
export type VariableAction =
  | 'add'
  | 'delete'
  | 'update';

export type VariableType =
  | 'number'
  | 'secret'
  | 'text';

export type EditorStepFieldsFragment = { uuid: string, actionType: StepActionType, appId: string, actionId: string, accountId: string | null, triggerType: string | null, title: string | null, switchUuid: string | null, segKey: string | null, parentLoopUuid: string | null, switchMode: SwitchMode | null, sampleData: unknown, extra: unknown, segments: Array<{ segKey: string, title: string, isFallback: boolean, extra: unknown, conditions: Array<Array<{ field: string, operator: FilterOperator, value: unknown }>> | null }>, conditions: Array<Array<{ field: string, operator: FilterOperator, value: unknown }>> | null, loop: { items: string | null, maxItems: number | null } | null, errorSettings: { retries: number | null, backoffMs: number | null, onError: StepOnError | null } | null, fields: Array<{ key: string, value: unknown }> };

export type EditorPipelineQueryVariables = Exact<{
  processId: string | number;
}>;


export type EditorPipelineQuery = { pipeline: { processId: string, title: string, status: PipelineStatus, versionId: string | null, updatedAt: string, steps: Array<{ uuid: string, actionType: StepActionType, appId: string, actionId: string, accountId: string | null, triggerType: string | null, title: string | null, switchUuid: string | null, segKey: string | null, parentLoopUuid: string | null, switchMode: SwitchMode | null, sampleData: unknown, extra: unknown, segments: Array<{ segKey: string, title: string, isFallback: boolean, extra: unknown, conditions: Array<Array<{ field: string, operator: FilterOperator, value: unknown }>> | null }>, conditions: Array<Array<{ field: string, operator: FilterOperator, value: unknown }>> | null, loop: { items: string | null, maxItems: number | null } | null, errorSettings: { retries: number | null, backoffMs: number | null, onError: StepOnError | null } | null, fields: Array<{ key: string, value: unknown }> }> } | null };

export type EditorCreatePipelineMutationVariables = Exact<{
  input: CreatePipelineInput;
}>;


export type EditorCreatePipelineMutation = { createPipeline: { processId: string, title: string, status: PipelineStatus } };

export type EditorSavePipelineMutationVariables = Exact<{
  input: UpdatePipelineInput;
}>;


export type EditorSavePipelineMutation = { updatePipeline: { processId: string, title: string, status: PipelineStatus, versionId: string | null, versionRemark: string | null } };

export type EditorSetStatusMutationVariables = Exact<{
  processId: string | number;
  status: PipelineStatus;
}>;


export type EditorSetStatusMutation = { setPipelineStatus: { processId: string, status: PipelineStatus } };

export type EditorPipelineSettingsQueryVariables = Exact<{
  processId: string | number;
}>;


export type EditorPipelineSettingsQuery = { pipelineSettings: { processId: string, retries: number, backoffMs: number, onError: PipelineOnError } };

export type EditorUpdatePipelineSettingsMutationVariables = Exact<{
  input: PipelineSettingsInput;
}>;


export type EditorUpdatePipelineSettingsMutation = { updatePipelineSettings: { processId: string, retries: number, backoffMs: number, onError: PipelineOnError } };

export type PickerVariablesQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type PickerVariablesQuery = { variables: { items: Array<{ variableId: string, variableKey: string, variableName: string }> } };

export type PanelWebhookQueryVariables = Exact<{
  processId: string | number;
}>;


export type PanelWebhookQuery = { webhook: { url: string } };

export type PanelListenSampleMutationVariables = Exact<{
  processId: string | number;
}>;


export type PanelListenSampleMutation = { listenWebhookSample: { processId: string, listeningUntil: string } };

export type PanelFetchSampleMutationVariables = Exact<{
  processId: string | number;
}>;


export type PanelFetchSampleMutation = { fetchWebhookSample: { sampleData: unknown, acceptId: string | null, createdAt: string | null } };

export type PanelTestStepMutationVariables = Exact<{
  input: TestStepInput;
}>;


export type PanelTestStepMutation = { testStep: { status: StepStatus, output: unknown, error: string | null, durationMs: number | null } };

export type JinshujuSampleQueryVariables = Exact<{
  accountId: string | number;
  input: unknown;
}>;


export type JinshujuSampleQuery = { appSampleData: { list: Array<unknown> } };

export type FieldSuggestionsQueryVariables = Exact<{
  input: FieldSuggestionInput;
}>;


export type FieldSuggestionsQuery = { fieldSuggestions: { engine: AiEngine, items: Array<{ field: string, reference: string, confidence: number, reason: string }> } };

export type FlowSuggestionsQueryVariables = Exact<{
  steps?: Array<StepInput> | StepInput | null | undefined;
  lang?: AiLang | null | undefined;
}>;


export type FlowSuggestionsQuery = { flowSuggestions: { items: Array<{ appId: string, actionId: string, appName: string, appNameEn: string, actionName: string, actionNameEn: string, reason: string }> } };

export type EmbedPolicyQueryVariables = Exact<{
  cfgId: string | number;
}>;


export type EmbedPolicyQuery = { embedPolicy: { domains: Array<string> } };

export type EmbedSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type EmbedSessionQuery = { embedSession: { userId: string, companyId: string, page: { cfgId: string, hiddenNav: boolean, screens: Array<string>, appIds: Array<string>, landing: string } } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { userid: string, companyId: string, uname: string, role: string, builtinRole: BuiltinRole | null, roleName: string, permissions: Array<Permission> | null } | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type GeneratePipelineDraftMutationVariables = Exact<{
  input: GeneratePipelineDraftInput;
}>;


export type GeneratePipelineDraftMutation = { generatePipelineDraft: { engine: AiEngine, title: string, stepCount: number, notes: Array<string>, fallback: { reason: AiFallbackReason, message: string } | null, steps: Array<{ uuid: string, actionType: StepActionType, appId: string, actionId: string, accountId: string | null, triggerType: string | null, title: string | null, switchUuid: string | null, segKey: string | null, parentLoopUuid: string | null, switchMode: SwitchMode | null, sampleData: unknown, extra: unknown, segments: Array<{ segKey: string, title: string, isFallback: boolean, extra: unknown, conditions: Array<Array<{ field: string, operator: FilterOperator, value: unknown }>> | null }>, conditions: Array<Array<{ field: string, operator: FilterOperator, value: unknown }>> | null, loop: { items: string | null, maxItems: number | null } | null, errorSettings: { retries: number | null, backoffMs: number | null, onError: StepOnError | null } | null, fields: Array<{ key: string, value: unknown }> }>, explanations: Array<{ stepUuid: string, stepNumber: number, text: string }>, problems: Array<{ stepUuid: string, stepNumber: number, kind: string, severity: string, fields: Array<string> }> } };

export type AppFieldLeafPartsFragment = { key: string, kind: string, label: string, labelEn: string | null, help: string | null, helpEn: string | null, placeholder: string | null, required: boolean, secret: boolean, mappable: boolean, default: unknown, dynamic: boolean, dependsOn: Array<string>, options: Array<{ value: string, label: string, labelEn: string | null }> | null };

export type AppFieldPartsFragment = { key: string, kind: string, label: string, labelEn: string | null, help: string | null, helpEn: string | null, placeholder: string | null, required: boolean, secret: boolean, mappable: boolean, default: unknown, dynamic: boolean, dependsOn: Array<string>, children: Array<{ key: string, kind: string, label: string, labelEn: string | null, help: string | null, helpEn: string | null, placeholder: string | null, required: boolean, secret: boolean, mappable: boolean, default: unknown, dynamic: boolean, dependsOn: Array<string>, options: Array<{ value: string, label: string, labelEn: string | null }> | null }> | null, options: Array<{ value: string, label: string, labelEn: string | null }> | null };

export type AppAccountPartsFragment = { accountId: string, accountName: string, accountType: string, appId: string, processNum: number, userName: string | null, status: AccountStatus, statusMessage: string | null, checkedAt: string | null, tokenExpiresAt: string | null, refreshedAt: string | null, refreshCount: number, authData: unknown, createdAt: string, updatedAt: string, pipelines: Array<{ processId: string, title: string }> };

export type AppCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type AppCatalogueQuery = { apps: Array<{ appId: string, appName: string, appNameEn: string, definitionId: string | null, description: string, descriptionEn: string | null, icon: string, classType: string, appState: number, isTrigger: boolean, needsAccount: boolean, actions: Array<{ actionId: string, name: string, nameEn: string | null, description: string, descriptionEn: string | null, kind: string, fields: Array<{ key: string, kind: string, required: boolean, label: string, labelEn: string | null }> }>, accounts: Array<{ accountId: string, status: AccountStatus }> }>, appClasses: Array<{ classType: string, count: number }> };

export type AppSearchQueryVariables = Exact<{
  q: string;
  type?: string | null | undefined;
}>;


export type AppSearchQuery = { searchApps: Array<{ type: string, appId: string, actionId: string | null, name: string, nameEn: string | null, highlighted: string }> };

export type AppDetailQueryVariables = Exact<{
  appId: string | number;
}>;


export type AppDetailQuery = { app: { appId: string, appName: string, appNameEn: string, description: string, descriptionEn: string | null, icon: string, classType: string, appState: number, doc: string | null, isTrigger: boolean, needsAccount: boolean, authMethods: Array<{ type: string, fields: Array<{ key: string, kind: string, label: string, labelEn: string | null, help: string | null, helpEn: string | null, placeholder: string | null, required: boolean, secret: boolean, mappable: boolean, default: unknown, dynamic: boolean, dependsOn: Array<string>, children: Array<{ key: string, kind: string, label: string, labelEn: string | null, help: string | null, helpEn: string | null, placeholder: string | null, required: boolean, secret: boolean, mappable: boolean, default: unknown, dynamic: boolean, dependsOn: Array<string>, options: Array<{ value: string, label: string, labelEn: string | null }> | null }> | null, options: Array<{ value: string, label: string, labelEn: string | null }> | null }> }>, actions: Array<{ actionId: string, name: string, nameEn: string | null, description: string, descriptionEn: string | null, kind: string, editor: string, sendsData: boolean, outputSample: unknown, fields: Array<{ key: string, kind: string, label: string, labelEn: string | null, help: string | null, helpEn: string | null, placeholder: string | null, required: boolean, secret: boolean, mappable: boolean, default: unknown, dynamic: boolean, dependsOn: Array<string>, children: Array<{ key: string, kind: string, label: string, labelEn: string | null, help: string | null, helpEn: string | null, placeholder: string | null, required: boolean, secret: boolean, mappable: boolean, default: unknown, dynamic: boolean, dependsOn: Array<string>, options: Array<{ value: string, label: string, labelEn: string | null }> | null }> | null, options: Array<{ value: string, label: string, labelEn: string | null }> | null }> }>, accounts: Array<{ accountId: string, accountName: string, accountType: string, appId: string, processNum: number, userName: string | null, status: AccountStatus, statusMessage: string | null, checkedAt: string | null, tokenExpiresAt: string | null, refreshedAt: string | null, refreshCount: number, authData: unknown, createdAt: string, updatedAt: string, pipelines: Array<{ processId: string, title: string }> }> } | null };

export type StepAccountsQueryVariables = Exact<{
  appId: string | number;
}>;


export type StepAccountsQuery = { appAccounts: { total: number, items: Array<{ accountId: string, accountName: string, accountType: string, status: AccountStatus, statusMessage: string | null }> } };

export type ActionCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type ActionCatalogueQuery = { apps: Array<{ appId: string, appName: string, appNameEn: string, icon: string, classType: string, actions: Array<{ actionId: string, name: string, nameEn: string | null, description: string, descriptionEn: string | null, kind: string, fields: Array<{ key: string, label: string, labelEn: string | null, kind: string, required: boolean }> }> }>, companyUsedApps: Array<{ appId: string }> };

export type AppFieldOptionsQueryVariables = Exact<{
  appId: string | number;
  actionId: string | number;
  fieldKey: string;
  accountId: string | number;
  input?: unknown;
}>;


export type AppFieldOptionsQuery = { appFieldOptions: Array<{ value: string, label: string, labelEn: string | null }> };

export type AddAppAccountMutationVariables = Exact<{
  appId: string | number;
  accountType: string;
  accountName?: string | null | undefined;
  authData: unknown;
}>;


export type AddAppAccountMutation = { addAppAccount: { accountId: string, accountName: string, accountType: string, appId: string, processNum: number, userName: string | null, status: AccountStatus, statusMessage: string | null, checkedAt: string | null, tokenExpiresAt: string | null, refreshedAt: string | null, refreshCount: number, authData: unknown, createdAt: string, updatedAt: string, pipelines: Array<{ processId: string, title: string }> } };

export type UpdateAppAccountMutationVariables = Exact<{
  accountId: string | number;
  authData: unknown;
}>;


export type UpdateAppAccountMutation = { updateAppAccount: { accountId: string, accountName: string, accountType: string, appId: string, processNum: number, userName: string | null, status: AccountStatus, statusMessage: string | null, checkedAt: string | null, tokenExpiresAt: string | null, refreshedAt: string | null, refreshCount: number, authData: unknown, createdAt: string, updatedAt: string, pipelines: Array<{ processId: string, title: string }> } };

export type RenameAppAccountMutationVariables = Exact<{
  accountId: string | number;
  accountName: string;
}>;


export type RenameAppAccountMutation = { renameAppAccount: { accountId: string, accountName: string, updatedAt: string } };

export type DeleteAppAccountMutationVariables = Exact<{
  accountId: string | number;
  confirm?: boolean | null | undefined;
}>;


export type DeleteAppAccountMutation = { deleteAppAccount: string };

export type TestAppAccountMutationVariables = Exact<{
  accountId: string | number;
}>;


export type TestAppAccountMutation = { testAppAccount: { ok: boolean, message: string | null, account: { accountId: string, accountName: string, accountType: string, appId: string, processNum: number, userName: string | null, status: AccountStatus, statusMessage: string | null, checkedAt: string | null, tokenExpiresAt: string | null, refreshedAt: string | null, refreshCount: number, authData: unknown, createdAt: string, updatedAt: string, pipelines: Array<{ processId: string, title: string }> } } };

export type JinshujuFormsQueryVariables = Exact<{
  jsjId: string | number;
  next?: string | null | undefined;
}>;


export type JinshujuFormsQuery = { jinshujuForms: { total: number, next: string | null, items: Array<{ formToken: string, name: string, creatorName: string | null }> } };

export type JinshujuFormQueryVariables = Exact<{
  jsjId: string | number;
  formToken: string;
}>;


export type JinshujuFormQuery = { jinshujuForm: { jsjId: string, formToken: string, name: string, pushUrl: string | null, fields: Array<{ apiCode: string, label: string, type: string, required: boolean, choices: Array<{ name: string, value: string }> }>, pipelines: Array<{ processId: string, title: string, status: number, pushUrl: string }> } };

export type ConnectJinshujuPushMutationVariables = Exact<{
  processId: string | number;
}>;


export type ConnectJinshujuPushMutation = { connectJinshujuPush: { processId: string, formToken: string, pushUrl: string } };

export type CompanyQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyQuery = { company: { companyId: string, name: string, plan: string, timeZone: string, createdAt: string, memberCount: number, owners: Array<{ userid: string, uname: string }> } };

export type UpdateCompanyMutationVariables = Exact<{
  input: UpdateCompanyInput;
}>;


export type UpdateCompanyMutation = { updateCompany: { companyId: string, name: string, timeZone: string } };

export type NoticeSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type NoticeSettingsQuery = { noticeEventConfigs: { emailConfigured: boolean, smsConfigured: boolean, items: Array<{ eventType: NoticeEventType, status: boolean, emailNotice: boolean, smsNotice: boolean, updatedAt: string | null, notifiedUsers: Array<{ userid: string, uname: string, email: string | null, disabled: boolean }> }> }, users: { total: number, items: Array<{ userid: string, uname: string, email: string | null, disabled: boolean }> } };

export type SaveNoticeEventConfigMutationVariables = Exact<{
  eventType: NoticeEventType;
  input: NoticeEventConfigInput;
}>;


export type SaveNoticeEventConfigMutation = { saveNoticeEventConfig: { eventType: NoticeEventType, status: boolean, emailNotice: boolean, smsNotice: boolean, updatedAt: string | null, notifiedUsers: Array<{ userid: string, uname: string, email: string | null, disabled: boolean }> } };

export type TrainingPartsFragment = { tmid: string, dmid: string, status: TrainingStatus, error: string | null, version: number | null, createdAt: string, startedAt: string | null, finishedAt: string | null, progress: { phase: TrainingPhase, rowsRead: number, rowsTotal: number, treesBuilt: number, treesTotal: number } };

export type DataModelPartsFragment = { dmid: string, name: string, scene: string, desc: string, datasourceId: string, datasourceName: string | null, datasourceType: DatasourceType | null, datasourceFilterType: number, predictField: string, predictFieldName: string, task: ModelTask | null, latestVersion: number | null, updatedAt: string, preFilter: Array<Array<{ field: string, operator: FilterOperator, value: unknown }>>, feature: Array<{ name: string, type: FieldType }>, training: { tmid: string, dmid: string, status: TrainingStatus, error: string | null, version: number | null, createdAt: string, startedAt: string | null, finishedAt: string | null, progress: { phase: TrainingPhase, rowsRead: number, rowsTotal: number, treesBuilt: number, treesTotal: number } } | null };

export type DataModelsQueryVariables = Exact<{
  keyword?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type DataModelsQuery = { dataModels: { total: number, items: Array<{ dmid: string, name: string, scene: string, desc: string, datasourceId: string, datasourceName: string | null, datasourceType: DatasourceType | null, datasourceFilterType: number, predictField: string, predictFieldName: string, task: ModelTask | null, latestVersion: number | null, updatedAt: string, preFilter: Array<Array<{ field: string, operator: FilterOperator, value: unknown }>>, feature: Array<{ name: string, type: FieldType }>, training: { tmid: string, dmid: string, status: TrainingStatus, error: string | null, version: number | null, createdAt: string, startedAt: string | null, finishedAt: string | null, progress: { phase: TrainingPhase, rowsRead: number, rowsTotal: number, treesBuilt: number, treesTotal: number } } | null }> } };

export type DataModelQueryVariables = Exact<{
  dmid: string | number;
}>;


export type DataModelQuery = { dataModel: { dmid: string, name: string, scene: string, desc: string, datasourceId: string, datasourceName: string | null, datasourceType: DatasourceType | null, datasourceFilterType: number, predictField: string, predictFieldName: string, task: ModelTask | null, latestVersion: number | null, updatedAt: string, preFilter: Array<Array<{ field: string, operator: FilterOperator, value: unknown }>>, feature: Array<{ name: string, type: FieldType }>, training: { tmid: string, dmid: string, status: TrainingStatus, error: string | null, version: number | null, createdAt: string, startedAt: string | null, finishedAt: string | null, progress: { phase: TrainingPhase, rowsRead: number, rowsTotal: number, treesBuilt: number, treesTotal: number } } | null } | null };

export type ModelTrainingQueryVariables = Exact<{
  tmid: string | number;
}>;


export type ModelTrainingQuery = { modelTraining: { tmid: string, dmid: string, status: TrainingStatus, error: string | null, version: number | null, createdAt: string, startedAt: string | null, finishedAt: string | null, progress: { phase: TrainingPhase, rowsRead: number, rowsTotal: number, treesBuilt: number, treesTotal: number } } | null };

export type ModelVersionsQueryVariables = Exact<{
  dmid: string | number;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ModelVersionsQuery = { modelVersions: { total: number, items: Array<{ version: number, tmid: string, task: ModelTask, metric: ModelMetric, value: number, baseline: number, betterThanBaseline: boolean, rowsRead: number, rowsFilteredOut: number, rowsUnlabelled: number, trainRows: number, testRows: number, classes: Array<unknown> | null, trees: number, durationMs: number, modelBytes: number, trainedAt: string, features: Array<{ name: string, type: FieldType, encoding: FeatureEncoding, columns: number }> }> } };

export type ModelFlowsQueryVariables = Exact<{
  dmid: string | number;
}>;


export type ModelFlowsQuery = { modelFlows: { total: number, items: Array<{ processId: string, title: string, status: PipelineStatus }> } };

export type ModelSourcesQueryVariables = Exact<{ [key: string]: never; }>;


export type ModelSourcesQuery = { datasources: { items: Array<{ dsid: string, name: string, rows: number, tableFields: Array<{ name: string, type: FieldType }> }> } };

export type CreateDataModelMutationVariables = Exact<{
  input: DataModelInput;
}>;


export type CreateDataModelMutation = { createDataModel: { dmid: string, name: string, scene: string, desc: string, datasourceId: string, datasourceName: string | null, datasourceType: DatasourceType | null, datasourceFilterType: number, predictField: string, predictFieldName: string, task: ModelTask | null, latestVersion: number | null, updatedAt: string, preFilter: Array<Array<{ field: string, operator: FilterOperator, value: unknown }>>, feature: Array<{ name: string, type: FieldType }>, training: { tmid: string, dmid: string, status: TrainingStatus, error: string | null, version: number | null, createdAt: string, startedAt: string | null, finishedAt: string | null, progress: { phase: TrainingPhase, rowsRead: number, rowsTotal: number, treesBuilt: number, treesTotal: number } } | null } };

export type UpdateDataModelMutationVariables = Exact<{
  input: UpdateDataModelInput;
}>;


export type UpdateDataModelMutation = { updateDataModel: { dmid: string, name: string, scene: string, desc: string, datasourceId: string, datasourceName: string | null, datasourceType: DatasourceType | null, datasourceFilterType: number, predictField: string, predictFieldName: string, task: ModelTask | null, latestVersion: number | null, updatedAt: string, preFilter: Array<Array<{ field: string, operator: FilterOperator, value: unknown }>>, feature: Array<{ name: string, type: FieldType }>, training: { tmid: string, dmid: string, status: TrainingStatus, error: string | null, version: number | null, createdAt: string, startedAt: string | null, finishedAt: string | null, progress: { phase: TrainingPhase, rowsRead: number, rowsTotal: number, treesBuilt: number, treesTotal: number } } | null } };

export type DeleteDataModelMutationVariables = Exact<{
  dmid: string | number;
}>;


export type DeleteDataModelMutation = { deleteDataModel: string };

export type TrainDataModelMutationVariables = Exact<{
  dmid: string | number;
}>;


export type TrainDataModelMutation = { trainDataModel: { tmid: string, dmid: string, status: TrainingStatus, error: string | null, version: number | null, createdAt: string, startedAt: string | null, finishedAt: string | null, progress: { phase: TrainingPhase, rowsRead: number, rowsTotal: number, treesBuilt: number, treesTotal: number } } };

export type CancelModelTrainingMutationVariables = Exact<{
  tmid: string | number;
}>;


export type CancelModelTrainingMutation = { cancelModelTraining: { tmid: string, dmid: string, status: TrainingStatus, error: string | null, version: number | null, createdAt: string, startedAt: string | null, finishedAt: string | null, progress: { phase: TrainingPhase, rowsRead: number, rowsTotal: number, treesBuilt: number, treesTotal: number } } };

export type PredictWithModelMutationVariables = Exact<{
  dmid: string | number;
  version?: number | null | undefined;
  record: unknown;
}>;


export type PredictWithModelMutation = { predictWithModel: { prediction: unknown, confidence: number, version: number, task: ModelTask, imputed: Array<string> } };

export type PredictModelsQueryVariables = Exact<{ [key: string]: never; }>;


export type PredictModelsQuery = { dataModels: { items: Array<{ dmid: string, name: string, latestVersion: number | null, predictField: string, predictFieldName: string }> } };

export type PredictFeaturesQueryVariables = Exact<{
  dmid: string | number;
}>;


export type PredictFeaturesQuery = { dataModelFeatures: Array<{ name: string, type: FieldType }>, modelVersions: { items: Array<{ version: number }> } };

export type DatasourcesQueryVariables = Exact<{
  keyword?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type DatasourcesQuery = { datasources: { total: number, items: Array<{ dsid: string, name: string, type: DatasourceType, rows: number, createtime: string, tableFields: Array<{ name: string, type: FieldType }> }> } };

export type UploadDatasourceFileMutationVariables = Exact<{
  file: File;
}>;


export type UploadDatasourceFileMutation = { uploadDatasourceFile: { filepath: string, sheet: string, headers: Array<string>, rows: number, types: Array<{ name: string, type: FieldType }> } };

export type AddDatasourceMutationVariables = Exact<{
  input: AddDatasourceInput;
}>;


export type AddDatasourceMutation = { addDatasource: { dsid: string, name: string, rows: number } };

export type DeleteDatasourceMutationVariables = Exact<{
  dsid: string | number;
}>;


export type DeleteDatasourceMutation = { deleteDatasource: string };

export type OpenAppsQueryVariables = Exact<{ [key: string]: never; }>;


export type OpenAppsQuery = { openApps: Array<{ appId: string, name: string, nameEn: string, icon: string, classType: string, visibility: OpenAppVisibility, state: number, publishedVersion: string | null, updatedAt: string }> };

export type OpenAppQueryVariables = Exact<{
  appId: string | number;
}>;


export type OpenAppQuery = { openApp: { appId: string, name: string, nameEn: string, icon: string, classType: string, visibility: OpenAppVisibility, state: number, publishedVersion: string | null, updatedAt: string, versions: Array<{ appId: string, version: string, status: OpenAppVersionStatus, note: string, definition: unknown, createdAt: string, updatedAt: string, publishedAt: string | null, creator: { userid: string, uname: string } | null }> } };

export type CreateOpenAppMutationVariables = Exact<{
  input: CreateOpenAppInput;
}>;


export type CreateOpenAppMutation = { createOpenApp: { appId: string } };

export type SaveOpenAppVersionMutationVariables = Exact<{
  appId: string | number;
  version: string;
  definition: unknown;
  note?: string | null | undefined;
}>;


export type SaveOpenAppVersionMutation = { saveOpenAppVersion: { appId: string, version: string, status: OpenAppVersionStatus, note: string, definition: unknown, updatedAt: string } };

export type PublishOpenAppVersionMutationVariables = Exact<{
  appId: string | number;
  version: string;
}>;


export type PublishOpenAppVersionMutation = { publishOpenAppVersion: { appId: string, publishedVersion: string | null, state: number, versions: Array<{ appId: string, version: string, status: OpenAppVersionStatus, publishedAt: string | null }> } };

export type RollbackOpenAppMutationVariables = Exact<{
  appId: string | number;
  version: string;
}>;


export type RollbackOpenAppMutation = { rollbackOpenApp: { appId: string, publishedVersion: string | null, versions: Array<{ appId: string, version: string, status: OpenAppVersionStatus }> } };

export type SetOpenAppStateMutationVariables = Exact<{
  appId: string | number;
  state?: number | null | undefined;
  visibility?: OpenAppVisibility | null | undefined;
}>;


export type SetOpenAppStateMutation = { setOpenAppState: { appId: string, state: number, visibility: OpenAppVisibility } };

export type OpenAppAccountsQueryVariables = Exact<{
  appId: string | number;
}>;


export type OpenAppAccountsQuery = { openAppAccounts: Array<{ accountId: string, accountName: string, status: AccountStatus }> };

export type AddOpenAppAccountMutationVariables = Exact<{
  appId: string | number;
  authData: unknown;
  accountType?: string | null | undefined;
  accountName?: string | null | undefined;
}>;


export type AddOpenAppAccountMutation = { addOpenAppAccount: { tested: boolean, account: { accountId: string, accountName: string, status: AccountStatus } } };

export type TestOpenAppActionMutationVariables = Exact<{
  input: TestOpenAppActionInput;
}>;


export type TestOpenAppActionMutation = { testOpenAppAction: { appId: string, actionId: string, version: string, sent: boolean, ok: boolean | null, durationMs: number, request: { url: string, method: string, headers: unknown, body: unknown }, response: { status: number, headers: unknown, body: unknown } | null, error: { code: number, message: string } | null } };

export type SdkPartnerQueryVariables = Exact<{ [key: string]: never; }>;


export type SdkPartnerQuery = { sdkPartner: { partnerId: string, corpId: string, domains: Array<string>, disabledAt: string | null, createdAt: string } | null };

export type SaveSdkPartnerMutationVariables = Exact<{
  domains: Array<string> | string;
  disabled?: boolean | null | undefined;
}>;


export type SaveSdkPartnerMutation = { saveSdkPartner: { secret: string | null, partner: { partnerId: string, corpId: string, domains: Array<string>, disabledAt: string | null, createdAt: string } } };

export type RotateSdkPartnerSecretMutationVariables = Exact<{ [key: string]: never; }>;


export type RotateSdkPartnerSecretMutation = { rotateSdkPartnerSecret: { secret: string | null, partner: { partnerId: string, corpId: string } } };

export type SdkPageConfigsQueryVariables = Exact<{ [key: string]: never; }>;


export type SdkPageConfigsQuery = { sdkPageConfigs: Array<{ cfgId: string, name: string, role: string, roleName: string, hiddenNav: boolean, screens: Array<string>, appIds: Array<string>, landing: string }> };

export type SaveSdkPageConfigMutationVariables = Exact<{
  input: SdkPageConfigInput;
}>;


export type SaveSdkPageConfigMutation = { saveSdkPageConfig: { cfgId: string, name: string, role: string, roleName: string, hiddenNav: boolean, screens: Array<string>, appIds: Array<string>, landing: string } };

export type DeleteSdkPageConfigMutationVariables = Exact<{
  cfgId: string | number;
}>;


export type DeleteSdkPageConfigMutation = { deleteSdkPageConfig: string };

export type EmbedChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type EmbedChoicesQuery = { companyRoles: Array<{ roleId: string, builtinRole: BuiltinRole | null, name: string }>, apps: Array<{ appId: string, appName: string, appNameEn: string }> };

export type InviteLinkQueryVariables = Exact<{
  token: string;
}>;


export type InviteLinkQuery = { inviteLink: { status: InviteStatus, usable: boolean, companyName: string, builtinRole: BuiltinRole | null, roleName: string, email: string | null, expiresAt: string } | null };

export type AcceptInviteMutationVariables = Exact<{
  input: AcceptInviteInput;
}>;


export type AcceptInviteMutation = { acceptInvite: { userid: string, companyId: string } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { userid: string, companyId: string } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { userid: string, companyId: string } };

export type RunDetailQueryVariables = Exact<{
  logId: string | number;
}>;


export type RunDetailQuery = { run: { logId: string, processId: string, processTitle: string, status: RunStatus, triggerType: RunTrigger, acceptId: string | null, error: string | null, failedStepUuid: string | null, attempt: number, parentLogId: string | null, createdAt: string, startedAt: string | null, finishedAt: string | null, durationMs: number | null, pipeline: { processId: string, title: string } | null, steps: Array<{ id: string, stepUuid: string, stepNumber: number, appId: string, appName: string, title: string, status: StepStatus, input: unknown, output: unknown, error: string | null, branch: string | null, switchUuid: string | null, loopIndex: number | null, attempts: number, startedAt: string | null, durationMs: number | null }> } | null };

export type RunFlowQueryVariables = Exact<{
  logId: string | number;
}>;


export type RunFlowQuery = { run: { logId: string, flowSteps: Array<{ uuid: string, actionType: StepActionType, appId: string, actionId: string, title: string | null, switchUuid: string | null, segKey: string | null, parentLoopUuid: string | null, segments: Array<{ segKey: string, title: string, isFallback: boolean, conditions: Array<Array<{ field: string, operator: FilterOperator, value: unknown }>> | null }>, conditions: Array<Array<{ field: string, operator: FilterOperator, value: unknown }>> | null }> } | null };

export type ParentRunQueryVariables = Exact<{
  logId: string | number;
}>;


export type ParentRunQuery = { run: { logId: string, processTitle: string, createdAt: string, pipeline: { processId: string, title: string } | null } | null };

export type LoopIterationsQueryVariables = Exact<{
  logId: string | number;
  stepUuid: string;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type LoopIterationsQuery = { loopIterations: { total: number, items: Array<{ id: string, loopIndex: number | null, status: StepStatus }> }, loopIterationCount: { count: number, success: number, failed: number } };

export type RunPipelineOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RunPipelineOptionsQuery = { runPipelineOptions: Array<{ processId: string, title: string }> };

export type RunAppOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RunAppOptionsQuery = { apps: Array<{ appId: string, appName: string, appNameEn: string }> };

export type RunListQueryVariables = Exact<{
  filter?: RunFilter | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type RunListQuery = { runs: { total: number, items: Array<{ logId: string, processId: string, processTitle: string, status: RunStatus, triggerType: RunTrigger, error: string | null, failedStepUuid: string | null, createdAt: string, durationMs: number | null, pipeline: { processId: string, title: string } | null }> } };

export type DeleteRunsMutationVariables = Exact<{
  logIds: Array<string | number> | string | number;
}>;


export type DeleteRunsMutation = { deleteRuns: number };

export type RunUpdatedSubscriptionVariables = Exact<{
  processId?: string | number | null | undefined;
}>;


export type RunUpdatedSubscription = { runUpdated: { logId: string, processId: string, status: RunStatus, error: string | null, startedAt: string | null, finishedAt: string | null, durationMs: number | null } };

export type RescheduleRunMutationVariables = Exact<{
  logId: string | number;
}>;


export type RescheduleRunMutation = { rescheduleRun: { logId: string, status: RunStatus } };

export type RerunFromFailedStepMutationVariables = Exact<{
  logId: string | number;
}>;


export type RerunFromFailedStepMutation = { rerunFromFailedStep: { logId: string, status: RunStatus } };

export type RunAnalyticsSummaryQueryVariables = Exact<{
  filter?: RunFilter | null | undefined;
  limit: number;
}>;


export type RunAnalyticsSummaryQuery = { runAnalytics: { from: string, to: string, timeZone: string, successRate: number | null, totals: { total: number, success: number, failed: number, filtered: number, partial: number, cancelled: number, queued: number, running: number }, durations: { count: number, p50Ms: number | null, p95Ms: number | null, p99Ms: number | null }, quota: { month: string, used: number, limit: number }, topFailingPipelines: Array<{ processId: string, title: string, failed: number, total: number, lastFailedAt: string | null, pipeline: { processId: string, title: string } | null }>, topFailingApps: Array<{ appId: string, failedSteps: number, runs: number, app: { appId: string, appName: string, appNameEn: string } | null }>, topErrors: Array<{ message: string, count: number, lastSeenAt: string, lastLogId: string }> } };

export type RunAnalyticsSeriesQueryVariables = Exact<{
  filter?: RunFilter | null | undefined;
  bucket: TimeBucket;
}>;


export type RunAnalyticsSeriesQuery = { runAnalytics: { series: Array<{ start: string, total: number, success: number, failed: number, filtered: number, partial: number, cancelled: number, successRate: number | null, p50Ms: number | null, p95Ms: number | null, p99Ms: number | null }> } };

export type ExportRunAnalyticsQueryVariables = Exact<{
  filter?: RunFilter | null | undefined;
  bucket: TimeBucket;
}>;


export type ExportRunAnalyticsQuery = { exportRunAnalytics: { fileName: string, content: string, rows: number, truncated: boolean } };

export type ExportRunsQueryVariables = Exact<{
  filter?: RunFilter | null | undefined;
}>;


export type ExportRunsQuery = { exportRuns: { fileName: string, content: string, rows: number, truncated: boolean } };

export type WebhookPipelinesQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookPipelinesQuery = { pipelines: { total: number, items: Array<{ processId: string, title: string }> } };

export type WebhookAcceptsQueryVariables = Exact<{
  processId: string | number;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type WebhookAcceptsQuery = { webhookAccepts: { total: number, items: Array<{ acceptId: string, processId: string, logId: string | null, method: string, contentType: string | null, size: number, createdAt: string }> } };

export type WebhookAcceptQueryVariables = Exact<{
  acceptId: string | number;
}>;


export type WebhookAcceptQuery = { webhookAccept: { acceptId: string, processId: string, logId: string | null, method: string, contentType: string | null, query: unknown, headers: unknown, acceptData: unknown, size: number, createdAt: string } | null };

export type MembersQueryVariables = Exact<{
  filter?: MemberFilter | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type MembersQuery = { members: { total: number, items: Array<{ userid: string, uname: string, email: string | null, role: string, builtinRole: BuiltinRole | null, roleName: string, disabled: boolean, lastLoginAt: string | null }> } };

export type CompanyRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyRolesQuery = { companyRoles: Array<{ roleId: string, builtinRole: BuiltinRole | null, name: string, description: string, builtin: boolean, permissions: Array<Permission>, memberCount: number }> };

export type UpdateUserProductRolesMutationVariables = Exact<{
  userId: string | number;
  roles: Array<ProductRoleInput> | ProductRoleInput;
}>;


export type UpdateUserProductRolesMutation = { updateUserProductRoles: { userId: string, roles: Array<{ product: string, role: string, builtinRole: BuiltinRole | null, roleName: string }> } };

export type SetUserDisabledMutationVariables = Exact<{
  userId: string | number;
  disabled: boolean;
}>;


export type SetUserDisabledMutation = { setUserDisabled: { userid: string, disabled: boolean } };

export type CreateRoleMutationVariables = Exact<{
  input: CreateRoleInput;
}>;


export type CreateRoleMutation = { createRole: { roleId: string } };

export type SaveRolePermissionsMutationVariables = Exact<{
  input: SaveRoleInput;
}>;


export type SaveRolePermissionsMutation = { saveRolePermissions: { roleId: string, name: string, description: string, permissions: Array<Permission> } };

export type DeleteRoleMutationVariables = Exact<{
  roleId: string | number;
}>;


export type DeleteRoleMutation = { deleteRole: string };

export type InvitesQueryVariables = Exact<{
  status?: InviteStatus | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type InvitesQuery = { invites: { total: number, items: Array<{ inviteId: string, role: string, builtinRole: BuiltinRole | null, roleName: string, email: string | null, status: InviteStatus, expiresAt: string, createdAt: string, inviter: { userid: string, uname: string } | null, acceptedBy: { userid: string, uname: string } | null }> } };

export type CreateInviteMutationVariables = Exact<{
  input: CreateInviteInput;
}>;


export type CreateInviteMutation = { createInvite: { link: string, invite: { inviteId: string, status: InviteStatus } } };

export type SetInviteStatusMutationVariables = Exact<{
  inviteId: string | number;
  active: boolean;
}>;


export type SetInviteStatusMutation = { setInviteStatus: { inviteId: string, status: InviteStatus } };

export type AuthorizeAppMutationVariables = Exact<{
  appId: string | number;
  accountName?: string | null | undefined;
  authData?: unknown;
  accountId?: string | number | null | undefined;
}>;


export type AuthorizeAppMutation = { authorizeApp: { url: string } };

export type AuthorizedAccountQueryVariables = Exact<{
  accountId: string | number;
}>;


export type AuthorizedAccountQuery = { authorizedAccount: { accountId: string, accountName: string, appId: string, tokenExpiresAt: string | null, refreshedAt: string | null, refreshCount: number, statusMessage: string | null } | null };

export type RefreshAppAccountMutationVariables = Exact<{
  accountId: string | number;
}>;


export type RefreshAppAccountMutation = { refreshAppAccount: { accountId: string, accountName: string, appId: string, tokenExpiresAt: string | null, refreshedAt: string | null, refreshCount: number, statusMessage: string | null } };

export type PipelineListQueryVariables = Exact<{
  filter?: PipelineFilter | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type PipelineListQuery = { pipelines: { total: number, items: Array<{ processId: string, title: string, status: PipelineStatus, shareStatus: ShareStatus, favourite: boolean, createdAt: string, apps: Array<{ appId: string, appName: string, app: { appNameEn: string } | null }>, creator: { userid: string, uname: string } | null }> } };

export type SetPipelineStatusMutationVariables = Exact<{
  processId: string | number;
  status: PipelineStatus;
}>;


export type SetPipelineStatusMutation = { setPipelineStatus: { processId: string, status: PipelineStatus } };

export type RenamePipelineMutationVariables = Exact<{
  processId: string | number;
  title: string;
}>;


export type RenamePipelineMutation = { renamePipeline: { processId: string, title: string } };

export type CopyPipelineMutationVariables = Exact<{
  processId: string | number;
}>;


export type CopyPipelineMutation = { copyPipeline: { processId: string } };

export type DeletePipelineMutationVariables = Exact<{
  processId: string | number;
}>;


export type DeletePipelineMutation = { deletePipeline: string };

export type SetPipelineFavouriteMutationVariables = Exact<{
  processId: string | number;
  favourite: boolean;
}>;


export type SetPipelineFavouriteMutation = { setPipelineFavourite: { processId: string, favourite: boolean } };

export type RunPipelineNowMutationVariables = Exact<{
  processId: string | number;
}>;


export type RunPipelineNowMutation = { runPipelineNow: { logId: string, status: RunStatus } };

export type PlanOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type PlanOverviewQuery = { products: Array<{ productId: Plan, rank: number, priceMonthly: number, priceYearly: number, adds: Array<PlanFeature>, limits: { maxEnabledPipelines: number, maxRunsPerMonth: number, maxStepsPerPipeline: number, paidApps: boolean } }>, quotas: { plan: Plan, month: string, expirationTime: string | null, enabledPipelines: { used: number, limit: number }, runsThisMonth: { used: number, limit: number }, largestPipelineSteps: { used: number, limit: number }, paidApps: { allowed: boolean, pipelinesUsing: number } }, companyFee: { plan: Plan, amount: number, remainingAmount: number, createTime: string | null, expirationTime: string | null, buyers: Array<{ userid: string, uname: string }> } };

export type PlanOrdersQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type PlanOrdersQuery = { orders: { total: number, items: Array<{ orderId: string, productId: Plan, months: number, amount: number, status: OrderStatus, createdAt: string, buyer: { userid: string, uname: string } | null }> } };

export type PlanLedgerQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type PlanLedgerQuery = { balanceChanges: { total: number, items: Array<{ changeId: string, kind: BalanceChangeKind, amount: number, plan: Plan, periodEnd: string | null, createdAt: string }> } };

export type OrderStatusQueryVariables = Exact<{
  orderId: string | number;
}>;


export type OrderStatusQuery = { orderStatus: { orderId: string, status: OrderStatus, plan: Plan } };

export type CreateOrderMutationVariables = Exact<{
  productId: Plan;
  months: number;
}>;


export type CreateOrderMutation = { createOrder: { tradePageUrl: string, order: { orderId: string } } };

export type RepayOrderMutationVariables = Exact<{
  orderId: string | number;
}>;


export type RepayOrderMutation = { repayOrder: { tradePageUrl: string } };

export type TemplateCardPartsFragment = { templateId: string, title: string, titleEn: string | null, description: string, descriptionEn: string | null, category: TemplateCategory, source: TemplateSource, featured: boolean, useCount: number, apps: Array<{ appId: string, appName: string, app: { appId: string, appNameEn: string, icon: string } | null }> };

export type TemplateGalleryQueryVariables = Exact<{
  filter?: TemplateFilter | null | undefined;
  countFilter?: TemplateFilter | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type TemplateGalleryQuery = { templates: { total: number, items: Array<{ templateId: string, title: string, titleEn: string | null, description: string, descriptionEn: string | null, category: TemplateCategory, source: TemplateSource, featured: boolean, useCount: number, apps: Array<{ appId: string, appName: string, app: { appId: string, appNameEn: string, icon: string } | null }> }> }, templateCategories: Array<{ category: TemplateCategory, count: number }> };

export type TemplateNewcomerQueryVariables = Exact<{ [key: string]: never; }>;


export type TemplateNewcomerQuery = { pipelineCount: number, templates: { items: Array<{ templateId: string, title: string, titleEn: string | null, description: string, descriptionEn: string | null, category: TemplateCategory, source: TemplateSource, featured: boolean, useCount: number, apps: Array<{ appId: string, appName: string, app: { appId: string, appNameEn: string, icon: string } | null }> }> } };

export type TemplateForCreationQueryVariables = Exact<{
  templateId: string | number;
  shareToken?: string | null | undefined;
}>;


export type TemplateForCreationQuery = { template: { active: boolean, shareTip: string | null, variableNeeds: Array<string>, templateId: string, title: string, titleEn: string | null, description: string, descriptionEn: string | null, category: TemplateCategory, source: TemplateSource, featured: boolean, useCount: number, steps: Array<{ uuid: string, actionType: StepActionType, appId: string, actionId: string, title: string | null, sampleData: unknown, fields: Array<{ key: string, value: unknown }>, app: { appId: string, appName: string, appNameEn: string, icon: string, actions: Array<{ actionId: string, name: string, nameEn: string | null, fields: Array<{ key: string, label: string, labelEn: string | null }> }> } | null }>, accountNeeds: Array<{ stepUuid: string, stepNumber: number, appId: string, actionId: string, app: { appId: string, appName: string, appNameEn: string, icon: string, authMethods: Array<{ type: string, fields: Array<{ key: string, kind: string, label: string, labelEn: string | null, help: string | null, helpEn: string | null, placeholder: string | null, required: boolean, secret: boolean, mappable: boolean, default: unknown, dynamic: boolean, dependsOn: Array<string>, children: Array<{ key: string, kind: string, label: string, labelEn: string | null, help: string | null, helpEn: string | null, placeholder: string | null, required: boolean, secret: boolean, mappable: boolean, default: unknown, dynamic: boolean, dependsOn: Array<string>, options: Array<{ value: string, label: string, labelEn: string | null }> | null }> | null, options: Array<{ value: string, label: string, labelEn: string | null }> | null }> }>, accounts: Array<{ accountId: string, accountName: string, status: AccountStatus }> } | null }>, inputs: Array<{ stepUuid: string, key: string, label: string, labelEn: string | null, help: string | null, helpEn: string | null, required: boolean }>, apps: Array<{ appId: string, appName: string, app: { appId: string, appNameEn: string, icon: string } | null }> } | null };

export type CreatePipelineFromTemplateMutationVariables = Exact<{
  input: CreateFromTemplateInput;
}>;


export type CreatePipelineFromTemplateMutation = { createPipelineFromTemplate: { processId: string, title: string, status: PipelineStatus } };

export type TemplatesForPairQueryVariables = Exact<{
  filter: TemplateFilter;
}>;


export type TemplatesForPairQuery = { templates: { total: number, items: Array<{ templateId: string, title: string, titleEn: string | null, description: string, descriptionEn: string | null, category: TemplateCategory, source: TemplateSource, featured: boolean, useCount: number, apps: Array<{ appId: string, appName: string, app: { appId: string, appNameEn: string, icon: string } | null }> }> } };

export type PipelineWebhookQueryVariables = Exact<{
  processId: string | number;
}>;


export type PipelineWebhookQuery = { webhook: { url: string } };

export type SharedTemplatePartsFragment = { templateId: string, title: string, description: string, category: TemplateCategory, visibility: TemplateVisibility, active: boolean, shareTip: string | null, processId: string | null, shareToken: string | null, useCount: number, updatedAt: string };

export type SharePreviewQueryVariables = Exact<{
  processId: string | number;
}>;


export type SharePreviewQuery = { sharePreview: { processId: string, suggestedTitle: string, maskedSecrets: number, variableNeeds: Array<string>, accountNeeds: Array<{ stepUuid: string, stepNumber: number, appId: string, app: { appId: string, appName: string, appNameEn: string } | null }>, template: { templateId: string, title: string, description: string, category: TemplateCategory, visibility: TemplateVisibility, active: boolean, shareTip: string | null, processId: string | null, shareToken: string | null, useCount: number, updatedAt: string } | null } };

export type SharePipelineMutationVariables = Exact<{
  input: SharePipelineInput;
}>;


export type SharePipelineMutation = { sharePipeline: { templateId: string, title: string, description: string, category: TemplateCategory, visibility: TemplateVisibility, active: boolean, shareTip: string | null, processId: string | null, shareToken: string | null, useCount: number, updatedAt: string } };

export type UpdateTemplateMutationVariables = Exact<{
  templateId: string | number;
  input: UpdateTemplateInput;
}>;


export type UpdateTemplateMutation = { updateTemplate: { templateId: string, title: string, description: string, category: TemplateCategory, visibility: TemplateVisibility, active: boolean, shareTip: string | null, processId: string | null, shareToken: string | null, useCount: number, updatedAt: string, inputs: Array<{ stepUuid: string, key: string, label: string, help: string | null, required: boolean }> } };

export type SetTemplateShareTipMutationVariables = Exact<{
  templateId: string | number;
  shareTip: string;
}>;


export type SetTemplateShareTipMutation = { setTemplateShareTip: { templateId: string, shareTip: string | null } };

export type MySharesQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type MySharesQuery = { templates: { total: number, items: Array<{ templateId: string, title: string, description: string, category: TemplateCategory, visibility: TemplateVisibility, active: boolean, shareTip: string | null, processId: string | null, shareToken: string | null, useCount: number, updatedAt: string }> } };

export type TemplateUsesQueryVariables = Exact<{
  templateId: string | number;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type TemplateUsesQuery = { templateUses: { total: number, items: Array<{ processId: string, pipelineTitle: string | null, companyName: string, createdAt: string, user: { userid: string, uname: string } | null }> } };

export type TemplateEditQueryVariables = Exact<{
  templateId: string | number;
}>;


export type TemplateEditQuery = { template: { templateId: string, title: string, titleEn: string | null, processId: string | null, steps: Array<{ uuid: string, actionType: StepActionType, appId: string, actionId: string, title: string | null, fields: Array<{ key: string, value: unknown }>, app: { appId: string, appName: string, appNameEn: string, actions: Array<{ actionId: string, name: string, nameEn: string | null, fields: Array<{ key: string, label: string, labelEn: string | null }> }> } | null }>, inputs: Array<{ stepUuid: string, key: string, label: string, help: string | null, required: boolean }> } | null };

export type ApiTokensQueryVariables = Exact<{
  mine?: boolean | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ApiTokensQuery = { apiTokens: { total: number, items: Array<{ tokenId: string, name: string, kind: ApiTokenKind, role: string, builtinRole: BuiltinRole | null, roleName: string, hint: string, rateLimit: number, status: ApiTokenStatus, expiresAt: string, lastUsedAt: string | null, lastUsedIp: string | null, user: { userid: string, uname: string } | null }> } };

export type TokenChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type TokenChoicesQuery = { apiTokens: { items: Array<{ tokenId: string, name: string, hint: string }> } };

export type ApiTokenRolesQueryVariables = Exact<{
  userId?: string | number | null | undefined;
}>;


export type ApiTokenRolesQuery = { apiTokenRoles: Array<{ role: string, builtinRole: BuiltinRole | null, roleName: string, grantable: boolean }> };

export type TokenMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type TokenMembersQuery = { users: { items: Array<{ userid: string, uname: string, disabled: boolean }> } };

export type ApiTokenAuditQueryVariables = Exact<{
  filter?: ApiTokenAuditFilter | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ApiTokenAuditQuery = { apiTokenAudit: { total: number, items: Array<{ callId: string, tokenName: string, method: string, route: string, status: number, ip: string, createdAt: string, user: { userid: string, uname: string } | null }> } };

export type CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CreateApiTokenMutation = { createApiToken: { plainToken: string, token: { tokenId: string, name: string } } };

export type RevokeApiTokenMutationVariables = Exact<{
  tokenId: string | number;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: { tokenId: string, status: ApiTokenStatus, revokedAt: string | null } };

export type VariablesQueryVariables = Exact<{
  variableClass?: string | null | undefined;
  keyword?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type VariablesQuery = { variables: { total: number, items: Array<{ variableId: string, variableName: string, variableKey: string, variableValue: string, variableType: VariableType, variableClass: string, updatedAt: string }> }, variableClasses: Array<{ variableClass: string, count: number }> };

export type VariableLogsQueryVariables = Exact<{
  variableId: string | number;
}>;


export type VariableLogsQuery = { variableLogs: Array<{ action: VariableAction, oldValue: string | null, newValue: string | null, createdAt: string, user: { userid: string, uname: string } | null }> };

export type AddVariableMutationVariables = Exact<{
  input: AddVariableInput;
}>;


export type AddVariableMutation = { addVariable: { variableId: string } };

export type UpdateVariableMutationVariables = Exact<{
  input: UpdateVariableInput;
}>;


export type UpdateVariableMutation = { updateVariable: { variableId: string, variableName: string, variableValue: string, variableType: VariableType, variableClass: string, updatedAt: string } };

export type DeleteVariableMutationVariables = Exact<{
  variableId: string | number;
}>;


export type DeleteVariableMutation = { deleteVariable: string };

export const EditorStepFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Step"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"actionType"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"actionId"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"triggerType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"switchUuid"}},{"kind":"Field","name":{"kind":"Name","value":"segKey"}},{"kind":"Field","name":{"kind":"Name","value":"parentLoopUuid"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segKey"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isFallback"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"}},{"kind":"Field","name":{"kind":"Name","value":"maxItems"}}]}},{"kind":"Field","name":{"kind":"Name","value":"switchMode"}},{"kind":"Field","name":{"kind":"Name","value":"errorSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retries"}},{"kind":"Field","name":{"kind":"Name","value":"backoffMs"}},{"kind":"Field","name":{"kind":"Name","value":"onError"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sampleData"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}}]} as unknown as DocumentNode<EditorStepFieldsFragment, unknown>;
export const AppFieldLeafPartsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppFieldLeafParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpEn"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"mappable"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"dynamic"}},{"kind":"Field","name":{"kind":"Name","value":"dependsOn"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}}]}}]}}]} as unknown as DocumentNode<AppFieldLeafPartsFragment, unknown>;
export const AppFieldPartsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppFieldParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppFieldLeafParts"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppFieldLeafParts"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppFieldLeafParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpEn"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"mappable"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"dynamic"}},{"kind":"Field","name":{"kind":"Name","value":"dependsOn"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}}]}}]}}]} as unknown as DocumentNode<AppFieldPartsFragment, unknown>;
export const AppAccountPartsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppAccountParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"processNum"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshCount"}},{"kind":"Field","name":{"kind":"Name","value":"authData"}},{"kind":"Field","name":{"kind":"Name","value":"pipelines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AppAccountPartsFragment, unknown>;
export const TrainingPartsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModelTraining"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tmid"}},{"kind":"Field","name":{"kind":"Name","value":"dmid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"rowsRead"}},{"kind":"Field","name":{"kind":"Name","value":"rowsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"treesBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"treesTotal"}}]}}]}}]} as unknown as DocumentNode<TrainingPartsFragment, unknown>;
export const DataModelPartsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataModelParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dmid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scene"}},{"kind":"Field","name":{"kind":"Name","value":"desc"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceName"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceFilterType"}},{"kind":"Field","name":{"kind":"Name","value":"predictField"}},{"kind":"Field","name":{"kind":"Name","value":"predictFieldName"}},{"kind":"Field","name":{"kind":"Name","value":"task"}},{"kind":"Field","name":{"kind":"Name","value":"latestVersion"}},{"kind":"Field","name":{"kind":"Name","value":"preFilter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"training"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingParts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModelTraining"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tmid"}},{"kind":"Field","name":{"kind":"Name","value":"dmid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"rowsRead"}},{"kind":"Field","name":{"kind":"Name","value":"rowsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"treesBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"treesTotal"}}]}}]}}]} as unknown as DocumentNode<DataModelPartsFragment, unknown>;
export const TemplateCardPartsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateCardParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleEn"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"useCount"}},{"kind":"Field","name":{"kind":"Name","value":"apps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}}]}}]}}]} as unknown as DocumentNode<TemplateCardPartsFragment, unknown>;
export const SharedTemplatePartsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedTemplateParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"shareTip"}},{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"shareToken"}},{"kind":"Field","name":{"kind":"Name","value":"useCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SharedTemplatePartsFragment, unknown>;
export const EditorPipelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorPipeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pipeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"processId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorStepFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Step"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"actionType"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"actionId"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"triggerType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"switchUuid"}},{"kind":"Field","name":{"kind":"Name","value":"segKey"}},{"kind":"Field","name":{"kind":"Name","value":"parentLoopUuid"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segKey"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isFallback"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"}},{"kind":"Field","name":{"kind":"Name","value":"maxItems"}}]}},{"kind":"Field","name":{"kind":"Name","value":"switchMode"}},{"kind":"Field","name":{"kind":"Name","value":"errorSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retries"}},{"kind":"Field","name":{"kind":"Name","value":"backoffMs"}},{"kind":"Field","name":{"kind":"Name","value":"onError"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sampleData"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}}]} as unknown as DocumentNode<EditorPipelineQuery, EditorPipelineQueryVariables>;
export const EditorCreatePipelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorCreatePipeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePipelineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPipeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<EditorCreatePipelineMutation, EditorCreatePipelineMutationVariables>;
export const EditorSavePipelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorSavePipeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePipelineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePipeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"versionRemark"}}]}}]}}]} as unknown as DocumentNode<EditorSavePipelineMutation, EditorSavePipelineMutationVariables>;
export const EditorSetStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorSetStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PipelineStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPipelineStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"processId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<EditorSetStatusMutation, EditorSetStatusMutationVariables>;
export const EditorPipelineSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorPipelineSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pipelineSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"processId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"retries"}},{"kind":"Field","name":{"kind":"Name","value":"backoffMs"}},{"kind":"Field","name":{"kind":"Name","value":"onError"}}]}}]}}]} as unknown as DocumentNode<EditorPipelineSettingsQuery, EditorPipelineSettingsQueryVariables>;
export const EditorUpdatePipelineSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorUpdatePipelineSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PipelineSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePipelineSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"retries"}},{"kind":"Field","name":{"kind":"Name","value":"backoffMs"}},{"kind":"Field","name":{"kind":"Name","value":"onError"}}]}}]}}]} as unknown as DocumentNode<EditorUpdatePipelineSettingsMutation, EditorUpdatePipelineSettingsMutationVariables>;
export const PickerVariablesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PickerVariables"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variableId"}},{"kind":"Field","name":{"kind":"Name","value":"variableKey"}},{"kind":"Field","name":{"kind":"Name","value":"variableName"}}]}}]}}]}}]} as unknown as DocumentNode<PickerVariablesQuery, PickerVariablesQueryVariables>;
export const PanelWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanelWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"processId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<PanelWebhookQuery, PanelWebhookQueryVariables>;
export const PanelListenSampleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelListenSample"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listenWebhookSample"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"processId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"listeningUntil"}}]}}]}}]} as unknown as DocumentNode<PanelListenSampleMutation, PanelListenSampleMutationVariables>;
export const PanelFetchSampleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelFetchSample"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchWebhookSample"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"processId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sampleData"}},{"kind":"Field","name":{"kind":"Name","value":"acceptId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<PanelFetchSampleMutation, PanelFetchSampleMutationVariables>;
export const PanelTestStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelTestStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TestStepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}}]}}]}}]} as unknown as DocumentNode<PanelTestStepMutation, PanelTestStepMutationVariables>;
export const JinshujuSampleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JinshujuSample"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appSampleData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"StringValue","value":"2012","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"actionId"},"value":{"kind":"StringValue","value":"new_entry","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"noFlatten"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"}}]}}]}}]} as unknown as DocumentNode<JinshujuSampleQuery, JinshujuSampleQueryVariables>;
export const FieldSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FieldSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FieldSuggestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<FieldSuggestionsQuery, FieldSuggestionsQueryVariables>;
export const FlowSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlowSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"steps"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StepInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AiLang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flowSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"steps"},"value":{"kind":"Variable","name":{"kind":"Name","value":"steps"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"4"}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"actionId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"appNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"actionName"}},{"kind":"Field","name":{"kind":"Name","value":"actionNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<FlowSuggestionsQuery, FlowSuggestionsQueryVariables>;
export const EmbedPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmbedPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cfgId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"embedPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cfgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cfgId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domains"}}]}}]}}]} as unknown as DocumentNode<EmbedPolicyQuery, EmbedPolicyQueryVariables>;
export const EmbedSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmbedSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"embedSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cfgId"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenNav"}},{"kind":"Field","name":{"kind":"Name","value":"screens"}},{"kind":"Field","name":{"kind":"Name","value":"appIds"}},{"kind":"Field","name":{"kind":"Name","value":"landing"}}]}}]}}]}}]} as unknown as DocumentNode<EmbedSessionQuery, EmbedSessionQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userid"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"uname"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"builtinRole"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const GeneratePipelineDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GeneratePipelineDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratePipelineDraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generatePipelineDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorStepFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"explanations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stepUuid"}},{"kind":"Field","name":{"kind":"Name","value":"stepNumber"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stepUuid"}},{"kind":"Field","name":{"kind":"Name","value":"stepNumber"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Step"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"actionType"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"actionId"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"triggerType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"switchUuid"}},{"kind":"Field","name":{"kind":"Name","value":"segKey"}},{"kind":"Field","name":{"kind":"Name","value":"parentLoopUuid"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segKey"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isFallback"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"}},{"kind":"Field","name":{"kind":"Name","value":"maxItems"}}]}},{"kind":"Field","name":{"kind":"Name","value":"switchMode"}},{"kind":"Field","name":{"kind":"Name","value":"errorSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retries"}},{"kind":"Field","name":{"kind":"Name","value":"backoffMs"}},{"kind":"Field","name":{"kind":"Name","value":"onError"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sampleData"}},{"kind":"Field","name":{"kind":"Name","value":"extra"}}]}}]} as unknown as DocumentNode<GeneratePipelineDraftMutation, GeneratePipelineDraftMutationVariables>;
export const AppCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"appNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"definitionId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"classType"}},{"kind":"Field","name":{"kind":"Name","value":"appState"}},{"kind":"Field","name":{"kind":"Name","value":"isTrigger"}},{"kind":"Field","name":{"kind":"Name","value":"needsAccount"}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"appClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classType"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<AppCatalogueQuery, AppCatalogueQueryVariables>;
export const AppSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchApps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"actionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"highlighted"}}]}}]}}]} as unknown as DocumentNode<AppSearchQuery, AppSearchQueryVariables>;
export const AppDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"app"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"appNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"classType"}},{"kind":"Field","name":{"kind":"Name","value":"appState"}},{"kind":"Field","name":{"kind":"Name","value":"doc"}},{"kind":"Field","name":{"kind":"Name","value":"isTrigger"}},{"kind":"Field","name":{"kind":"Name","value":"needsAccount"}},{"kind":"Field","name":{"kind":"Name","value":"authMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppFieldParts"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"editor"}},{"kind":"Field","name":{"kind":"Name","value":"sendsData"}},{"kind":"Field","name":{"kind":"Name","value":"outputSample"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppFieldParts"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppAccountParts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppFieldLeafParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpEn"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"mappable"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"dynamic"}},{"kind":"Field","name":{"kind":"Name","value":"dependsOn"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppFieldParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppFieldLeafParts"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppFieldLeafParts"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppAccountParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"processNum"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshCount"}},{"kind":"Field","name":{"kind":"Name","value":"authData"}},{"kind":"Field","name":{"kind":"Name","value":"pipelines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AppDetailQuery, AppDetailQueryVariables>;
export const StepAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StepAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}}]}}]}}]}}]} as unknown as DocumentNode<StepAccountsQuery, StepAccountsQueryVariables>;
export const ActionCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"appNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"classType"}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyUsedApps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}}]}}]}}]} as unknown as DocumentNode<ActionCatalogueQuery, ActionCatalogueQueryVariables>;
export const AppFieldOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppFieldOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fieldKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appFieldOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}},{"kind":"Argument","name":{"kind":"Name","value":"actionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fieldKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fieldKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}}]}}]}}]} as unknown as DocumentNode<AppFieldOptionsQuery, AppFieldOptionsQueryVariables>;
export const AddAppAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddAppAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"authData"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAppAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountType"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountName"}}},{"kind":"Argument","name":{"kind":"Name","value":"authData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"authData"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppAccountParts"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppAccountParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"processNum"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshCount"}},{"kind":"Field","name":{"kind":"Name","value":"authData"}},{"kind":"Field","name":{"kind":"Name","value":"pipelines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AddAppAccountMutation, AddAppAccountMutationVariables>;
export const UpdateAppAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAppAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"authData"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAppAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"authData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"authData"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppAccountParts"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppAccountParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"processNum"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshCount"}},{"kind":"Field","name":{"kind":"Name","value":"authData"}},{"kind":"Field","name":{"kind":"Name","value":"pipelines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateAppAccountMutation, UpdateAppAccountMutationVariables>;
export const RenameAppAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameAppAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameAppAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<RenameAppAccountMutation, RenameAppAccountMutationVariables>;
export const DeleteAppAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAppAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirm"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAppAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirm"}}}]}]}}]} as unknown as DocumentNode<DeleteAppAccountMutation, DeleteAppAccountMutationVariables>;
export const TestAppAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestAppAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testAppAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppAccountParts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppAccountParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"processNum"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshCount"}},{"kind":"Field","name":{"kind":"Name","value":"authData"}},{"kind":"Field","name":{"kind":"Name","value":"pipelines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TestAppAccountMutation, TestAppAccountMutationVariables>;
export const JinshujuFormsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JinshujuForms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jsjId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"next"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jinshujuForms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jsjId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jsjId"}}},{"kind":"Argument","name":{"kind":"Name","value":"next"},"value":{"kind":"Variable","name":{"kind":"Name","value":"next"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formToken"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creatorName"}}]}}]}}]}}]} as unknown as DocumentNode<JinshujuFormsQuery, JinshujuFormsQueryVariables>;
export const JinshujuFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JinshujuForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jsjId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jinshujuForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jsjId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jsjId"}}},{"kind":"Argument","name":{"kind":"Name","value":"formToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jsjId"}},{"kind":"Field","name":{"kind":"Name","value":"formToken"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pushUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiCode"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pipelines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pushUrl"}}]}}]}}]}}]} as unknown as DocumentNode<JinshujuFormQuery, JinshujuFormQueryVariables>;
export const ConnectJinshujuPushDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConnectJinshujuPush"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectJinshujuPush"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"processId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"formToken"}},{"kind":"Field","name":{"kind":"Name","value":"pushUrl"}}]}}]}}]} as unknown as DocumentNode<ConnectJinshujuPushMutation, ConnectJinshujuPushMutationVariables>;
export const CompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userid"}},{"kind":"Field","name":{"kind":"Name","value":"uname"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyQuery, CompanyQueryVariables>;
export const UpdateCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCompanyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]} as unknown as DocumentNode<UpdateCompanyMutation, UpdateCompanyMutationVariables>;
export const NoticeSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NoticeSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticeEventConfigs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailConfigured"}},{"kind":"Field","name":{"kind":"Name","value":"smsConfigured"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotice"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotice"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"notifiedUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userid"}},{"kind":"Field","name":{"kind":"Name","value":"uname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userid"}},{"kind":"Field","name":{"kind":"Name","value":"uname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}}]}}]}}]} as unknown as DocumentNode<NoticeSettingsQuery, NoticeSettingsQueryVariables>;
export const SaveNoticeEventConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveNoticeEventConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NoticeEventType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NoticeEventConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveNoticeEventConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventType"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotice"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotice"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"notifiedUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userid"}},{"kind":"Field","name":{"kind":"Name","value":"uname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}}]}}]}}]} as unknown as DocumentNode<SaveNoticeEventConfigMutation, SaveNoticeEventConfigMutationVariables>;
export const DataModelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataModels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataModels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataModelParts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModelTraining"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tmid"}},{"kind":"Field","name":{"kind":"Name","value":"dmid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"rowsRead"}},{"kind":"Field","name":{"kind":"Name","value":"rowsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"treesBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"treesTotal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataModelParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dmid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scene"}},{"kind":"Field","name":{"kind":"Name","value":"desc"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceName"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceFilterType"}},{"kind":"Field","name":{"kind":"Name","value":"predictField"}},{"kind":"Field","name":{"kind":"Name","value":"predictFieldName"}},{"kind":"Field","name":{"kind":"Name","value":"task"}},{"kind":"Field","name":{"kind":"Name","value":"latestVersion"}},{"kind":"Field","name":{"kind":"Name","value":"preFilter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"training"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingParts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<DataModelsQuery, DataModelsQueryVariables>;
export const DataModelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataModel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dmid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataModel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dmid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dmid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataModelParts"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModelTraining"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tmid"}},{"kind":"Field","name":{"kind":"Name","value":"dmid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"rowsRead"}},{"kind":"Field","name":{"kind":"Name","value":"rowsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"treesBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"treesTotal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataModelParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dmid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scene"}},{"kind":"Field","name":{"kind":"Name","value":"desc"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceName"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceFilterType"}},{"kind":"Field","name":{"kind":"Name","value":"predictField"}},{"kind":"Field","name":{"kind":"Name","value":"predictFieldName"}},{"kind":"Field","name":{"kind":"Name","value":"task"}},{"kind":"Field","name":{"kind":"Name","value":"latestVersion"}},{"kind":"Field","name":{"kind":"Name","value":"preFilter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"training"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingParts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<DataModelQuery, DataModelQueryVariables>;
export const ModelTrainingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModelTraining"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tmid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modelTraining"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tmid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tmid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingParts"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModelTraining"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tmid"}},{"kind":"Field","name":{"kind":"Name","value":"dmid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"rowsRead"}},{"kind":"Field","name":{"kind":"Name","value":"rowsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"treesBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"treesTotal"}}]}}]}}]} as unknown as DocumentNode<ModelTrainingQuery, ModelTrainingQueryVariables>;
export const ModelVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModelVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dmid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modelVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dmid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dmid"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"tmid"}},{"kind":"Field","name":{"kind":"Name","value":"task"}},{"kind":"Field","name":{"kind":"Name","value":"metric"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"baseline"}},{"kind":"Field","name":{"kind":"Name","value":"betterThanBaseline"}},{"kind":"Field","name":{"kind":"Name","value":"rowsRead"}},{"kind":"Field","name":{"kind":"Name","value":"rowsFilteredOut"}},{"kind":"Field","name":{"kind":"Name","value":"rowsUnlabelled"}},{"kind":"Field","name":{"kind":"Name","value":"trainRows"}},{"kind":"Field","name":{"kind":"Name","value":"testRows"}},{"kind":"Field","name":{"kind":"Name","value":"classes"}},{"kind":"Field","name":{"kind":"Name","value":"trees"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"modelBytes"}},{"kind":"Field","name":{"kind":"Name","value":"trainedAt"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ModelVersionsQuery, ModelVersionsQueryVariables>;
export const ModelFlowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModelFlows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dmid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modelFlows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dmid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dmid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ModelFlowsQuery, ModelFlowsQueryVariables>;
export const ModelSourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModelSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dsid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"tableFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ModelSourcesQuery, ModelSourcesQueryVariables>;
export const CreateDataModelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDataModel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DataModelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDataModel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataModelParts"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModelTraining"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tmid"}},{"kind":"Field","name":{"kind":"Name","value":"dmid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"rowsRead"}},{"kind":"Field","name":{"kind":"Name","value":"rowsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"treesBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"treesTotal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataModelParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dmid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scene"}},{"kind":"Field","name":{"kind":"Name","value":"desc"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceName"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceFilterType"}},{"kind":"Field","name":{"kind":"Name","value":"predictField"}},{"kind":"Field","name":{"kind":"Name","value":"predictFieldName"}},{"kind":"Field","name":{"kind":"Name","value":"task"}},{"kind":"Field","name":{"kind":"Name","value":"latestVersion"}},{"kind":"Field","name":{"kind":"Name","value":"preFilter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"training"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingParts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateDataModelMutation, CreateDataModelMutationVariables>;
export const UpdateDataModelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDataModel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDataModelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDataModel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataModelParts"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModelTraining"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tmid"}},{"kind":"Field","name":{"kind":"Name","value":"dmid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"rowsRead"}},{"kind":"Field","name":{"kind":"Name","value":"rowsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"treesBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"treesTotal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataModelParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dmid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scene"}},{"kind":"Field","name":{"kind":"Name","value":"desc"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceName"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceType"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceFilterType"}},{"kind":"Field","name":{"kind":"Name","value":"predictField"}},{"kind":"Field","name":{"kind":"Name","value":"predictFieldName"}},{"kind":"Field","name":{"kind":"Name","value":"task"}},{"kind":"Field","name":{"kind":"Name","value":"latestVersion"}},{"kind":"Field","name":{"kind":"Name","value":"preFilter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"training"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingParts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateDataModelMutation, UpdateDataModelMutationVariables>;
export const DeleteDataModelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDataModel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dmid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDataModel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dmid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dmid"}}}]}]}}]} as unknown as DocumentNode<DeleteDataModelMutation, DeleteDataModelMutationVariables>;
export const TrainDataModelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainDataModel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dmid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainDataModel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dmid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dmid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingParts"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModelTraining"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tmid"}},{"kind":"Field","name":{"kind":"Name","value":"dmid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"rowsRead"}},{"kind":"Field","name":{"kind":"Name","value":"rowsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"treesBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"treesTotal"}}]}}]}}]} as unknown as DocumentNode<TrainDataModelMutation, TrainDataModelMutationVariables>;
export const CancelModelTrainingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelModelTraining"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tmid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelModelTraining"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tmid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tmid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingParts"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModelTraining"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tmid"}},{"kind":"Field","name":{"kind":"Name","value":"dmid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"rowsRead"}},{"kind":"Field","name":{"kind":"Name","value":"rowsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"treesBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"treesTotal"}}]}}]}}]} as unknown as DocumentNode<CancelModelTrainingMutation, CancelModelTrainingMutationVariables>;
export const PredictWithModelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PredictWithModel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dmid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"record"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"predictWithModel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dmid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dmid"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"record"},"value":{"kind":"Variable","name":{"kind":"Name","value":"record"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prediction"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"task"}},{"kind":"Field","name":{"kind":"Name","value":"imputed"}}]}}]}}]} as unknown as DocumentNode<PredictWithModelMutation, PredictWithModelMutationVariables>;
export const PredictModelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PredictModels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataModels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dmid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"latestVersion"}},{"kind":"Field","name":{"kind":"Name","value":"predictField"}},{"kind":"Field","name":{"kind":"Name","value":"predictFieldName"}}]}}]}}]}}]} as unknown as DocumentNode<PredictModelsQuery, PredictModelsQueryVariables>;
export const PredictFeaturesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PredictFeatures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dmid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataModelFeatures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dmid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dmid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modelVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dmid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dmid"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<PredictFeaturesQuery, PredictFeaturesQueryVariables>;
export const DatasourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Datasources"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dsid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"tableFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createtime"}}]}}]}}]}}]} as unknown as DocumentNode<DatasourcesQuery, DatasourcesQueryVariables>;
export const UploadDatasourceFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadDatasourceFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadDatasourceFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filepath"}},{"kind":"Field","name":{"kind":"Name","value":"sheet"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"}}]}}]}}]} as unknown as DocumentNode<UploadDatasourceFileMutation, UploadDatasourceFileMutationVariables>;
export const AddDatasourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddDatasource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddDatasourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDatasource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dsid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}}]}}]}}]} as unknown as DocumentNode<AddDatasourceMutation, AddDatasourceMutationVariables>;
export const DeleteDatasourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDatasource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dsid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDatasource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dsid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dsid"}}}]}]}}]} as unknown as DocumentNode<DeleteDatasourceMutation, DeleteDatasourceMutationVariables>;
export const OpenAppsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpenApps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openApps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"classType"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<OpenAppsQuery, OpenAppsQueryVariables>;
export const OpenAppDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpenApp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openApp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"classType"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userid"}},{"kind":"Field","name":{"kind":"Name","value":"uname"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OpenAppQuery, OpenAppQueryVariables>;
export const CreateOpenAppDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOpenApp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOpenAppInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOpenApp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}}]}}]}}]} as unknown as DocumentNode<CreateOpenAppMutation, CreateOpenAppMutationVariables>;
export const SaveOpenAppVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveOpenAppVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"definition"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveOpenAppVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"definition"},"value":{"kind":"Variable","name":{"kind":"Name","value":"definition"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SaveOpenAppVersionMutation, SaveOpenAppVersionMutationVariables>;
export const PublishOpenAppVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishOpenAppVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishOpenAppVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]}}]} as unknown as DocumentNode<PublishOpenAppVersionMutation, PublishOpenAppVersionMutationVariables>;
export const RollbackOpenAppDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RollbackOpenApp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollbackOpenApp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<RollbackOpenAppMutation, RollbackOpenAppMutationVariables>;
export const SetOpenAppStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetOpenAppState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"visibility"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OpenAppVisibility"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOpenAppState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"visibility"},"value":{"kind":"Variable","name":{"kind":"Name","value":"visibility"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}}]}}]}}]} as unknown as DocumentNode<SetOpenAppStateMutation, SetOpenAppStateMutationVariables>;
export const OpenAppAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpenAppAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openAppAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<OpenAppAccountsQuery, OpenAppAccountsQueryVariables>;
export const AddOpenAppAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddOpenAppAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"authData"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addOpenAppAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}},{"kind":"Argument","name":{"kind":"Name","value":"authData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"authData"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountType"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tested"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AddOpenAppAccountMutation, AddOpenAppAccountMutationVariables>;
export const TestOpenAppActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestOpenAppAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TestOpenAppActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testOpenAppAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"actionId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TestOpenAppActionMutation, TestOpenAppActionMutationVariables>;
export const SdkPartnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SdkPartner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sdkPartner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerId"}},{"kind":"Field","name":{"kind":"Name","value":"corpId"}},{"kind":"Field","name":{"kind":"Name","value":"domains"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<SdkPartnerQuery, SdkPartnerQueryVariables>;
export const SaveSdkPartnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSdkPartner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"domains"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"disabled"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSdkPartner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"domains"},"value":{"kind":"Variable","name":{"kind":"Name","value":"domains"}}},{"kind":"Argument","name":{"kind":"Name","value":"disabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"disabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerId"}},{"kind":"Field","name":{"kind":"Name","value":"corpId"}},{"kind":"Field","name":{"kind":"Name","value":"domains"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<SaveSdkPartnerMutation, SaveSdkPartnerMutationVariables>;
export const RotateSdkPartnerSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateSdkPartnerSecret"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateSdkPartnerSecret"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerId"}},{"kind":"Field","name":{"kind":"Name","value":"corpId"}}]}}]}}]}}]} as unknown as DocumentNode<RotateSdkPartnerSecretMutation, RotateSdkPartnerSecretMutationVariables>;
export const SdkPageConfigsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SdkPageConfigs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sdkPageConfigs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cfgId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenNav"}},{"kind":"Field","name":{"kind":"Name","value":"screens"}},{"kind":"Field","name":{"kind":"Name","value":"appIds"}},{"kind":"Field","name":{"kind":"Name","value":"landing"}}]}}]}}]} as unknown as DocumentNode<SdkPageConfigsQuery, SdkPageConfigsQueryVariables>;
export const SaveSdkPageConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSdkPageConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SdkPageConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSdkPageConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cfgId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenNav"}},{"kind":"Field","name":{"kind":"Name","value":"screens"}},{"kind":"Field","name":{"kind":"Name","value":"appIds"}},{"kind":"Field","name":{"kind":"Name","value":"landing"}}]}}]}}]} as unknown as DocumentNode<SaveSdkPageConfigMutation, SaveSdkPageConfigMutationVariables>;
export const DeleteSdkPageConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSdkPageConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cfgId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSdkPageConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cfgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cfgId"}}}]}]}}]} as unknown as DocumentNode<DeleteSdkPageConfigMutation, DeleteSdkPageConfigMutationVariables>;
export const EmbedChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmbedChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"builtinRole"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"appNameEn"}}]}}]}}]} as unknown as DocumentNode<EmbedChoicesQuery, EmbedChoicesQueryVariables>;
export const InviteLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InviteLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"usable"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"builtinRole"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<InviteLinkQuery, InviteLinkQueryVariables>;
export const AcceptInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptInviteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userid"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}}]}}]}}]} as unknown as DocumentNode<AcceptInviteMutation, AcceptInviteMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userid"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userid"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}}]}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const RunDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"logId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logId"}},{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"processTitle"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"triggerType"}},{"kind":"Field","name":{"kind":"Name","value":"acceptId"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"failedStepUuid"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"parentLogId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"pipeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stepUuid"}},{"kind":"Field","name":{"kind":"Name","value":"stepNumber"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"switchUuid"}},{"kind":"Field","name":{"kind":"Name","value":"loopIndex"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}}]}}]}}]}}]} as unknown as DocumentNode<RunDetailQuery, RunDetailQueryVariables>;
export const RunFlowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunFlow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"logId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logId"}},{"kind":"Field","name":{"kind":"Name","value":"flowSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"actionType"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"actionId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"switchUuid"}},{"kind":"Field","name":{"kind":"Name","value":"segKey"}},{"kind":"Field","name":{"kind":"Name","value":"parentLoopUuid"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segKey"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isFallback"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"conditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RunFlowQuery, RunFlowQueryVariables>;
export const ParentRunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParentRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"logId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logId"}},{"kind":"Field","name":{"kind":"Name","value":"processTitle"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pipeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<ParentRunQuery, ParentRunQueryVariables>;
export const LoopIterationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoopIterations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stepUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loopIterations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"logId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logId"}}},{"kind":"Argument","name":{"kind":"Name","value":"stepUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stepUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loopIndex"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"loopIterationCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"logId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logId"}}},{"kind":"Argument","name":{"kind":"Name","value":"stepUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stepUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<LoopIterationsQuery, LoopIterationsQueryVariables>;
export const RunPipelineOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunPipelineOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runPipelineOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<RunPipelineOptionsQuery, RunPipelineOptionsQueryVariables>;
export const RunAppOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunAppOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"appNameEn"}}]}}]}}]} as unknown as DocumentNode<RunAppOptionsQuery, RunAppOptionsQueryVariables>;
export const RunListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RunFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logId"}},{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"processTitle"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"triggerType"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"failedStepUuid"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"pipeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RunListQuery, RunListQueryVariables>;
export const DeleteRunsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRuns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRuns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"logIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logIds"}}}]}]}}]} as unknown as DocumentNode<DeleteRunsMutation, DeleteRunsMutationVariables>;
export const RunUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RunUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"processId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logId"}},{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}}]}}]}}]} as unknown as DocumentNode<RunUpdatedSubscription, RunUpdatedSubscriptionVariables>;
export const RescheduleRunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RescheduleRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rescheduleRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"logId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RescheduleRunMutation, RescheduleRunMutationVariables>;
export const RerunFromFailedStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RerunFromFailedStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rerunFromFailedStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"logId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RerunFromFailedStepMutation, RerunFromFailedStepMutationVariables>;
export const RunAnalyticsSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunAnalyticsSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RunFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runAnalytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"filtered"}},{"kind":"Field","name":{"kind":"Name","value":"partial"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"running"}}]}},{"kind":"Field","name":{"kind":"Name","value":"successRate"}},{"kind":"Field","name":{"kind":"Name","value":"durations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"p50Ms"}},{"kind":"Field","name":{"kind":"Name","value":"p95Ms"}},{"kind":"Field","name":{"kind":"Name","value":"p99Ms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quota"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topFailingPipelines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"pipeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topFailingApps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"appNameEn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"runs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topErrors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogId"}}]}}]}}]}}]} as unknown as DocumentNode<RunAnalyticsSummaryQuery, RunAnalyticsSummaryQueryVariables>;
export const RunAnalyticsSeriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunAnalyticsSeries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RunFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBucket"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runAnalytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"series"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bucket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"filtered"}},{"kind":"Field","name":{"kind":"Name","value":"partial"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"successRate"}},{"kind":"Field","name":{"kind":"Name","value":"p50Ms"}},{"kind":"Field","name":{"kind":"Name","value":"p95Ms"}},{"kind":"Field","name":{"kind":"Name","value":"p99Ms"}}]}}]}}]}}]} as unknown as DocumentNode<RunAnalyticsSeriesQuery, RunAnalyticsSeriesQueryVariables>;
export const ExportRunAnalyticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportRunAnalytics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RunFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeBucket"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportRunAnalytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"bucket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}}]}}]}}]} as unknown as DocumentNode<ExportRunAnalyticsQuery, ExportRunAnalyticsQueryVariables>;
export const ExportRunsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportRuns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RunFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportRuns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}}]}}]}}]} as unknown as DocumentNode<ExportRunsQuery, ExportRunsQueryVariables>;
export const WebhookPipelinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookPipelines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pipelines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"appId"},"value":{"kind":"StringValue","value":"1001","block":false}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookPipelinesQuery, WebhookPipelinesQueryVariables>;
export const WebhookAcceptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookAccepts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookAccepts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"processId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptId"}},{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"logId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookAcceptsQuery, WebhookAcceptsQueryVariables>;
export const WebhookAcceptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookAccept"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"acceptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookAccept"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"acceptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"acceptId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptId"}},{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"logId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"acceptData"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<WebhookAcceptQuery, WebhookAcceptQueryVariables>;
export const MembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Members"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userid"}},{"kind":"Field","name":{"kind":"Name","value":"uname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"builtinRole"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}}]}}]}}]}}]} as unknown as DocumentNode<MembersQuery, MembersQueryVariables>;
export const CompanyRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"builtinRole"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"builtin"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}}]}}]} as unknown as DocumentNode<CompanyRolesQuery, CompanyRolesQueryVariables>;
export const UpdateUserProductRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserProductRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roles"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductRoleInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserProductRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"roles"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roles"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"builtinRole"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateUserProductRolesMutation, UpdateUserProductRolesMutationVariables>;
export const SetUserDisabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserDisabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"disabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserDisabled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"disabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"disabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userid"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}}]}}]} as unknown as DocumentNode<SetUserDisabledMutation, SetUserDisabledMutationVariables>;
export const CreateRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}}]}}]}}]} as unknown as DocumentNode<CreateRoleMutation, CreateRoleMutationVariables>;
export const SaveRolePermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRolePermissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRolePermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]}}]} as unknown as DocumentNode<SaveRolePermissionsMutation, SaveRolePermissionsMutationVariables>;
export const DeleteRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}}}]}]}}]} as unknown as DocumentNode<DeleteRoleMutation, DeleteRoleMutationVariables>;
export const InvitesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"builtinRole"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"inviter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userid"}},{"kind":"Field","name":{"kind":"Name","value":"uname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"acceptedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userid"}},{"kind":"Field","name":{"kind":"Name","value":"uname"}}]}}]}}]}}]}}]} as unknown as DocumentNode<InvitesQuery, InvitesQueryVariables>;
export const CreateInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInviteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"invite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<CreateInviteMutation, CreateInviteMutationVariables>;
export const SetInviteStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetInviteStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inviteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setInviteStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inviteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inviteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SetInviteStatusMutation, SetInviteStatusMutationVariables>;
export const AuthorizeAppDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthorizeApp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"authData"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorizeApp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountName"}}},{"kind":"Argument","name":{"kind":"Name","value":"authData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"authData"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<AuthorizeAppMutation, AuthorizeAppMutationVariables>;
export const AuthorizedAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthorizedAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorizedAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"tokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshCount"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}}]}}]}}]} as unknown as DocumentNode<AuthorizedAccountQuery, AuthorizedAccountQueryVariables>;
export const RefreshAppAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshAppAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshAppAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"tokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refreshCount"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}}]}}]}}]} as unknown as DocumentNode<RefreshAppAccountMutation, RefreshAppAccountMutationVariables>;
export const PipelineListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PipelineList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PipelineFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pipelines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shareStatus"}},{"kind":"Field","name":{"kind":"Name","value":"favourite"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"apps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appNameEn"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userid"}},{"kind":"Field","name":{"kind":"Name","value":"uname"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PipelineListQuery, PipelineListQueryVariables>;
export const SetPipelineStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPipelineStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PipelineStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPipelineStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"processId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SetPipelineStatusMutation, SetPipelineStatusMutationVariables>;
export const RenamePipelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenamePipeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renamePipeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"processId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processId"}}},{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<RenamePipelineMutation, RenamePipelineMutationVariables>;
export const CopyPipelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyPipeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyPipeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"processId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}}]}}]}}]} as unknown as DocumentNode<CopyPipelineMutation, CopyPipelineMutationVariables>;
export const DeletePipelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePipeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePipeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"processId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processId"}}}]}]}}]} as unknown as DocumentNode<DeletePipelineMutation, DeletePipelineMutationVariables>;
export const SetPipelineFavouriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPipelineFavourite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"favourite"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPipelineFavourite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"processId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processId"}}},{"kind":"Argument","name":{"kind":"Name","value":"favourite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"favourite"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"favourite"}}]}}]}}]} as unknown as DocumentNode<SetPipelineFavouriteMutation, SetPipelineFavouriteMutationVariables>;
export const RunPipelineNowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RunPipelineNow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runPipelineNow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"processId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RunPipelineNowMutation, RunPipelineNowMutationVariables>;
export const PlanOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"priceMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"priceYearly"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxEnabledPipelines"}},{"kind":"Field","name":{"kind":"Name","value":"maxRunsPerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"maxStepsPerPipeline"}},{"kind":"Field","name":{"kind":"Name","value":"paidApps"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quotas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"expirationTime"}},{"kind":"Field","name":{"kind":"Name","value":"enabledPipelines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"runsThisMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"largestPipelineSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paidApps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"pipelinesUsing"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"remainingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"expirationTime"}},{"kind":"Field","name":{"kind":"Name","value":"buyers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userid"}},{"kind":"Field","name":{"kind":"Name","value":"uname"}}]}}]}}]}}]} as unknown as DocumentNode<PlanOverviewQuery, PlanOverviewQueryVariables>;
export const PlanOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"buyer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userid"}},{"kind":"Field","name":{"kind":"Name","value":"uname"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PlanOrdersQuery, PlanOrdersQueryVariables>;
export const PlanLedgerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanLedger"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balanceChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<PlanLedgerQuery, PlanLedgerQueryVariables>;
export const OrderStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}}]}}]}}]} as unknown as DocumentNode<OrderStatusQuery, OrderStatusQueryVariables>;
export const CreateOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"months"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"months"},"value":{"kind":"Variable","name":{"kind":"Name","value":"months"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tradePageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}}]}}]}}]}}]} as unknown as DocumentNode<CreateOrderMutation, CreateOrderMutationVariables>;
export const RepayOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RepayOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repayOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tradePageUrl"}}]}}]}}]} as unknown as DocumentNode<RepayOrderMutation, RepayOrderMutationVariables>;
export const TemplateGalleryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TemplateGallery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TemplateFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"countFilter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TemplateFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateCardParts"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"templateCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"countFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateCardParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleEn"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"useCount"}},{"kind":"Field","name":{"kind":"Name","value":"apps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}}]}}]}}]} as unknown as DocumentNode<TemplateGalleryQuery, TemplateGalleryQueryVariables>;
export const TemplateNewcomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TemplateNewcomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pipelineCount"}},{"kind":"Field","name":{"kind":"Name","value":"templates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"source"},"value":{"kind":"EnumValue","value":"STARTER"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"15"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateCardParts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateCardParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleEn"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"useCount"}},{"kind":"Field","name":{"kind":"Name","value":"apps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}}]}}]}}]} as unknown as DocumentNode<TemplateNewcomerQuery, TemplateNewcomerQueryVariables>;
export const TemplateForCreationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TemplateForCreation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shareToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"template"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}},{"kind":"Argument","name":{"kind":"Name","value":"shareToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shareToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateCardParts"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"shareTip"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"actionType"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"actionId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sampleData"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"appNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountNeeds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stepUuid"}},{"kind":"Field","name":{"kind":"Name","value":"stepNumber"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"actionId"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"appNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"authMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppFieldParts"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variableNeeds"}},{"kind":"Field","name":{"kind":"Name","value":"inputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stepUuid"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpEn"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppFieldLeafParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpEn"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"mappable"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"dynamic"}},{"kind":"Field","name":{"kind":"Name","value":"dependsOn"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateCardParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleEn"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"useCount"}},{"kind":"Field","name":{"kind":"Name","value":"apps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppFieldParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppFieldLeafParts"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppFieldLeafParts"}}]}}]}}]} as unknown as DocumentNode<TemplateForCreationQuery, TemplateForCreationQueryVariables>;
export const CreatePipelineFromTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePipelineFromTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFromTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPipelineFromTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CreatePipelineFromTemplateMutation, CreatePipelineFromTemplateMutationVariables>;
export const TemplatesForPairDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TemplatesForPair"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TemplateFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"15"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateCardParts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateCardParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleEn"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"useCount"}},{"kind":"Field","name":{"kind":"Name","value":"apps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}}]}}]}}]} as unknown as DocumentNode<TemplatesForPairQuery, TemplatesForPairQueryVariables>;
export const PipelineWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PipelineWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"processId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<PipelineWebhookQuery, PipelineWebhookQueryVariables>;
export const SharePreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharePreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"processId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedTitle"}},{"kind":"Field","name":{"kind":"Name","value":"maskedSecrets"}},{"kind":"Field","name":{"kind":"Name","value":"variableNeeds"}},{"kind":"Field","name":{"kind":"Name","value":"accountNeeds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stepUuid"}},{"kind":"Field","name":{"kind":"Name","value":"stepNumber"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"appNameEn"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedTemplateParts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedTemplateParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"shareTip"}},{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"shareToken"}},{"kind":"Field","name":{"kind":"Name","value":"useCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SharePreviewQuery, SharePreviewQueryVariables>;
export const SharePipelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SharePipeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SharePipelineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharePipeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedTemplateParts"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedTemplateParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"shareTip"}},{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"shareToken"}},{"kind":"Field","name":{"kind":"Name","value":"useCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SharePipelineMutation, SharePipelineMutationVariables>;
export const UpdateTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedTemplateParts"}},{"kind":"Field","name":{"kind":"Name","value":"inputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stepUuid"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedTemplateParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"shareTip"}},{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"shareToken"}},{"kind":"Field","name":{"kind":"Name","value":"useCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateTemplateMutation, UpdateTemplateMutationVariables>;
export const SetTemplateShareTipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTemplateShareTip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shareTip"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTemplateShareTip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}},{"kind":"Argument","name":{"kind":"Name","value":"shareTip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shareTip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"shareTip"}}]}}]}}]} as unknown as DocumentNode<SetTemplateShareTipMutation, SetTemplateShareTipMutationVariables>;
export const MySharesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyShares"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"mine"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedTemplateParts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedTemplateParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"shareTip"}},{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"shareToken"}},{"kind":"Field","name":{"kind":"Name","value":"useCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MySharesQuery, MySharesQueryVariables>;
export const TemplateUsesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TemplateUses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateUses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"pipelineTitle"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userid"}},{"kind":"Field","name":{"kind":"Name","value":"uname"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TemplateUsesQuery, TemplateUsesQueryVariables>;
export const TemplateEditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TemplateEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"template"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleEn"}},{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"actionType"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"actionId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"appNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"inputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stepUuid"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}}]}}]}}]} as unknown as DocumentNode<TemplateEditQuery, TemplateEditQueryVariables>;
export const ApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mine"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mine"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mine"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"builtinRole"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"rateLimit"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedIp"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userid"}},{"kind":"Field","name":{"kind":"Name","value":"uname"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ApiTokensQuery, ApiTokensQueryVariables>;
export const TokenChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TokenChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}}]}}]}}]}}]} as unknown as DocumentNode<TokenChoicesQuery, TokenChoicesQueryVariables>;
export const ApiTokenRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokenRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokenRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"builtinRole"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"grantable"}}]}}]}}]} as unknown as DocumentNode<ApiTokenRolesQuery, ApiTokenRolesQueryVariables>;
export const TokenMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TokenMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userid"}},{"kind":"Field","name":{"kind":"Name","value":"uname"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}}]}}]}}]} as unknown as DocumentNode<TokenMembersQuery, TokenMembersQueryVariables>;
export const ApiTokenAuditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokenAudit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiTokenAuditFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokenAudit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"tokenName"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userid"}},{"kind":"Field","name":{"kind":"Name","value":"uname"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ApiTokenAuditQuery, ApiTokenAuditQueryVariables>;
export const CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plainToken"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tokenId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tokenId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tokenId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const VariablesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Variables"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"variableClass"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"variableClass"},"value":{"kind":"Variable","name":{"kind":"Name","value":"variableClass"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variableId"}},{"kind":"Field","name":{"kind":"Name","value":"variableName"}},{"kind":"Field","name":{"kind":"Name","value":"variableKey"}},{"kind":"Field","name":{"kind":"Name","value":"variableValue"}},{"kind":"Field","name":{"kind":"Name","value":"variableType"}},{"kind":"Field","name":{"kind":"Name","value":"variableClass"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variableClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variableClass"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<VariablesQuery, VariablesQueryVariables>;
export const VariableLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VariableLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"variableId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variableLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"variableId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"variableId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userid"}},{"kind":"Field","name":{"kind":"Name","value":"uname"}}]}}]}}]}}]} as unknown as DocumentNode<VariableLogsQuery, VariableLogsQueryVariables>;
export const AddVariableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddVariable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddVariableInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addVariable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variableId"}}]}}]}}]} as unknown as DocumentNode<AddVariableMutation, AddVariableMutationVariables>;
export const UpdateVariableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateVariable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateVariableInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVariable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variableId"}},{"kind":"Field","name":{"kind":"Name","value":"variableName"}},{"kind":"Field","name":{"kind":"Name","value":"variableValue"}},{"kind":"Field","name":{"kind":"Name","value":"variableType"}},{"kind":"Field","name":{"kind":"Name","value":"variableClass"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<UpdateVariableMutation, UpdateVariableMutationVariables>;
export const DeleteVariableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteVariable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"variableId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteVariable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"variableId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"variableId"}}}]}]}}]} as unknown as DocumentNode<DeleteVariableMutation, DeleteVariableMutationVariables>;