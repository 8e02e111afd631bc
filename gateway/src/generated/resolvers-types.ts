import type { PipelineStatus } from '../enums';
import type { ShareStatus } from '../enums';
import type { PipelineSort } from '../enums';
import type { BuiltinRole } from '../enums';
import type { Permission } from '../enums';
import type { NoticeKind } from '../enums';
import type { FieldType } from '../enums';
import type { DatasourceType } from '../enums';
import type { PipelineOnError } from '../enums';
import type { AccountStatus } from '../enums';
import type { TemplateCategory } from '../enums';
import type { TemplateVisibility } from '../enums';
import type { TemplateSource } from '../enums';
import type { AiEngine } from '../enums';
import type { AiFallbackReason } from '../enums';
import type { AiLang } from '../enums';
import type { NoticeEventType } from '../enums';
import type { InviteStatus } from '../enums';
import type { ApiTokenKind } from '../enums';
import type { ApiTokenStatus } from '../enums';
import type { OpenAppVisibility } from '../enums';
import type { OpenAppVersionStatus } from '../enums';
import type { ModelTask } from '../enums';
import type { TrainingStatus } from '../enums';
import type { TrainingPhase } from '../enums';
import type { ModelMetric } from '../enums';
import type { FeatureEncoding } from '../enums';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RestUser, RestAuthResult, RestPipeline, RestPipelineVersion, RestPipelineCheck, RestPipelineCalculation, RestStepNode, RestStepNodeAction, RestStepSampleData, RestDagStatus, RestPipelineSettings, RestKeywordExpansion, RestSampleDisplay, Page, RestRun, RestRunStep, RestRunPipelineOption, RestPipelineRunStats, RestRunStatistics, RestRunAnalytics, RestDurationPercentiles, RestRunBucket, RestFailingPipeline, RestFailingApp, RestRunErrorGroup, RestCsvExport, RestWebhook, RestAccept, RestTriggerSample, RestWebhookListening, RestStepTest, RestVariable, RestApp, RestAppAccount, RestVariableClass, RestVariableLog, RestMonitorRelation, RestMonitorSettings, RestNotice, RestNoticePage, RestDatasource, RestDatasourceFile, RestTemplate, RestTemplateAccountNeed, RestTemplateInput, RestTemplateUse, RestTemplateCategoryCount, RestSharePreview, RestAiDraft, RestFlowSuggestions, RestFlowSuggestion, RestFieldSuggestions, RestCompany, RestNoticeEventConfig, RestNoticeEventConfigs, RestProduct, RestQuotas, RestCompanyFee, RestCompanyResource, RestOrder, RestBillingAmounts, RestBalanceChange, RestBill, RestPaidAppCheck, RestTradePage, RestCreatedOrder, RestOrderPayStatus, RestBillingNotice, RestCompanyRole, RestRolePermissions, RestUserPermissions, RestProductRole, RestUserProductRoles, RestInvite, RestCreatedInvite, RestInviteLink, RestApiToken, RestCreatedApiToken, RestApiTokenCall, RestApiTokenRole, RestOpenApp, RestOpenAppVersion, RestOpenAppAction, RestActionTestResult, RestOpenAccountAuth, RestEgressAddresses, RestFlattenedKeyPage, RestOpenAppAccountOn, RestOpenActionCheck, RestOpenAppAccountCount, RestAddedOpenAppAccount, RestSdkPartner, RestSavedSdkPartner, RestSdkPageConfig, RestSdkCompany, RestEmbedSession, RestEmbedPolicy, RestJinshujuAuthInfo, RestJinshujuFormSummary, RestJinshujuFormPage, RestJinshujuForm, RestJinshujuField, RestJinshujuChoice, RestJinshujuFormPipeline, RestJinshujuEntryAdded, RestJinshujuPushConnected, RestLegacyFlow, RestDataModel, RestModelTraining, RestModelVersion, RestPrediction, RestModelFlow } from '../rest';
import type { TypedStep } from '@huiliu/core';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant, ISO-8601 with its offset (graphql-scalars DateTime; the gateway sends UTC, `…Z`). */
  DateTime: { input: Date; output: string; }
  /** An uploaded file (GraphQL multipart request; graphql-yoga's built-in File). */
  File: { input: File; output: File; }
  /**
   * Any JSON value: a run step's input and output, a trigger sample, a custom action's reply.
   * Integers of 15 or more digits arrive as strings (spec §5), so they stay exact in the browser.
   */
  JSON: { input: unknown; output: unknown; }
};

export type AcceptInviteInput = {
  email: Scalars['String']['input'];
  mobile?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
  uname: Scalars['String']['input'];
};

export { AccountStatus };

/** spec §7 connect_test: whether the account reached its app, and the app's own words when it did not. */
export type AccountTestResult = {
  __typename?: 'AccountTestResult';
  account: AppAccount;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  /** Whether a test ran: a bot can only be checked by sending a message, so its status stays as it was. */
  tested: Scalars['Boolean']['output'];
};

export type ActionTestError = {
  __typename?: 'ActionTestError';
  /** The platform's code (4030 blocked address, 5041 time-out, 5042 too large …) or the HTTP status. */
  code: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

/** test_actions: what was (or would be) sent, what came back, how long it took. */
export type ActionTestResult = {
  __typename?: 'ActionTestResult';
  actionId: Scalars['ID']['output'];
  appId: Scalars['ID']['output'];
  durationMs: Scalars['Int']['output'];
  error?: Maybe<ActionTestError>;
  /** The action's success rule on the reply; null when nothing was sent. */
  ok?: Maybe<Scalars['Boolean']['output']>;
  request: SentRequest;
  response?: Maybe<ReceivedResponse>;
  /** false: only rendered (仅预览请求), nothing left the platform. */
  sent: Scalars['Boolean']['output'];
  version: Scalars['String']['output'];
};

export type AddDatasourceInput = {
  /** An uploaded file's token whose rows fill the new table, and which sheet. */
  filepath?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  sheet?: InputMaybe<Scalars['String']['input']>;
  tableFields: Array<TableFieldInput>;
};

export type AddVariableInput = {
  variableClass?: InputMaybe<Scalars['String']['input']>;
  /** A-Z a-z 0-9 _, unique in the company (read in templates as {{env.KEY}}). */
  variableKey: Scalars['String']['input'];
  variableName: Scalars['String']['input'];
  variableType?: InputMaybe<VariableType>;
  variableValue: Scalars['String']['input'];
};

export type AddedOpenAppAccount = {
  __typename?: 'AddedOpenAppAccount';
  account: AppAccount;
  /** Whether the app's connection test ran (and passed) before saving. */
  tested: Scalars['Boolean']['output'];
};

/** A pipeline drafted from a description (REST POST /v1/api/application/process/ai/scheme). */
export type AiDraft = {
  __typename?: 'AiDraft';
  engine: AiEngine;
  explanations: Array<AiStepExplanation>;
  fallback?: Maybe<AiFallback>;
  notes: Array<Scalars['String']['output']>;
  problems: Array<AiDraftProblem>;
  /** The new pipeline (off) when `create` was set. */
  processId?: Maybe<Scalars['ID']['output']>;
  stepCount: Scalars['Int']['output'];
  /** The draft's steps, flat in numbering order (never the REST JSON text). */
  steps: Array<Step>;
  title: Scalars['String']['output'];
};

/** A spec §4 outcome of a draft's step: a missing account is expected (the person picks one in the editor). */
export type AiDraftProblem = {
  __typename?: 'AiDraftProblem';
  fields: Array<Scalars['String']['output']>;
  /** noAction, noAccount, accountFailed, sampleMissing, sendFailed or requiredMissing (core StepOutcomeKind). */
  kind: Scalars['String']['output'];
  /** core's zh-CN message; other languages word it by kind. */
  message: Scalars['String']['output'];
  /** error or warning. */
  severity: Scalars['String']['output'];
  stepNumber: Scalars['Int']['output'];
  stepUuid: Scalars['ID']['output'];
};

export { AiEngine };

export type AiFallback = {
  __typename?: 'AiFallback';
  /** In the request's language. */
  message: Scalars['String']['output'];
  reason: AiFallbackReason;
};

export { AiFallbackReason };

export { AiLang };

/** What one step of a draft does, in the request's language. */
export type AiStepExplanation = {
  __typename?: 'AiStepExplanation';
  actionId: Scalars['String']['output'];
  appId: Scalars['ID']['output'];
  stepNumber: Scalars['Int']['output'];
  stepUuid: Scalars['ID']['output'];
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/**
 * A credential for internal tools, sent as `Authorization: Bearer`. It acts as its member with its role, never doing more
 * than the member may now. The token itself is shown once, by `createApiToken`.
 */
export type ApiToken = {
  __typename?: 'ApiToken';
  /** The built-in role, null for a custom role. */
  builtinRole?: Maybe<BuiltinRole>;
  createdAt: Scalars['DateTime']['output'];
  creator?: Maybe<User>;
  expiresAt: Scalars['DateTime']['output'];
  /** The kind's prefix and the token's last characters (`hlp_…a1B2`), to tell tokens apart. */
  hint: Scalars['String']['output'];
  kind: ApiTokenKind;
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The caller's address when the token was last used. */
  lastUsedIp?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** What the token may do now: its role's permissions that its member still holds. */
  permissions: Array<Permission>;
  /** Requests per minute; past it calls are refused (RATE_LIMITED, upstreamCode 4240). */
  rateLimit: Scalars['Int']['output'];
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** A built-in role's key or a custom role's id. */
  role: Scalars['String']['output'];
  roleName: Scalars['String']['output'];
  status: ApiTokenStatus;
  tokenId: Scalars['ID']['output'];
  /** The member the token acts as (batched through the user loader). */
  user?: Maybe<User>;
};

export type ApiTokenAuditFilter = {
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, inclusive, company time zone. */
  startDate?: InputMaybe<Scalars['String']['input']>;
  tokenId?: InputMaybe<Scalars['ID']['input']>;
};

/** One call made with an API token: the route's pattern, never the URL. */
export type ApiTokenCall = {
  __typename?: 'ApiTokenCall';
  callId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  ip: Scalars['String']['output'];
  method: Scalars['String']['output'];
  route: Scalars['String']['output'];
  /** The HTTP status it was answered with (403 for a refused call, 429 past the token's limit). */
  status: Scalars['Int']['output'];
  tokenId: Scalars['ID']['output'];
  tokenName: Scalars['String']['output'];
  user?: Maybe<User>;
};

export type ApiTokenCallPage = {
  __typename?: 'ApiTokenCallPage';
  items: Array<ApiTokenCall>;
  total: Scalars['Int']['output'];
};

export { ApiTokenKind };

export type ApiTokenPage = {
  __typename?: 'ApiTokenPage';
  items: Array<ApiToken>;
  total: Scalars['Int']['output'];
};

/** A role a token may be given, and whether the caller may give it to the member asked about. */
export type ApiTokenRole = {
  __typename?: 'ApiTokenRole';
  builtin: Scalars['Boolean']['output'];
  builtinRole?: Maybe<BuiltinRole>;
  grantable: Scalars['Boolean']['output'];
  permissions: Array<Permission>;
  role: Scalars['String']['output'];
  roleName: Scalars['String']['output'];
};

export { ApiTokenStatus };

/** spec §3 App info: an app of the catalogue. */
export type App = {
  __typename?: 'App';
  /** The company's accounts of this app, newest first. */
  accounts: Array<AppAccount>;
  actions: Array<AppAction>;
  appId: Scalars['ID']['output'];
  appName: Scalars['String']['output'];
  appNameEn: Scalars['String']['output'];
  /** spec §4: 1 online, 3 beta are listed; 2 offline is not. */
  appState: Scalars['Int']['output'];
  appVersion: Scalars['String']['output'];
  authMethods: Array<AppAuthMethod>;
  classType: Scalars['String']['output'];
  /** Set for apps of the open platform (`{appId}@{version}`): the 开放平台 badge. Null for the catalogue's own. */
  definitionId?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  descriptionEn?: Maybe<Scalars['String']['output']>;
  doc?: Maybe<Scalars['String']['output']>;
  icon: Scalars['String']['output'];
  isTrigger: Scalars['Boolean']['output'];
  needsAccount: Scalars['Boolean']['output'];
  paid: Scalars['Boolean']['output'];
};

/** spec §3 Account: a connection to a third-party app, owned by the company. */
export type AppAccount = {
  __typename?: 'AppAccount';
  accountId: Scalars['ID']['output'];
  accountName: Scalars['String']['output'];
  /** The auth method it uses (AppAuthMethod.type). */
  accountType: Scalars['String']['output'];
  app?: Maybe<App>;
  appId: Scalars['ID']['output'];
  /** The auth data with every secret shown as '******'. */
  authData: Scalars['JSON']['output'];
  checkedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** The pipelines whose steps use it: deleting the account would break them. */
  pipelines: Array<Pipeline>;
  /** How many pipelines use it. */
  processNum: Scalars['Int']['output'];
  refreshCount: Scalars['Int']['output'];
  refreshedAt?: Maybe<Scalars['DateTime']['output']>;
  status: AccountStatus;
  statusMessage?: Maybe<Scalars['String']['output']>;
  /** OAuth 2: when the access token runs out, when it was last refreshed and how often. */
  tokenExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Who added it (spec userName). */
  userName?: Maybe<Scalars['String']['output']>;
};

export type AppAccountPage = {
  __typename?: 'AppAccountPage';
  items: Array<AppAccount>;
  total: Scalars['Int']['output'];
};

/** spec §3 Action: an action or a trigger of an app. */
export type AppAction = {
  __typename?: 'AppAction';
  actionId: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  descriptionEn?: Maybe<Scalars['String']['output']>;
  /** fields, filter or switch: which editor the step panel shows. */
  editor: Scalars['String']['output'];
  fields: Array<AppField>;
  /** action, webhook, polling, schedule or event. */
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  nameEn?: Maybe<Scalars['String']['output']>;
  outputSample?: Maybe<Scalars['JSON']['output']>;
  sendsData: Scalars['Boolean']['output'];
};

/** How an account of an app authorises: none, api_key, basic, oauth2 or custom, with its form. */
export type AppAuthMethod = {
  __typename?: 'AppAuthMethod';
  fields: Array<AppField>;
  type: Scalars['String']['output'];
};

/** Where to send the browser to authorise an OAuth 2 account (/app-auth-redirect/{appId}). */
export type AppAuthorization = {
  __typename?: 'AppAuthorization';
  url: Scalars['String']['output'];
};

/** spec §7 process/app class: a class of the catalogue with how many listed apps it holds. */
export type AppClass = {
  __typename?: 'AppClass';
  classType: Scalars['String']['output'];
  count: Scalars['Int']['output'];
};

/** spec §7 process/app app-class: a class of the catalogue and its listed apps. */
export type AppClassGroup = {
  __typename?: 'AppClassGroup';
  apps: Array<App>;
  classType: Scalars['String']['output'];
};

/** A field of an action's form or of an account form (core AppField). */
export type AppField = {
  __typename?: 'AppField';
  children?: Maybe<Array<AppField>>;
  default?: Maybe<Scalars['JSON']['output']>;
  /** Fields the dynamic options read: refetch when they change. */
  dependsOn: Array<Scalars['String']['output']>;
  /** Options are fetched through the account (Query.appFieldOptions). */
  dynamic: Scalars['Boolean']['output'];
  help?: Maybe<Scalars['String']['output']>;
  helpEn?: Maybe<Scalars['String']['output']>;
  key: Scalars['String']['output'];
  /** text, number, boolean, multiText, group, object, select or date (core FieldKind). */
  kind: Scalars['String']['output'];
  label: Scalars['String']['output'];
  labelEn?: Maybe<Scalars['String']['output']>;
  mappable: Scalars['Boolean']['output'];
  options?: Maybe<Array<AppFieldOption>>;
  placeholder?: Maybe<Scalars['String']['output']>;
  required: Scalars['Boolean']['output'];
  /** Sealed at rest and shown as '******' after saving. */
  secret: Scalars['Boolean']['output'];
};

/** An option of a select field, static or fetched through the account (dynamic options). */
export type AppFieldOption = {
  __typename?: 'AppFieldOption';
  label: Scalars['String']['output'];
  labelEn?: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

/** An app a pipeline uses, for list display and the app filter. */
export type AppRef = {
  __typename?: 'AppRef';
  /** The app from the catalogue (batched), for its icon and English name. */
  app?: Maybe<App>;
  appId: Scalars['ID']['output'];
  appName: Scalars['String']['output'];
};

/** spec §7 process/app not/joint: an app the company asked for. */
export type AppRequest = {
  __typename?: 'AppRequest';
  appName: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  link?: Maybe<Scalars['String']['output']>;
  requestId: Scalars['ID']['output'];
};

/**
 * spec §7 process/app model/value: sample data of a trigger or action — a polling trigger's newest items fetched
 * through the account, else the action's output sample.
 */
export type AppSampleData = {
  __typename?: 'AppSampleData';
  /** Each item as dotted keys (spec §3 flattenData); null with noFlatten. */
  flattenData?: Maybe<Array<Scalars['JSON']['output']>>;
  list: Array<Scalars['JSON']['output']>;
};

/** One hit of the search service (spec §7): an app or an action, with the matched text highlighted by <em>. */
export type AppSearchHit = {
  __typename?: 'AppSearchHit';
  actionId?: Maybe<Scalars['ID']['output']>;
  app?: Maybe<App>;
  appId: Scalars['ID']['output'];
  /** The name with matches wrapped in <em>…</em>. */
  highlighted: Scalars['String']['output'];
  name: Scalars['String']['output'];
  nameEn?: Maybe<Scalars['String']['output']>;
  /** app or action. */
  type: Scalars['String']['output'];
};

/** spec §7 process/app statistics: how much of the company's work an app carries. */
export type AppUsage = {
  __typename?: 'AppUsage';
  app?: Maybe<App>;
  appId: Scalars['ID']['output'];
  appName: Scalars['String']['output'];
  appNameEn: Scalars['String']['output'];
  /** Live pipelines whose steps use the app. */
  processNum: Scalars['Int']['output'];
  /** Runs that executed a step of the app. */
  runNum: Scalars['Int']['output'];
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  companyId: Scalars['ID']['output'];
  /** When the token stops working (7 days after sign-in, spec §9). */
  expiresAt: Scalars['DateTime']['output'];
  /**
   * The session token, for API clients that send `Authorization: Bearer`. A browser gets the same session
   * as the HttpOnly cookie `huiliu_token` that this reply sets; the web app never selects this field.
   */
  token: Scalars['String']['output'];
  user: User;
  userid: Scalars['ID']['output'];
};

export type BalanceChange = {
  __typename?: 'BalanceChange';
  amount: Scalars['Int']['output'];
  changeId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  kind: BalanceChangeKind;
  orderId?: Maybe<Scalars['ID']['output']>;
  periodEnd?: Maybe<Scalars['DateTime']['output']>;
  /** The plan after the change. */
  plan: Plan;
  remark: Scalars['String']['output'];
};

/** A ledger entry: a payment, or the end of a paid period (the plan back to free). */
export type BalanceChangeKind =
  | 'expiry'
  | 'payment';

export type BalanceChangePage = {
  __typename?: 'BalanceChangePage';
  items: Array<BalanceChange>;
  total: Scalars['Int']['output'];
};

/** A monthly statement in the company's zone: the plan at the month's end, the runs it used, what was paid in it. */
export type Bill = {
  __typename?: 'Bill';
  amount: Scalars['Int']['output'];
  period: Scalars['String']['output'];
  plan: Plan;
  runLimit: Scalars['Int']['output'];
  runsUsed: Scalars['Int']['output'];
};

export type BillingAmounts = {
  __typename?: 'BillingAmounts';
  /** What is left of the running period (remaining_amount). */
  balance: Scalars['Int']['output'];
  orderCount: Scalars['Int']['output'];
  paidOrderCount: Scalars['Int']['output'];
  paidTotal: Scalars['Int']['output'];
  refundedTotal: Scalars['Int']['output'];
};

export type BillingNoticeInput = {
  emailNotice: Scalars['Boolean']['input'];
  emails?: InputMaybe<Array<Scalars['String']['input']>>;
  expiryDays?: InputMaybe<Scalars['Int']['input']>;
  expiryNotice: Scalars['Boolean']['input'];
  notifiedUserIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  quotaNotice: Scalars['Boolean']['input'];
};

/** Who hears, in-app and by mail, when the month's runs pass 80 % / 100 % of the plan or the plan is about to end. */
export type BillingNoticeSettings = {
  __typename?: 'BillingNoticeSettings';
  emailNotice: Scalars['Boolean']['output'];
  emails: Array<Scalars['String']['output']>;
  expiryDays: Scalars['Int']['output'];
  expiryNotice: Scalars['Boolean']['output'];
  /** Empty: the people who may buy. */
  notifiedUsers: Array<User>;
  quotaNotice: Scalars['Boolean']['output'];
};

export { BuiltinRole };

/** The signed-in person's company (GET /v1/api/base/company). */
export type Company = {
  __typename?: 'Company';
  companyId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** People of the company who are not disabled. */
  memberCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Its owners who are not disabled (through the user loader). */
  owners: Array<User>;
  /** The plan's key (free, team, enterprise); usage and upgrades are the plan page's. */
  plan: Scalars['String']['output'];
  /** IANA name: schedules, date filters and the run log's times follow it. */
  timeZone: Scalars['String']['output'];
};

/** spec §3 Company fee: the paid period the company is in (amounts in fen). */
export type CompanyFee = {
  __typename?: 'CompanyFee';
  amount: Scalars['Int']['output'];
  /** The people who may buy (billing.manage): whom a member without it asks. */
  buyers: Array<User>;
  createTime?: Maybe<Scalars['DateTime']['output']>;
  expirationTime?: Maybe<Scalars['DateTime']['output']>;
  plan: Plan;
  planName: Scalars['String']['output'];
  remainingAmount: Scalars['Int']['output'];
};

export type CompanyResource = {
  __typename?: 'CompanyResource';
  accounts: Scalars['Int']['output'];
  dataTables: Scalars['Int']['output'];
  enabledPipelines: Scalars['Int']['output'];
  members: Scalars['Int']['output'];
  pipelines: Scalars['Int']['output'];
  runsThisMonth: Scalars['Int']['output'];
  variables: Scalars['Int']['output'];
};

/** A role of the company (POST /main/company/role/list). */
export type CompanyRole = {
  __typename?: 'CompanyRole';
  builtin: Scalars['Boolean']['output'];
  builtinRole?: Maybe<BuiltinRole>;
  description: Scalars['String']['output'];
  /** People holding it, disabled ones included: a role cannot be deleted while anyone holds it. */
  memberCount: Scalars['Int']['output'];
  /** Core's Chinese name of a built-in role, the company's own name of a custom one. */
  name: Scalars['String']['output'];
  permissions: Array<Permission>;
  /** A built-in role's key (owner, admin, editor, viewer) or a custom role's id. */
  roleId: Scalars['ID']['output'];
};

/** One row of a filter: a field (usually a `{{N.path}}` template), an operator, a value to compare with. */
export type Condition = {
  __typename?: 'Condition';
  field: Scalars['String']['output'];
  operator: FilterOperator;
  /** Whatever the user compares with (text, number, date preset); absent for the existence operators. */
  value?: Maybe<Scalars['JSON']['output']>;
};

export type ConditionInput = {
  field: Scalars['String']['input'];
  operator: FilterOperator;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

/**
 * spec §7 corpWechatSelfBuild/account/add/confirm: proven with 企业微信 gettoken before anything is saved.
 * `accountId` re-confirms an account; a corpsecret sent as '******' keeps the saved one.
 */
export type CorpWechatAccountInput = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  accountName: Scalars['String']['input'];
  agentid: Scalars['String']['input'];
  corpid: Scalars['String']['input'];
  corpsecret: Scalars['String']['input'];
};

/** A Token (32 letters and digits) and EncodingAESKey (43 characters) for a 企业微信 callback URL; new every time. */
export type CorpWechatCallbackSecrets = {
  __typename?: 'CorpWechatCallbackSecrets';
  encodingAesKey: Scalars['String']['output'];
  token: Scalars['String']['output'];
};

/** A department of the 企业微信 directory ("xk" in spec §7 get_xk_dep). */
export type CorpWechatDepartment = {
  __typename?: 'CorpWechatDepartment';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  parentid: Scalars['Int']['output'];
};

/** What 发送应用消息 sends and what 企业微信 answers, for the editor's preview (get_xk_sample). */
export type CorpWechatMessageSample = {
  __typename?: 'CorpWechatMessageSample';
  reply: Scalars['JSON']['output'];
  request: Scalars['JSON']['output'];
};

export type CorpWechatOpenid = {
  __typename?: 'CorpWechatOpenid';
  externalUserid: Scalars['String']['output'];
  openid: Scalars['String']['output'];
};

export type CorpWechatUser = {
  __typename?: 'CorpWechatUser';
  department: Array<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  userid: Scalars['String']['output'];
};

/**
 * Exactly one of `expiresInDays` (7, 30, 90 or 365) and `expiresOn` (the last day it works, YYYY-MM-DD in the company's
 * time zone, within a year).
 */
export type CreateApiTokenInput = {
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  expiresOn?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<ApiTokenKind>;
  name: Scalars['String']['input'];
  /** Requests per minute (default 600). */
  rateLimit?: InputMaybe<Scalars['Int']['input']>;
  role: Scalars['String']['input'];
  /** The member a service token acts as; a personal token is the caller's own. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** Create a pipeline from a template (POST /dataprocess/add with template_id): one write, or nothing. */
export type CreateFromTemplateInput = {
  accounts?: InputMaybe<Array<TemplateAccountChoice>>;
  /** Needed for a LINK template of another company. */
  shareToken?: InputMaybe<Scalars['String']['input']>;
  templateId: Scalars['ID']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
  values?: InputMaybe<Array<TemplateValueChoice>>;
};

export type CreateInviteInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  /** How long the link works: 72 when omitted, at most 720 (30 days). */
  expiresInHours?: InputMaybe<Scalars['Int']['input']>;
  /** A role key; the editor role when omitted. */
  role?: InputMaybe<Scalars['String']['input']>;
};

export type CreateOpenAppInput = {
  /** none, api_key, basic or oauth2: the first draft's auth method. */
  authType?: InputMaybe<Scalars['String']['input']>;
  /** An app class key (default developer). */
  classType?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  nameEn?: InputMaybe<Scalars['String']['input']>;
};

export type CreatePipelineInput = {
  createChannels?: InputMaybe<Scalars['Int']['input']>;
  dataProcess?: InputMaybe<Scalars['String']['input']>;
  processType?: InputMaybe<Scalars['Int']['input']>;
  /** The steps, flat in numbering order; checked like REST content (CONTENT_INVALID 4021 when malformed). */
  steps?: InputMaybe<Array<StepInput>>;
  templateId?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CreateRoleInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  permissions: Array<Permission>;
};

/** The create reply: `plainToken` is shown this once and never again (only its sha256 is kept). */
export type CreatedApiToken = {
  __typename?: 'CreatedApiToken';
  plainToken: Scalars['String']['output'];
  token: ApiToken;
};

export type CreatedInvite = {
  __typename?: 'CreatedInvite';
  invite: Invite;
  /** The absolute link to hand over: `<origin>/invite/<token>`. */
  link: Scalars['String']['output'];
  /** The plain token, in this reply only. */
  token: Scalars['String']['output'];
};

export type CreatedOrder = {
  __typename?: 'CreatedOrder';
  expiresAt: Scalars['DateTime']['output'];
  order: Order;
  tradePageUrl: Scalars['String']['output'];
};

/** A CSV file to download: UTF-8 with BOM, RFC 4180 quoting, cells that would start a formula prefixed with '. */
export type CsvExport = {
  __typename?: 'CsvExport';
  content: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  rows: Scalars['Int']['output'];
  /** More rows matched than an export holds (50,000). */
  truncated: Scalars['Boolean']['output'];
};

/** spec §5 custom action form: method post|get and url required, headers optional, body JSON text. */
export type CustomActionInput = {
  actionId?: InputMaybe<Scalars['ID']['input']>;
  fields: Scalars['JSON']['input'];
  /** Keep nesting (no_flatten 1); otherwise the reply also carries flatten_data. */
  noFlatten?: InputMaybe<Scalars['Boolean']['input']>;
  send?: InputMaybe<Scalars['Boolean']['input']>;
};

export type DailyRunStats = {
  __typename?: 'DailyRunStats';
  /** YYYY-MM-DD. */
  day: Scalars['String']['output'];
  failed: Scalars['Int']['output'];
  success: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** spec §3 Data model. */
export type DataModel = {
  __typename?: 'DataModel';
  createdAt: Scalars['DateTime']['output'];
  /** 0: every row; 1: only the rows preFilter keeps. */
  datasourceFilterType: Scalars['Int']['output'];
  datasourceId: Scalars['ID']['output'];
  /** Null once the data source was deleted (its trained versions still predict). */
  datasourceName?: Maybe<Scalars['String']['output']>;
  datasourceType?: Maybe<DatasourceType>;
  desc: Scalars['String']['output'];
  dmid: Scalars['ID']['output'];
  /** The feature fields with the data source's types (spec `feature`). */
  feature: Array<TableField>;
  latestVersion?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  preFilter: Array<Array<Condition>>;
  predictField: Scalars['String']['output'];
  predictFieldName: Scalars['String']['output'];
  scene: Scalars['String']['output'];
  /** The latest version's task; null before the first. */
  task?: Maybe<ModelTask>;
  tmid?: Maybe<Scalars['ID']['output']>;
  /** The latest training, whatever its outcome. */
  training?: Maybe<ModelTraining>;
  updatedAt: Scalars['DateTime']['output'];
};

export type DataModelInput = {
  datasourceFilterType?: InputMaybe<Scalars['Int']['input']>;
  datasourceId: Scalars['ID']['input'];
  desc?: InputMaybe<Scalars['String']['input']>;
  /** Names of the data source's columns the model learns from. */
  feature: Array<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  preFilter?: InputMaybe<Array<Array<ConditionInput>>>;
  predictField: Scalars['String']['input'];
  predictFieldName?: InputMaybe<Scalars['String']['input']>;
  scene?: InputMaybe<Scalars['String']['input']>;
};

export type DataModelPage = {
  __typename?: 'DataModelPage';
  items: Array<DataModel>;
  total: Scalars['Int']['output'];
};

export type Datasource = {
  __typename?: 'Datasource';
  createtime: Scalars['DateTime']['output'];
  dsid: Scalars['ID']['output'];
  filepath?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  rows: Scalars['Int']['output'];
  sheet?: Maybe<Scalars['String']['output']>;
  size: Scalars['Int']['output'];
  tableFields: Array<TableField>;
  type: DatasourceType;
  updatetime: Scalars['DateTime']['output'];
};

/** What a staged CSV/XLSX sheet holds, with the column types detected (spec §7 upfile, autotypedata). */
export type DatasourceFile = {
  __typename?: 'DatasourceFile';
  /** The staged file's token (spec Filepath): pass it to addDatasource to import its rows. */
  filepath: Scalars['String']['output'];
  headers: Array<Scalars['String']['output']>;
  /** Rows appended to the data source given with the upload. */
  inserted?: Maybe<Scalars['Int']['output']>;
  rows: Scalars['Int']['output'];
  /** The first rows, as objects keyed by header. */
  sample: Array<Scalars['JSON']['output']>;
  /** The sheet described. */
  sheet: Scalars['String']['output'];
  sheets: Array<Scalars['String']['output']>;
  types: Array<TableField>;
};

export type DatasourcePage = {
  __typename?: 'DatasourcePage';
  items: Array<Datasource>;
  total: Scalars['Int']['output'];
};

export type DatasourceRows = {
  __typename?: 'DatasourceRows';
  items: Array<Scalars['JSON']['output']>;
  total: Scalars['Int']['output'];
};

export { DatasourceType };

/** One problem of an app definition: where (dotted path) and what. */
export type DefinitionProblem = {
  __typename?: 'DefinitionProblem';
  message: Scalars['String']['output'];
  path: Scalars['String']['output'];
};

/** spec §7 process/doudian/auth/authorize: a self-use shop's token (token.create, authorization_self). */
export type DoudianShopInput = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  accountName: Scalars['String']['input'];
  appKey: Scalars['String']['input'];
  appSecret: Scalars['String']['input'];
  shopId: Scalars['String']['input'];
};

/** Durations of the finished runs of a view, in milliseconds (exact percentiles over the runs). */
export type DurationPercentiles = {
  __typename?: 'DurationPercentiles';
  avgMs?: Maybe<Scalars['Float']['output']>;
  count: Scalars['Int']['output'];
  maxMs?: Maybe<Scalars['Int']['output']>;
  p50Ms?: Maybe<Scalars['Float']['output']>;
  p95Ms?: Maybe<Scalars['Float']['output']>;
  p99Ms?: Maybe<Scalars['Float']['output']>;
};

/** spec §7 ip_white_list: the addresses outbound calls leave from. */
export type EgressAddresses = {
  __typename?: 'EgressAddresses';
  ips: Array<Scalars['String']['output']>;
  note: Scalars['String']['output'];
  /** ENV: HUILIU_EGRESS_IPS; INTERFACES: the host's own non-internal addresses (behind NAT the real one may differ). */
  source: Scalars['String']['output'];
};

/** spec §7 process/app ip/white: the addresses the platform calls third parties from, for their allow-lists. */
export type EgressIps = {
  __typename?: 'EgressIps';
  ips: Array<Scalars['String']['output']>;
  /** Why the list is empty, when it is. */
  note?: Maybe<Scalars['String']['output']>;
};

/** The partner origins of an embedded page configuration: the only pages that may frame it and talk to it. */
export type EmbedPolicy = {
  __typename?: 'EmbedPolicy';
  cfgId: Scalars['ID']['output'];
  domains: Array<Scalars['String']['output']>;
};

/**
 * The embedded UI's session (REST login_info): who is signed in, in which company, and the page configuration that says
 * what the UI shows.
 */
export type EmbedSession = {
  __typename?: 'EmbedSession';
  companyId: Scalars['ID']['output'];
  companyName: Scalars['String']['output'];
  corpId: Scalars['String']['output'];
  /** The partner origin the user token was issued for (the iframe's parent); null when none was named. */
  domain?: Maybe<Scalars['String']['output']>;
  expiresAt: Scalars['DateTime']['output'];
  page: SdkPageConfig;
  userId: Scalars['ID']['output'];
  userName: Scalars['String']['output'];
};

export type FailingApp = {
  __typename?: 'FailingApp';
  /** The app from the catalogue (null for one it does not know), through the app loader. */
  app?: Maybe<App>;
  appId: Scalars['ID']['output'];
  /** Failed executions of the app's steps. */
  failedSteps: Scalars['Int']['output'];
  /** Runs in which one of its steps failed. */
  runs: Scalars['Int']['output'];
};

export type FailingPipeline = {
  __typename?: 'FailingPipeline';
  failed: Scalars['Int']['output'];
  lastFailedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The pipeline now (null once deleted), through the pipeline loader. */
  pipeline?: Maybe<Pipeline>;
  processId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

export { FeatureEncoding };

/**
 * One field of the step's action and what is mapped into it. The value's shape is the app's: template text
 * (`{{N.path}}`), a number, a key/value map.
 */
export type FieldMapping = {
  __typename?: 'FieldMapping';
  key: Scalars['String']['output'];
  value?: Maybe<Scalars['JSON']['output']>;
};

export type FieldMappingInput = {
  key: Scalars['String']['input'];
  value?: InputMaybe<Scalars['JSON']['input']>;
};

/** spec §7 process/app match: an earlier step's sample key suggested for a field of a step. */
export type FieldMatch = {
  __typename?: 'FieldMatch';
  field: Scalars['String']['output'];
  key: Scalars['String']['output'];
  /** exact (same key or label) or fuzzy (one contains the other). */
  quality: Scalars['String']['output'];
  /** What to map into the field: {{N.key}}. */
  reference: Scalars['String']['output'];
  stepNumber: Scalars['Int']['output'];
  stepUuid: Scalars['String']['output'];
};

/** A mapping for one empty field of a step (REST get_fields_suggestion). */
export type FieldSuggestion = {
  __typename?: 'FieldSuggestion';
  /** 0–1. */
  confidence: Scalars['Float']['output'];
  field: Scalars['String']['output'];
  path: Scalars['String']['output'];
  reason: Scalars['String']['output'];
  /** What to put into the field: {{N.path}}. */
  reference: Scalars['String']['output'];
  stepNumber: Scalars['Int']['output'];
};

export type FieldSuggestionInput = {
  lang?: InputMaybe<AiLang>;
  /** The step whose empty fields to map. */
  stepUuid: Scalars['String']['input'];
  /** The pipeline's steps as the editor holds them (unsaved too): the earlier steps' samples are read from them. */
  steps: Array<StepInput>;
};

export type FieldSuggestions = {
  __typename?: 'FieldSuggestions';
  engine: AiEngine;
  fallback?: Maybe<AiFallback>;
  items: Array<FieldSuggestion>;
};

export { FieldType };

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

export type FlattenedKey = {
  __typename?: 'FlattenedKey';
  key: Scalars['String']['output'];
  value?: Maybe<Scalars['JSON']['output']>;
};

export type FlattenedKeyPage = {
  __typename?: 'FlattenedKeyPage';
  items: Array<FlattenedKey>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A step worth adding next (REST get_flow_suggestion), best first. */
export type FlowSuggestion = {
  __typename?: 'FlowSuggestion';
  actionId: Scalars['String']['output'];
  actionName: Scalars['String']['output'];
  actionNameEn: Scalars['String']['output'];
  /** The app from the catalogue (batched). */
  app?: Maybe<App>;
  appId: Scalars['ID']['output'];
  appName: Scalars['String']['output'];
  appNameEn: Scalars['String']['output'];
  rank: Scalars['Int']['output'];
  reason: Scalars['String']['output'];
};

export type FlowSuggestions = {
  __typename?: 'FlowSuggestions';
  engine: AiEngine;
  fallback?: Maybe<AiFallback>;
  items: Array<FlowSuggestion>;
};

export type GeneratePipelineDraftInput = {
  /** Also save the draft as a new pipeline (off). */
  create?: InputMaybe<Scalars['Boolean']['input']>;
  /** What the pipeline should do, in Chinese (or English), at most 2000 characters. */
  description: Scalars['String']['input'];
  lang?: InputMaybe<AiLang>;
  /** The new pipeline's title; default the draft's. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** An invite link as the company's admins see it; its token is shown once, when it is made, and never stored. */
export type Invite = {
  __typename?: 'Invite';
  acceptedBy?: Maybe<User>;
  builtinRole?: Maybe<BuiltinRole>;
  createdAt: Scalars['DateTime']['output'];
  /** Only this address may register through the link; null: whoever has it. */
  email?: Maybe<Scalars['String']['output']>;
  expiresAt: Scalars['DateTime']['output'];
  inviteId: Scalars['ID']['output'];
  inviter?: Maybe<User>;
  role: Scalars['String']['output'];
  roleName: Scalars['String']['output'];
  status: InviteStatus;
  usedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** What an invite link offers, for anyone holding it (GET /main/company/checkurl). */
export type InviteLink = {
  __typename?: 'InviteLink';
  builtinRole?: Maybe<BuiltinRole>;
  companyName: Scalars['String']['output'];
  /** The address the invite is bound to; registration must use it. */
  email?: Maybe<Scalars['String']['output']>;
  expiresAt: Scalars['DateTime']['output'];
  role: Scalars['String']['output'];
  roleName: Scalars['String']['output'];
  status: InviteStatus;
  usable: Scalars['Boolean']['output'];
};

export type InvitePage = {
  __typename?: 'InvitePage';
  items: Array<Invite>;
  total: Scalars['Int']['output'];
};

export { InviteStatus };

/** How a 金数据 account is added (REST GET jinshuju/auth): API Key and Secret only; `oauthNote` says why not OAuth. */
export type JinshujuAuthInfo = {
  __typename?: 'JinshujuAuthInfo';
  /** The account asked for (accountId), secrets masked. */
  account?: Maybe<AppAccount>;
  /** core AuthType of the methods offered ('basic': API Key as user, API Secret as password). */
  methods: Array<Scalars['String']['output']>;
  oauthNote: Scalars['String']['output'];
  oauthSupported: Scalars['Boolean']['output'];
};

/**
 * A 金数据 account's keys (REST POST jinshuju/auth): with `accountId` that account is authorised anew, and a secret
 * left as '******' keeps the saved one; `code` (金数据 OAuth) is refused.
 */
export type JinshujuAuthInput = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  accountName?: InputMaybe<Scalars['String']['input']>;
  apiKey?: InputMaybe<Scalars['String']['input']>;
  apiSecret?: InputMaybe<Scalars['String']['input']>;
  baseUrl?: InputMaybe<Scalars['String']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
};

/** A choice of a choice field: `name` is shown, `value` (its code) is stored. */
export type JinshujuChoice = {
  __typename?: 'JinshujuChoice';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** The entry 金数据 created (REST jinshuju/add). */
export type JinshujuEntryAdded = {
  __typename?: 'JinshujuEntryAdded';
  entry?: Maybe<Scalars['JSON']['output']>;
  formName: Scalars['String']['output'];
  formToken: Scalars['String']['output'];
};

/** A field of a form: the api code (`field_3`) is the key entries use; the label is the form author's (Chinese). */
export type JinshujuField = {
  __typename?: 'JinshujuField';
  apiCode: Scalars['String']['output'];
  choices: Array<JinshujuChoice>;
  label: Scalars['String']['output'];
  required: Scalars['Boolean']['output'];
  type: Scalars['String']['output'];
};

/** A form with its fields (REST form/detail) and the pipelines it triggers. */
export type JinshujuForm = {
  __typename?: 'JinshujuForm';
  description: Scalars['String']['output'];
  fields: Array<JinshujuField>;
  formToken: Scalars['String']['output'];
  jsjId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  pipelines: Array<JinshujuFormPipeline>;
  /** The form's data push URL as 金数据 holds it now; null when not set. */
  pushUrl?: Maybe<Scalars['String']['output']>;
};

/** One page (50) of an account's forms; `next` is 金数据's cursor of the following page, null on the last. */
export type JinshujuFormPage = {
  __typename?: 'JinshujuFormPage';
  items: Array<JinshujuFormSummary>;
  next?: Maybe<Scalars['String']['output']>;
  total: Scalars['Int']['output'];
};

/** A pipeline triggered by the form (「新表单数据」), and the address the form's data push should be set to. */
export type JinshujuFormPipeline = {
  __typename?: 'JinshujuFormPipeline';
  pipeline?: Maybe<Pipeline>;
  processId: Scalars['ID']['output'];
  pushUrl: Scalars['String']['output'];
  status: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

/** A form of a 金数据 account (REST form/select). */
export type JinshujuFormSummary = {
  __typename?: 'JinshujuFormSummary';
  createdAt?: Maybe<Scalars['String']['output']>;
  creatorName?: Maybe<Scalars['String']['output']>;
  formToken: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** The form's data push now points at the pipeline's push address. */
export type JinshujuPushConnected = {
  __typename?: 'JinshujuPushConnected';
  formToken: Scalars['String']['output'];
  processId: Scalars['ID']['output'];
  pushUrl: Scalars['String']['output'];
};

/** A search's words widened to the built-in apps and actions they name (REST GET /v1/api/data/expand). */
export type KeywordExpansion = {
  __typename?: 'KeywordExpansion';
  /** The terms plus the names of the matched apps and actions. */
  keywords: Array<Scalars['String']['output']>;
  matches: Array<KeywordMatch>;
  terms: Array<Scalars['String']['output']>;
};

export type KeywordMatch = {
  __typename?: 'KeywordMatch';
  actionId: Scalars['String']['output'];
  actionName: Scalars['String']['output'];
  appId: Scalars['String']['output'];
  appName: Scalars['String']['output'];
};

/** A flow built by the legacy calls (spec §3 Legacy flow): the pipeline's id under its old name and its steps' apps. */
export type LegacyFlow = {
  __typename?: 'LegacyFlow';
  appsId: Array<Scalars['ID']['output']>;
  /** The trigger's action; null before addflowstep2. */
  apptype?: Maybe<Scalars['String']['output']>;
  flowid: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The ordinary pipeline it is. */
  pipeline?: Maybe<Pipeline>;
  stepCount: Scalars['Int']['output'];
};

/**
 * A legacy step: `appsId` the app, `apptype` its action, `condition` the step's settings (field → value; `{{1.key}}`
 * maps the trigger's data), `name` the step's title, `accountId` the company's account of the app.
 */
export type LegacyStepInput = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  appsId: Scalars['ID']['input'];
  apptype: Scalars['String']['input'];
  condition?: InputMaybe<Scalars['JSON']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type LoopRunCount = {
  __typename?: 'LoopRunCount';
  count: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  success: Scalars['Int']['output'];
};

/** The loop app's settings: the list to walk (a template) and how many items at most. */
export type LoopSettings = {
  __typename?: 'LoopSettings';
  items?: Maybe<Scalars['String']['output']>;
  maxItems?: Maybe<Scalars['Int']['output']>;
};

export type LoopSettingsInput = {
  items?: InputMaybe<Scalars['String']['input']>;
  maxItems?: InputMaybe<Scalars['Int']['input']>;
};

/** spec §7 meituan/account/add/confirm: proven with a signed 美团 poi/getids. */
export type MeituanAccountInput = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  accountName: Scalars['String']['input'];
  appId: Scalars['String']['input'];
  appSecret: Scalars['String']['input'];
};

export type MemberFilter = {
  disabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Matches the name or the email. */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** A role key: built-in or a custom role's id. */
  role?: InputMaybe<Scalars['String']['input']>;
};

export type ModelFeature = {
  __typename?: 'ModelFeature';
  columns: Scalars['Int']['output'];
  encoding: FeatureEncoding;
  name: Scalars['String']['output'];
  type: FieldType;
};

/** A pipeline whose 预测 step uses the model (spec "flows status"). */
export type ModelFlow = {
  __typename?: 'ModelFlow';
  processId: Scalars['ID']['output'];
  status: PipelineStatus;
  title: Scalars['String']['output'];
};

export type ModelFlowPage = {
  __typename?: 'ModelFlowPage';
  items: Array<ModelFlow>;
  total: Scalars['Int']['output'];
};

export { ModelMetric };

export { ModelTask };

/** One training of a model (spec Tmid). */
export type ModelTraining = {
  __typename?: 'ModelTraining';
  createdAt: Scalars['DateTime']['output'];
  dmid: Scalars['ID']['output'];
  /** Why it failed or was cancelled. */
  error?: Maybe<Scalars['String']['output']>;
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  progress: TrainingProgress;
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  status: TrainingStatus;
  tmid: Scalars['ID']['output'];
  /** The version it became, once it succeeded. */
  version?: Maybe<Scalars['Int']['output']>;
};

/** A training that succeeded, with what it measured on the held-out split against the baseline. */
export type ModelVersion = {
  __typename?: 'ModelVersion';
  /** The majority class's accuracy, or the RMSE of always answering the training mean, on the same rows. */
  baseline: Scalars['Float']['output'];
  betterThanBaseline: Scalars['Boolean']['output'];
  /** The classes (text, numbers or booleans) of a classification, most frequent first. */
  classes?: Maybe<Array<Scalars['JSON']['output']>>;
  dmid: Scalars['ID']['output'];
  durationMs: Scalars['Int']['output'];
  features: Array<ModelFeature>;
  metric: ModelMetric;
  modelBytes: Scalars['Int']['output'];
  predictField: Scalars['String']['output'];
  rowsFilteredOut: Scalars['Int']['output'];
  rowsRead: Scalars['Int']['output'];
  rowsUnlabelled: Scalars['Int']['output'];
  task: ModelTask;
  testRows: Scalars['Int']['output'];
  tmid: Scalars['ID']['output'];
  trainRows: Scalars['Int']['output'];
  trainedAt: Scalars['DateTime']['output'];
  trees: Scalars['Int']['output'];
  value: Scalars['Float']['output'];
  version: Scalars['Int']['output'];
};

export type ModelVersionPage = {
  __typename?: 'ModelVersionPage';
  items: Array<ModelVersion>;
  total: Scalars['Int']['output'];
};

export type MonitorRelation = {
  __typename?: 'MonitorRelation';
  /** The pipeline run when a monitored one fails (through the pipeline loader). */
  errorPipeline?: Maybe<Pipeline>;
  errorProcessId?: Maybe<Scalars['ID']['output']>;
  monitored: Scalars['Boolean']['output'];
  processId: Scalars['ID']['output'];
};

/** spec §3 Events config, company-wide. */
export type MonitorSettings = {
  __typename?: 'MonitorSettings';
  emailNotice: Scalars['Boolean']['output'];
  emails: Array<Scalars['String']['output']>;
  notifiedUsers: Array<User>;
  smsNotice: Scalars['Boolean']['output'];
  status: Scalars['Boolean']['output'];
  webhookUrl?: Maybe<Scalars['String']['output']>;
};

export type MonitorSettingsInput = {
  emailNotice?: InputMaybe<Scalars['Boolean']['input']>;
  emails?: InputMaybe<Array<Scalars['String']['input']>>;
  notifiedUserIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  smsNotice?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Scalars['Boolean']['input']>;
  webhookUrl?: InputMaybe<Scalars['String']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Registers a new person through an invite link into its company and signs them in (the session cookie, as signUp). */
  acceptInvite: AuthPayload;
  /** spec §7 app/account/add: an account from its form (api_key, basic, custom); OAuth 2 goes through authorizeApp. */
  addAppAccount: AppAccount;
  addDatasource: Datasource;
  /** One entry of the form, `fields` by api code (a choice by its label or code). */
  addJinshujuEntry: JinshujuEntryAdded;
  /** Legacy flows, call 1: a new off pipeline titled `name`; with `trigger`, its trigger set at once. */
  addLegacyFlow: LegacyFlow;
  /** Legacy flows, call 3: adds one action at the end of the flow. */
  addLegacyFlowAction: LegacyFlow;
  addMonitor: MonitorRelation;
  /** spec add_account (runs the app's connection test first when it has one). */
  addOpenAppAccount: AddedOpenAppAccount;
  addVariable: Variable;
  /** Starts an OAuth 2 authorisation: the provider's URL with state and PKCE; `accountId` re-authorises one. */
  authorizeApp: AppAuthorization;
  authorizeDoudianShop: AppAccount;
  /**
   * Adds a 金数据 account once 金数据 accepts the keys (4353 otherwise, nothing saved); with `accountId`, authorises
   * that one anew. An OAuth `code` is refused (4354).
   */
  authorizeJinshuju: AppAccount;
  cancelModelTraining: ModelTraining;
  /** Cancels a queued or running run (REST reset). */
  cancelRun: Run;
  checkPipelineVersion: PipelineVersion;
  confirmCorpWechatAccount: AppAccount;
  confirmMeituanAccount: AppAccount;
  /** Points the form's data push (金数据 API) at the pipeline's push address. */
  connectJinshujuPush: JinshujuPushConnected;
  copyPipeline: Pipeline;
  /** A new token; the reply carries it once. Made with a person's session only, never with another token. */
  createApiToken: CreatedApiToken;
  createDataModel: DataModel;
  /** A single-use invite link; its token and link are in this reply only. */
  createInvite: CreatedInvite;
  /** A new private app in beta with a first draft 0.1.0. */
  createOpenApp: OpenApp;
  /** An order of a plan for some months; the amount is the platform's. Open `tradePageUrl` to pay. */
  createOrder: CreatedOrder;
  createPipeline: Pipeline;
  /** A new pipeline from a template, its accounts and asked fields filled (POST /dataprocess/add with template_id). */
  createPipelineFromTemplate: Pipeline;
  createRole: CompanyRole;
  /**
   * spec §7 app/delete ('删除成功'): returns the deleted id. An account that pipelines use is refused (CONFLICT,
   * upstreamCode 4070) unless `confirm` is true; the error's extensions.pipelines names them ({ process_id, title }).
   */
  deleteAppAccount: Scalars['ID']['output'];
  /** Refused (CONFLICT, upstream 4320) while a pipeline uses the model. */
  deleteDataModel: Scalars['ID']['output'];
  deleteDatasource: Scalars['ID']['output'];
  /** spec account_delete; `confirm` deletes an account pipelines use. */
  deleteOpenAppAccount: Scalars['ID']['output'];
  deletePipeline: Scalars['ID']['output'];
  /** Deletes a custom role nobody holds (ROLE_IN_USE names how many do); its pending invites are revoked. */
  deleteRole: Scalars['ID']['output'];
  /** Deletes runs; the number deleted. */
  deleteRuns: Scalars['Int']['output'];
  /** Users created with this page configuration keep their role; their user tokens stop opening it. */
  deleteSdkPageConfig: Scalars['ID']['output'];
  deleteVariable: Scalars['ID']['output'];
  /** Replaces the steps (checked by core's strict parser); changed steps make a new version. */
  editPipelineSteps: Pipeline;
  /** The newest accept's data as the trigger's sample. */
  fetchWebhookSample: TriggerSample;
  /** spec §7: the special custom action goes through the forward path. */
  forwardCustomAction: StepTestResult;
  /** A pipeline draft from a description; `create` also saves it (off) and returns its processId. */
  generatePipelineDraft: AiDraft;
  /** Keep deliveries to the pipeline's webhook as samples for 5 minutes, even while it is off. */
  listenWebhookSample: WebhookListening;
  login: AuthPayload;
  logout: Scalars['Boolean']['output'];
  /** Marks the given notices read, or all of them when noticeIds is omitted; the number marked. */
  markNoticesRead: Scalars['Int']['output'];
  /** One record through a version (default the latest). */
  predictWithModel: Prediction;
  publishOpenAppVersion: OpenApp;
  /**
   * Refreshes an OAuth 2 account's token now (refresh_token grant); the refresh shows in refreshedAt / refreshCount.
   * A provider's refusal marks the account failed and answers an error.
   */
  refreshAppAccount: AppAccount;
  /** spec account_refresh: OAuth 2 refresh now. */
  refreshOpenAppAccount: AppAccount;
  /** The run's fresh status (REST refresh). */
  refreshRun: Run;
  removeMonitor: Scalars['ID']['output'];
  /** spec §7 app/updatename ('修改成功'). */
  renameAppAccount: AppAccount;
  renamePipeline: Pipeline;
  /** A new trade page link for a pending order. */
  repayOrder: TradePage;
  /** The open platform's content replacement: steps checked by core's strict parser, a change is a new version. */
  replacePipelineSteps: Pipeline;
  /** spec §7 process/app not/joint: ask for an app the catalogue does not have. */
  requestApp: AppRequest;
  /** 从失败步骤重试: a new run from the failed step, earlier outputs reused (spec /reruntask). */
  rerunFromFailedStep: Run;
  /** 重新运行: a new run from the start with the same trigger data (spec /reschedule). */
  rescheduleRun: Run;
  reusePipelineVersion: Pipeline;
  /** Stops a token at once (its next request is UNAUTHENTICATED). */
  revokeApiToken: ApiToken;
  rollbackOpenApp: OpenApp;
  /** A new secret, shown once; the old one stops at once. */
  rotateSdkPartnerSecret: SavedSdkPartner;
  /**
   * 立即运行: a real run of the saved pipeline with `data` as trigger data, else the trigger's stored sample.
   * Counted against the plan (3002); refused while the pipeline has problems (4024).
   */
  runPipelineNow: Run;
  saveBillingNotice: BillingNoticeSettings;
  saveMonitorSettings: MonitorSettings;
  /** Saves one event's config (company.manage); PROCESS_ERROR's is the monitor's general settings. */
  saveNoticeEventConfig: NoticeEventConfig;
  /** Creates or replaces a draft; an invalid definition is refused with `extensions.data.problems` (4261), nothing saved. */
  saveOpenAppVersion: OpenAppVersion;
  /** A custom role's permissions, and its name and description when given; built-in roles are fixed. */
  saveRolePermissions: CompanyRole;
  saveSdkPageConfig: SdkPageConfig;
  /**
   * Creates the partner on the first save (the reply carries the secret once), else changes its domains; `disabled`
   * stops every signed call until saved with false.
   */
  saveSdkPartner: SavedSdkPartner;
  setDatasourceTypes: Datasource;
  /** `active: false` revokes an unused invite, `true` opens it again. */
  setInviteStatus: Invite;
  /** New keys for an account, proven with 金数据 before they replace the old ones. */
  setJinshujuKey: AppAccount;
  /** Legacy flows, call 2: sets (or replaces) the flow's trigger. */
  setLegacyFlowTrigger: LegacyFlow;
  setOpenAppState: OpenApp;
  setPipelineFavourite: Pipeline;
  setPipelineStatus: Pipeline;
  /** Sets the fields a step's sample window shows; an empty list shows every field again. */
  setSampleDisplay: SampleDisplay;
  /** The sharer's note to people who use the template (POST /template/tips). */
  setTemplateShareTip: Template;
  /** Disabling stops the person at once (sessions revoked, sign-in refused); enabling lets them sign in again. */
  setUserDisabled: User;
  setUserRole: User;
  /** Share a pipeline as a template (POST /template/create); sets its share status. */
  sharePipeline: Template;
  signUp: AuthPayload;
  /** spec §7 app/connect_test. */
  testAppAccount: AccountTestResult;
  /** spec account_test_by_app. */
  testOpenAppAccount: AccountTestResult;
  /** spec test_actions (the test console): a mutation because `isend` calls the third party for real. */
  testOpenAppAction: ActionTestResult;
  /** Runs one step with earlier outputs or sample data (spec §2 editor: send data). */
  testStep: StepTestResult;
  /** Starts a training job; poll modelTraining for its progress. */
  trainDataModel: ModelTraining;
  /** spec §7 app/update: new auth data; secrets left as '******' keep their saved value. */
  updateAppAccount: AppAccount;
  /** Renames the company or moves it to another time zone (company.manage). */
  updateCompany: Company;
  updateDataModel: DataModel;
  updateDatasource: Datasource;
  updateMonitor: MonitorRelation;
  /** spec account_update. */
  updateOpenAppAccount: AppAccount;
  updatePipeline: Pipeline;
  /** Only the fields given change. */
  updatePipelineSettings: PipelineSettings;
  /** Change or stop sharing (PUT /template/update/{id}). */
  updateTemplate: Template;
  /** Replaces the person's product roles and answers the platform's (spec §4: the client keeps this reply). */
  updateUserProductRoles: UserProductRoles;
  updateVariable: Variable;
  /** A CSV or XLSX file (multipart request, up to 10 MB); with dsid its rows are appended to that source. */
  uploadDatasourceFile: DatasourceFile;
};


export type MutationAcceptInviteArgs = {
  input: AcceptInviteInput;
};


export type MutationAddAppAccountArgs = {
  accountName?: InputMaybe<Scalars['String']['input']>;
  accountType: Scalars['String']['input'];
  appId: Scalars['ID']['input'];
  authData: Scalars['JSON']['input'];
};


export type MutationAddDatasourceArgs = {
  input: AddDatasourceInput;
};


export type MutationAddJinshujuEntryArgs = {
  fields: Scalars['JSON']['input'];
  formToken: Scalars['String']['input'];
  jsjId: Scalars['ID']['input'];
};


export type MutationAddLegacyFlowArgs = {
  name: Scalars['String']['input'];
  trigger?: InputMaybe<LegacyStepInput>;
};


export type MutationAddLegacyFlowActionArgs = {
  flowid: Scalars['ID']['input'];
  step: LegacyStepInput;
};


export type MutationAddMonitorArgs = {
  errorProcessId?: InputMaybe<Scalars['ID']['input']>;
  processId: Scalars['ID']['input'];
};


export type MutationAddOpenAppAccountArgs = {
  accountName?: InputMaybe<Scalars['String']['input']>;
  accountType?: InputMaybe<Scalars['String']['input']>;
  appId: Scalars['ID']['input'];
  authData: Scalars['JSON']['input'];
};


export type MutationAddVariableArgs = {
  input: AddVariableInput;
};


export type MutationAuthorizeAppArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  accountName?: InputMaybe<Scalars['String']['input']>;
  appId: Scalars['ID']['input'];
  authData?: InputMaybe<Scalars['JSON']['input']>;
};


export type MutationAuthorizeDoudianShopArgs = {
  input: DoudianShopInput;
};


export type MutationAuthorizeJinshujuArgs = {
  input: JinshujuAuthInput;
};


export type MutationCancelModelTrainingArgs = {
  tmid: Scalars['ID']['input'];
};


export type MutationCancelRunArgs = {
  logId: Scalars['ID']['input'];
};


export type MutationCheckPipelineVersionArgs = {
  processId: Scalars['ID']['input'];
  steps?: InputMaybe<Array<StepInput>>;
  versionRemark: Scalars['String']['input'];
};


export type MutationConfirmCorpWechatAccountArgs = {
  input: CorpWechatAccountInput;
};


export type MutationConfirmMeituanAccountArgs = {
  input: MeituanAccountInput;
};


export type MutationConnectJinshujuPushArgs = {
  processId: Scalars['ID']['input'];
};


export type MutationCopyPipelineArgs = {
  processId: Scalars['ID']['input'];
};


export type MutationCreateApiTokenArgs = {
  input: CreateApiTokenInput;
};


export type MutationCreateDataModelArgs = {
  input: DataModelInput;
};


export type MutationCreateInviteArgs = {
  input: CreateInviteInput;
};


export type MutationCreateOpenAppArgs = {
  input: CreateOpenAppInput;
};


export type MutationCreateOrderArgs = {
  months: Scalars['Int']['input'];
  productId: Plan;
};


export type MutationCreatePipelineArgs = {
  input: CreatePipelineInput;
};


export type MutationCreatePipelineFromTemplateArgs = {
  input: CreateFromTemplateInput;
};


export type MutationCreateRoleArgs = {
  input: CreateRoleInput;
};


export type MutationDeleteAppAccountArgs = {
  accountId: Scalars['ID']['input'];
  confirm?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDeleteDataModelArgs = {
  dmid: Scalars['ID']['input'];
};


export type MutationDeleteDatasourceArgs = {
  dsid: Scalars['ID']['input'];
};


export type MutationDeleteOpenAppAccountArgs = {
  accountId: Scalars['ID']['input'];
  confirm?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDeletePipelineArgs = {
  processId: Scalars['ID']['input'];
};


export type MutationDeleteRoleArgs = {
  roleId: Scalars['ID']['input'];
};


export type MutationDeleteRunsArgs = {
  logIds: Array<Scalars['ID']['input']>;
};


export type MutationDeleteSdkPageConfigArgs = {
  cfgId: Scalars['ID']['input'];
};


export type MutationDeleteVariableArgs = {
  variableId: Scalars['ID']['input'];
};


export type MutationEditPipelineStepsArgs = {
  processId: Scalars['ID']['input'];
  steps: Array<StepInput>;
  versionRemark?: InputMaybe<Scalars['String']['input']>;
};


export type MutationFetchWebhookSampleArgs = {
  processId: Scalars['ID']['input'];
};


export type MutationForwardCustomActionArgs = {
  input: CustomActionInput;
};


export type MutationGeneratePipelineDraftArgs = {
  input: GeneratePipelineDraftInput;
};


export type MutationListenWebhookSampleArgs = {
  processId: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationMarkNoticesReadArgs = {
  noticeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationPredictWithModelArgs = {
  dmid: Scalars['ID']['input'];
  record: Scalars['JSON']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationPublishOpenAppVersionArgs = {
  appId: Scalars['ID']['input'];
  version: Scalars['String']['input'];
};


export type MutationRefreshAppAccountArgs = {
  accountId: Scalars['ID']['input'];
};


export type MutationRefreshOpenAppAccountArgs = {
  accountId: Scalars['ID']['input'];
};


export type MutationRefreshRunArgs = {
  logId: Scalars['ID']['input'];
};


export type MutationRemoveMonitorArgs = {
  processId: Scalars['ID']['input'];
};


export type MutationRenameAppAccountArgs = {
  accountId: Scalars['ID']['input'];
  accountName: Scalars['String']['input'];
};


export type MutationRenamePipelineArgs = {
  processId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};


export type MutationRepayOrderArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationReplacePipelineStepsArgs = {
  processId: Scalars['ID']['input'];
  steps: Array<StepInput>;
  versionRemark?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRequestAppArgs = {
  appName: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  link?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRerunFromFailedStepArgs = {
  logId: Scalars['ID']['input'];
};


export type MutationRescheduleRunArgs = {
  logId: Scalars['ID']['input'];
};


export type MutationReusePipelineVersionArgs = {
  processId: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
};


export type MutationRevokeApiTokenArgs = {
  tokenId: Scalars['ID']['input'];
};


export type MutationRollbackOpenAppArgs = {
  appId: Scalars['ID']['input'];
  version: Scalars['String']['input'];
};


export type MutationRunPipelineNowArgs = {
  data?: InputMaybe<Scalars['JSON']['input']>;
  processId: Scalars['ID']['input'];
};


export type MutationSaveBillingNoticeArgs = {
  input: BillingNoticeInput;
};


export type MutationSaveMonitorSettingsArgs = {
  input: MonitorSettingsInput;
};


export type MutationSaveNoticeEventConfigArgs = {
  eventType: NoticeEventType;
  input: NoticeEventConfigInput;
};


export type MutationSaveOpenAppVersionArgs = {
  appId: Scalars['ID']['input'];
  definition: Scalars['JSON']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  version: Scalars['String']['input'];
};


export type MutationSaveRolePermissionsArgs = {
  input: SaveRoleInput;
};


export type MutationSaveSdkPageConfigArgs = {
  input: SdkPageConfigInput;
};


export type MutationSaveSdkPartnerArgs = {
  disabled?: InputMaybe<Scalars['Boolean']['input']>;
  domains: Array<Scalars['String']['input']>;
};


export type MutationSetDatasourceTypesArgs = {
  dsid: Scalars['ID']['input'];
  tableFields: Array<TableFieldInput>;
};


export type MutationSetInviteStatusArgs = {
  active: Scalars['Boolean']['input'];
  inviteId: Scalars['ID']['input'];
};


export type MutationSetJinshujuKeyArgs = {
  accountId: Scalars['ID']['input'];
  apiKey: Scalars['String']['input'];
  apiSecret: Scalars['String']['input'];
};


export type MutationSetLegacyFlowTriggerArgs = {
  flowid: Scalars['ID']['input'];
  step: LegacyStepInput;
};


export type MutationSetOpenAppStateArgs = {
  appId: Scalars['ID']['input'];
  state?: InputMaybe<Scalars['Int']['input']>;
  visibility?: InputMaybe<OpenAppVisibility>;
};


export type MutationSetPipelineFavouriteArgs = {
  favourite: Scalars['Boolean']['input'];
  processId: Scalars['ID']['input'];
};


export type MutationSetPipelineStatusArgs = {
  processId: Scalars['ID']['input'];
  status: PipelineStatus;
};


export type MutationSetSampleDisplayArgs = {
  fields: Array<Scalars['String']['input']>;
  processId: Scalars['ID']['input'];
  stepUuid: Scalars['String']['input'];
};


export type MutationSetTemplateShareTipArgs = {
  shareTip: Scalars['String']['input'];
  templateId: Scalars['ID']['input'];
};


export type MutationSetUserDisabledArgs = {
  disabled: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationSetUserRoleArgs = {
  role: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationSharePipelineArgs = {
  input: SharePipelineInput;
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationTestAppAccountArgs = {
  accountId: Scalars['ID']['input'];
};


export type MutationTestOpenAppAccountArgs = {
  accountId: Scalars['ID']['input'];
  appId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationTestOpenAppActionArgs = {
  input: TestOpenAppActionInput;
};


export type MutationTestStepArgs = {
  input: TestStepInput;
};


export type MutationTrainDataModelArgs = {
  dmid: Scalars['ID']['input'];
};


export type MutationUpdateAppAccountArgs = {
  accountId: Scalars['ID']['input'];
  authData: Scalars['JSON']['input'];
};


export type MutationUpdateCompanyArgs = {
  input: UpdateCompanyInput;
};


export type MutationUpdateDataModelArgs = {
  input: UpdateDataModelInput;
};


export type MutationUpdateDatasourceArgs = {
  input: UpdateDatasourceInput;
};


export type MutationUpdateMonitorArgs = {
  input: UpdateMonitorInput;
};


export type MutationUpdateOpenAppAccountArgs = {
  accountId: Scalars['ID']['input'];
  accountName?: InputMaybe<Scalars['String']['input']>;
  authData?: InputMaybe<Scalars['JSON']['input']>;
};


export type MutationUpdatePipelineArgs = {
  input: UpdatePipelineInput;
};


export type MutationUpdatePipelineSettingsArgs = {
  input: PipelineSettingsInput;
};


export type MutationUpdateTemplateArgs = {
  input: UpdateTemplateInput;
  templateId: Scalars['ID']['input'];
};


export type MutationUpdateUserProductRolesArgs = {
  roles: Array<ProductRoleInput>;
  userId: Scalars['ID']['input'];
};


export type MutationUpdateVariableArgs = {
  input: UpdateVariableInput;
};


export type MutationUploadDatasourceFileArgs = {
  dsid?: InputMaybe<Scalars['ID']['input']>;
  file: Scalars['File']['input'];
  sheet?: InputMaybe<Scalars['String']['input']>;
};

/**
 * An in-app notice of one of the company's notice events (a monitored pipeline failed, an account's authorisation
 * failed, the month's runs are used up).
 */
export type Notice = {
  __typename?: 'Notice';
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  kind: NoticeKind;
  logId?: Maybe<Scalars['ID']['output']>;
  noticeId: Scalars['ID']['output'];
  processId?: Maybe<Scalars['ID']['output']>;
  read: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

/** spec §3 Events config of one event type. */
export type NoticeEventConfig = {
  __typename?: 'NoticeEventConfig';
  emailNotice: Scalars['Boolean']['output'];
  eventType: NoticeEventType;
  /**
   * The people named (through the user loader); a person disabled since is still listed, with `disabled`, and is skipped.
   * Nobody named: one in-app notice for the whole company, no email or SMS.
   */
  notifiedUsers: Array<User>;
  smsNotice: Scalars['Boolean']['output'];
  status: Scalars['Boolean']['output'];
  /** Null while the company never saved this event's config. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Any field left out keeps its saved value. */
export type NoticeEventConfigInput = {
  emailNotice?: InputMaybe<Scalars['Boolean']['input']>;
  /** People of the company who are not disabled (else 4250), at most 50. */
  notifiedUserIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  smsNotice?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Scalars['Boolean']['input']>;
};

export type NoticeEventConfigs = {
  __typename?: 'NoticeEventConfigs';
  /** Whether the operator configured mail (SMTP_URL); without it emails are not sent. */
  emailConfigured: Scalars['Boolean']['output'];
  items: Array<NoticeEventConfig>;
  /** Whether the operator configured an SMS gateway (HUILIU_SMS_URL); without it SMS are saved but not sent. */
  smsConfigured: Scalars['Boolean']['output'];
};

export { NoticeEventType };

export { NoticeKind };

export type NoticePage = {
  __typename?: 'NoticePage';
  items: Array<Notice>;
  total: Scalars['Int']['output'];
  /** Unread notices of the signed-in person, whatever the page. */
  unread: Scalars['Int']['output'];
};

/** An account's auth data with every secret as '******', and its auth method's form. */
export type OpenAccountAuth = {
  __typename?: 'OpenAccountAuth';
  accountId: Scalars['ID']['output'];
  accountName: Scalars['String']['output'];
  accountType: Scalars['String']['output'];
  appId: Scalars['ID']['output'];
  authData: Scalars['JSON']['output'];
  fields: Array<AppField>;
};

/** check_action_fields: the action's required field keys and the problems of its definition. */
export type OpenActionCheck = {
  __typename?: 'OpenActionCheck';
  problems: Array<DefinitionProblem>;
  required: Array<Scalars['String']['output']>;
};

/**
 * An app of the open platform as its developer company sees it (ids ≥ 1,000,000, spec §5). Names and icon are the
 * newest version's.
 */
export type OpenApp = {
  __typename?: 'OpenApp';
  /** The app as companies see it (its published version), null while nothing is published or it is offline. */
  app?: Maybe<App>;
  appId: Scalars['ID']['output'];
  classType: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  creator?: Maybe<User>;
  icon: Scalars['String']['output'];
  name: Scalars['String']['output'];
  nameEn: Scalars['String']['output'];
  /** The version pipelines run; null until the first publish. */
  publishedVersion?: Maybe<Scalars['String']['output']>;
  /** 1 online, 2 offline (left out of every list; pipelines already using it keep running), 3 beta. */
  state: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Newest first. */
  versions: Array<OpenAppVersion>;
  visibility: OpenAppVisibility;
};

export type OpenAppAccountCount = {
  __typename?: 'OpenAppAccountCount';
  accountCount: Scalars['Int']['output'];
  app: App;
};

export type OpenAppAccountOn = {
  __typename?: 'OpenAppAccountOn';
  accountOn: Scalars['Boolean']['output'];
  authTypes: Array<Scalars['String']['output']>;
};

/** An action of an open app, with whether its definition hides it from pickers. */
export type OpenAppAction = {
  __typename?: 'OpenAppAction';
  actionId: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  descriptionEn?: Maybe<Scalars['String']['output']>;
  editor: Scalars['String']['output'];
  fields: Array<AppField>;
  hidden: Scalars['Boolean']['output'];
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  nameEn?: Maybe<Scalars['String']['output']>;
  outputSample?: Maybe<Scalars['JSON']['output']>;
  sendsData: Scalars['Boolean']['output'];
};

/** One version of an open app: `definition` is a full app definition (core AppManifest) carrying the app's id. */
export type OpenAppVersion = {
  __typename?: 'OpenAppVersion';
  appId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  creator?: Maybe<User>;
  definition: Scalars['JSON']['output'];
  note: Scalars['String']['output'];
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  status: OpenAppVersionStatus;
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['String']['output'];
};

export { OpenAppVersionStatus };

export { OpenAppVisibility };

export type Order = {
  __typename?: 'Order';
  /** fen, from the price table when the order was made. */
  amount: Scalars['Int']['output'];
  buyer?: Maybe<User>;
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  months: Scalars['Int']['output'];
  orderId: Scalars['ID']['output'];
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  periodEnd?: Maybe<Scalars['DateTime']['output']>;
  periodStart?: Maybe<Scalars['DateTime']['output']>;
  productId: Plan;
  productName: Scalars['String']['output'];
  provider: Scalars['String']['output'];
  status: OrderStatus;
};

export type OrderPage = {
  __typename?: 'OrderPage';
  items: Array<Order>;
  total: Scalars['Int']['output'];
};

export type OrderPayStatus = {
  __typename?: 'OrderPayStatus';
  orderId: Scalars['ID']['output'];
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** The company's plan now. */
  plan: Plan;
  status: OrderStatus;
};

export type OrderStatus =
  | 'cancelled'
  | 'paid'
  | 'pending';

export type PaidApp = {
  __typename?: 'PaidApp';
  appId: Scalars['ID']['output'];
  appName: Scalars['String']['output'];
};

export type PaidAppCheck = {
  __typename?: 'PaidAppCheck';
  allowed: Scalars['Boolean']['output'];
  /** The paid apps among those asked about that the plan does not allow (spec §2 notice 3003). */
  blocked: Array<PaidApp>;
  plan: Plan;
};

export type PaidAppsQuota = {
  __typename?: 'PaidAppsQuota';
  allowed: Scalars['Boolean']['output'];
  /** The company's pipelines that use a paid app. */
  pipelinesUsing: Scalars['Int']['output'];
};

export { Permission };

/** A pipeline (spec §3 Pipeline / process). */
export type Pipeline = {
  __typename?: 'Pipeline';
  apps: Array<AppRef>;
  createChannels?: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Who created it; resolved through a batching loader. */
  creator?: Maybe<User>;
  dataProcess?: Maybe<Scalars['String']['output']>;
  /** The current user's favourite mark (collect_status). */
  favourite: Scalars['Boolean']['output'];
  isDagExist: Scalars['Boolean']['output'];
  processId: Scalars['ID']['output'];
  processType?: Maybe<Scalars['Int']['output']>;
  shareStatus: ShareStatus;
  status: PipelineStatus;
  stepCount: Scalars['Int']['output'];
  /** The steps, flat in numbering order (REST keeps them as the spec's JSON text, `content`). */
  steps: Array<Step>;
  templateId?: Maybe<Scalars['ID']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  versionId?: Maybe<Scalars['ID']['output']>;
  versionRemark?: Maybe<Scalars['String']['output']>;
};

/**
 * What the editor derives from steps it has not saved (REST POST /dataprocess/calculate/content). The renumbered
 * content itself stays REST's: GraphQL steps are already a flat list in numbering order.
 */
export type PipelineCalculation = {
  __typename?: 'PipelineCalculation';
  ok: Scalars['Boolean']['output'];
  problems: Array<PipelineProblem>;
  stepCount: Scalars['Int']['output'];
  /** Action steps one run executes (disabled steps left out, a loop's body counted once). */
  taskCount: Scalars['Int']['output'];
};

export type PipelineCheck = {
  __typename?: 'PipelineCheck';
  ok: Scalars['Boolean']['output'];
  problems: Array<PipelineProblem>;
};

/** One pipeline's step graph as core validates it (spec §7 data/flow/checkdagstatus). */
export type PipelineDagStatus = {
  __typename?: 'PipelineDagStatus';
  /** The pipeline has steps at all (spec §3 isDagExist). */
  isDagExist: Scalars['Boolean']['output'];
  ok: Scalars['Boolean']['output'];
  problems: Array<PipelineProblem>;
  processId: Scalars['ID']['output'];
};

/** spec §3 Pipeline-list filters. */
export type PipelineFilter = {
  appId?: InputMaybe<Scalars['ID']['input']>;
  appName?: InputMaybe<Scalars['String']['input']>;
  createChannels?: InputMaybe<Scalars['Int']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  favourite?: InputMaybe<Scalars['Boolean']['input']>;
  keyword?: InputMaybe<Scalars['String']['input']>;
  shareStatus?: InputMaybe<ShareStatus>;
  /** Newest created first when omitted. */
  sort?: InputMaybe<PipelineSort>;
  /** YYYY-MM-DD, inclusive, company time zone. */
  startDate?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<PipelineStatus>;
};

export { PipelineOnError };

export type PipelinePage = {
  __typename?: 'PipelinePage';
  items: Array<Pipeline>;
  total: Scalars['Int']['output'];
};

export type PipelineProblem = {
  __typename?: 'PipelineProblem';
  code: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  stepUuid?: Maybe<Scalars['String']['output']>;
};

export type PipelineRunStats = {
  __typename?: 'PipelineRunStats';
  failed: Scalars['Int']['output'];
  filtered: Scalars['Int']['output'];
  processId: Scalars['ID']['output'];
  success: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

/**
 * A pipeline's settings (REST /v1/api/process/settings/edit): the error addition every step without its own
 * applies — retries of a retryable failure, the first wait (doubled each retry), and whether the run goes on.
 */
export type PipelineSettings = {
  __typename?: 'PipelineSettings';
  backoffMs: Scalars['Int']['output'];
  onError: PipelineOnError;
  processId: Scalars['ID']['output'];
  retries: Scalars['Int']['output'];
};

export type PipelineSettingsInput = {
  /** 10–60000 ms. */
  backoffMs?: InputMaybe<Scalars['Int']['input']>;
  onError?: InputMaybe<PipelineOnError>;
  processId: Scalars['ID']['input'];
  /** 0–10. */
  retries?: InputMaybe<Scalars['Int']['input']>;
};

export { PipelineSort };

export { PipelineStatus };

export type PipelineVersion = {
  __typename?: 'PipelineVersion';
  createdAt: Scalars['DateTime']['output'];
  creator?: Maybe<User>;
  isCurrent: Scalars['Boolean']['output'];
  processId: Scalars['ID']['output'];
  versionId: Scalars['ID']['output'];
  versionNo: Scalars['Int']['output'];
  versionRemark?: Maybe<Scalars['String']['output']>;
};

export type PipelineVersionPage = {
  __typename?: 'PipelineVersionPage';
  items: Array<PipelineVersion>;
  total: Scalars['Int']['output'];
};

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

export type PlanLimits = {
  __typename?: 'PlanLimits';
  maxEnabledPipelines: Scalars['Int']['output'];
  maxRunsPerMonth: Scalars['Int']['output'];
  maxStepsPerPipeline: Scalars['Int']['output'];
  paidApps: Scalars['Boolean']['output'];
};

export type Prediction = {
  __typename?: 'Prediction';
  /** 0–1: the share of trees voting for it (classification) or within one held-out RMSE of it (regression). */
  confidence: Scalars['Float']['output'];
  dmid: Scalars['ID']['output'];
  /** Features the record lacked, filled with their training median (text: "other"). */
  imputed: Array<Scalars['String']['output']>;
  /** A class as the data source stores it (text, number, boolean) or an amount. */
  prediction: Scalars['JSON']['output'];
  task: ModelTask;
  tmid: Scalars['ID']['output'];
  version: Scalars['Int']['output'];
};

/** A plan as sold (spec §2 product pricing). Prices are in fen (1/100 yuan). */
export type Product = {
  __typename?: 'Product';
  adds: Array<PlanFeature>;
  limits: PlanLimits;
  name: Scalars['String']['output'];
  priceMonthly: Scalars['Int']['output'];
  priceYearly: Scalars['Int']['output'];
  productId: Plan;
  rank: Scalars['Int']['output'];
};

/** A person's role in one product (spec §7 product-roles); one product today, 汇流 (`huiliu`). */
export type ProductRole = {
  __typename?: 'ProductRole';
  builtinRole?: Maybe<BuiltinRole>;
  product: Scalars['String']['output'];
  productName: Scalars['String']['output'];
  role: Scalars['String']['output'];
  roleName: Scalars['String']['output'];
};

export type ProductRoleInput = {
  product: Scalars['String']['input'];
  role: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** spec §7 process/app nfiled: the fields of an app's action, with their dynamic flags. */
  actionFields: Array<AppField>;
  /** Calls made with the company's API tokens, newest first (tokens.manage). */
  apiTokenAudit: ApiTokenCallPage;
  /** The roles of the company and which of them the caller may give a token of `userId` (default: the caller). */
  apiTokenRoles: Array<ApiTokenRole>;
  /** My personal tokens; with tokens.manage every token of the company (`mine` narrows to my own). */
  apiTokens: ApiTokenPage;
  app?: Maybe<App>;
  appAccount?: Maybe<AppAccount>;
  /** spec §7 app/list: the company's accounts, of one app or all. */
  appAccounts: AppAccountPage;
  /** spec §7 process/app action: an app's actions; actionType '1' triggers only, '2' actions only (spec §3). */
  appActions: Array<AppAction>;
  /** spec §7 process/app app-class-info: one class and its listed apps (null for an unknown class). */
  appClass?: Maybe<AppClassGroup>;
  /** spec §7 process/app class: the classes with their counts. */
  appClasses: Array<AppClass>;
  /** spec §7 process/app match: suggested mappings for a saved step's empty fields from earlier samples. */
  appFieldMatches: Array<FieldMatch>;
  /** spec §7 app/option: a field's options fetched through the account; `input` holds the fields it depends on. */
  appFieldOptions: Array<AppFieldOption>;
  /** The apps the company asked for (spec §7 not/joint), newest first. */
  appRequests: Array<AppRequest>;
  /** spec §7 process/app model/value: what a trigger or action gives, to map fields from before a real run. */
  appSampleData: AppSampleData;
  /** spec §7 process/app statistics: per app, the company's pipelines and runs that use it. */
  appStatistics: Array<AppUsage>;
  /**
   * The catalogue (spec §7 process/app list): listed apps (state 1 or 3), optionally of one class, triggers or
   * actions only, or matching a keyword.
   */
  apps: Array<App>;
  /** spec §7 process/app app-class: listed apps grouped by class. */
  appsByClass: Array<AppClassGroup>;
  /** The account an OAuth 2 authorisation just saved (/app-auth-callback/success): its token's expiry and refreshes. */
  authorizedAccount?: Maybe<AppAccount>;
  /** The fee ledger, newest first. */
  balanceChanges: BalanceChangePage;
  billingAmounts: BillingAmounts;
  billingNotice: BillingNoticeSettings;
  bills: Array<Bill>;
  /** Problems and counts of unsaved steps; nothing is written. */
  calculatePipeline: PipelineCalculation;
  checkPaidApps: PaidAppCheck;
  checkPipeline: PipelineCheck;
  company: Company;
  companyFee: CompanyFee;
  companyResource: CompanyResource;
  companyRoles: Array<CompanyRole>;
  /** spec §7 process/app company/used: apps the company's pipelines use. */
  companyUsedApps: Array<App>;
  /** spec §7 apps/generate/encryption (inferred): fresh callback secrets. */
  corpWechatCallbackSecrets: CorpWechatCallbackSecrets;
  /** spec §7 app/get_xk_dep: departments (all, or under `id`) through a 企业微信自建应用 account. */
  corpWechatDepartments: Array<CorpWechatDepartment>;
  /** spec §7 app/get_xk_sample; msgtype 'text' (default) or 'markdown'. */
  corpWechatMessageSample: CorpWechatMessageSample;
  /** spec §7 apps/corpwechat/externalcontact/openid. */
  corpWechatOpenid: CorpWechatOpenid;
  /** spec §7 app/get_xk_user: members of one department. */
  corpWechatUsers: Array<CorpWechatUser>;
  dataModel?: Maybe<DataModel>;
  /** spec §7 typedata with dmid: the model's feature fields and their types. */
  dataModelFeatures: Array<TableField>;
  /** The company's data models, newest first; keyword matches the name or the scene. */
  dataModels: DataModelPage;
  datasource?: Maybe<Datasource>;
  datasourceCount: Scalars['Int']['output'];
  datasourceHeaders: Array<Scalars['String']['output']>;
  /** A page of the table's rows. */
  datasourceRows: DatasourceRows;
  datasourceSample: Array<Scalars['JSON']['output']>;
  datasourceTypes: Array<TableField>;
  datasources: DatasourcePage;
  /** Another sheet of an uploaded file, with its column types detected (spec §7 autotypedata). */
  describeDatasourceFile: DatasourceFile;
  /** spec ip_white_list. */
  egressAddresses: EgressAddresses;
  /** spec §7 process/app ip/white. */
  egressIps: EgressIps;
  /** The apps an embedded page offers its user (REST jjy/app): the page's fixed list, or every app the company may use. */
  embedApps: Array<App>;
  /** Public: the partner origins of a page configuration (REST embed_policy); an unknown one is an error. */
  embedPolicy: EmbedPolicy;
  /** The embedded UI's session (a user token sent as `Authorization: Bearer`). */
  embedSession: EmbedSession;
  expandKeywords: KeywordExpansion;
  /** The view's time series and summary as CSV. */
  exportRunAnalytics: CsvExport;
  /** The view's runs as CSV, newest first (at most 50,000). */
  exportRuns: CsvExport;
  /** Mappings for a step's empty mappable fields from the earlier steps' samples. */
  fieldSuggestions: FieldSuggestions;
  /** The next steps worth adding to these steps, or for a description (at least one of them); best first. */
  flowSuggestions: FlowSuggestions;
  /** What a link offers; open without signing in. Null for a token that is no invite. */
  inviteLink?: Maybe<InviteLink>;
  /** The company's invites, newest first. */
  invites: InvitePage;
  /** The company's 金数据 accounts (REST jinshuju/account). */
  jinshujuAccounts: Array<AppAccount>;
  /** How an account is added, and the account asked for; an OAuth `code` is refused (4354). */
  jinshujuAuth: JinshujuAuthInfo;
  /** A form's fields with their labels and the pipelines it triggers; `item` (a field's api code) narrows the fields. */
  jinshujuForm: JinshujuForm;
  /** A page of the account's forms (`jsjId` is the account id). */
  jinshujuForms: JinshujuFormPage;
  loopIterationCount: LoopRunCount;
  loopIterations: RunStepPage;
  /** The signed-in user, or null when not signed in. */
  me?: Maybe<User>;
  /** The company console's member list, in the order people joined, with their last sign-in (members.view). */
  members: UserPage;
  /** Which pipelines use the model. */
  modelFlows: ModelFlowPage;
  modelTraining?: Maybe<ModelTraining>;
  modelVersions: ModelVersionPage;
  monitorRelation: MonitorRelation;
  monitorSettings: MonitorSettings;
  /** Every event type's config, PROCESS_ERROR first. */
  noticeEventConfigs: NoticeEventConfigs;
  notices: NoticePage;
  /** spec get_account_auth: any account of the company, masked. */
  openAccountAuth: OpenAccountAuth;
  /** One of the company's open apps with its versions (developer). */
  openApp: OpenApp;
  /** spec get_account_auth_by_app. */
  openAppAccountAuth: OpenAccountAuth;
  /** spec account_list: the company's accounts of open apps. */
  openAppAccountList: AppAccountPage;
  /** spec accounton. */
  openAppAccountOn: OpenAppAccountOn;
  /** spec get_account_by_app: the company's accounts of an open app. */
  openAppAccounts: Array<AppAccount>;
  /** spec check_action_fields. */
  openAppActionCheck: OpenActionCheck;
  /** spec get_actions_by_app; `hidden` includes hidden actions. */
  openAppActions: Array<OpenAppAction>;
  /** spec get_field_definitions: an action's fields, dynamic options resolved through the account. */
  openAppFieldDefinitions: Array<AppField>;
  /** spec model_data: one field's dynamic options. */
  openAppFieldOptions: Array<AppFieldOption>;
  /** spec flatten: a sample as dotted keys, paged, filtered by keyword. */
  openAppFlatten: FlattenedKeyPage;
  /** spec model_value. */
  openAppSampleData: AppSampleData;
  /** The company's own open apps (developer). */
  openApps: Array<OpenApp>;
  /** spec get_app_by_account: the open apps the company has accounts of. */
  openAppsWithAccounts: Array<OpenAppAccountCount>;
  /** spec alllist: open apps the company may use; `accountOn` only those needing an account. */
  openPlatformApps: Array<App>;
  /** An order's payment status; a pending one is asked of its provider first (POST checkpay/). */
  orderStatus: OrderPayStatus;
  /** The company's orders, newest first. */
  orders: OrderPage;
  pipeline?: Maybe<Pipeline>;
  pipelineCount: Scalars['Int']['output'];
  /** checkPipeline for up to 100 pipelines at once; unknown and foreign ids are left out. */
  pipelineDagStatuses: Array<PipelineDagStatus>;
  /** One pipeline's runs, newest first. */
  pipelineRunLog: RunPage;
  /** Runs per pipeline of the company in a date range (YYYY-MM-DD). */
  pipelineRunStats: Array<PipelineRunStats>;
  pipelineSettings: PipelineSettings;
  /** The pipeline's template, if it was ever shared (GET /template/isExists/{id}). */
  pipelineTemplate?: Maybe<Template>;
  pipelineVersions: PipelineVersionPage;
  pipelines: PipelinePage;
  /** The plans with prices and limits (company console products). */
  products: Array<Product>;
  quotas: Quotas;
  rolePermissions: RolePermissions;
  /** One run with its steps; null for an unknown or another company's run. */
  run?: Maybe<Run>;
  /** Analytics of a view of the run log (issue 16): counts, success rate, duration percentiles, series, top failures. */
  runAnalytics: RunAnalytics;
  /** Pipelines that have runs (the log's pipeline filter). */
  runPipelineOptions: Array<RunPipelineOption>;
  runStatistics: RunStatistics;
  runStatus: RunStatus;
  /** Every recorded execution of one step of a run (loop iterations, branches). */
  runStepExecutions: Array<RunStep>;
  /** Run logs, newest first (spec §2 流程日志; page size 15). */
  runs: RunPage;
  /** What each step's sample window shows; steps never set are absent (they show every field). */
  sampleDisplays: Array<SampleDisplay>;
  /** The companies the partner created, newest first. */
  sdkCompanies: SdkCompanyPage;
  sdkPageConfigs: Array<SdkPageConfig>;
  /** The company's partner settings (developer); null until the first save. */
  sdkPartner?: Maybe<SdkPartner>;
  /** spec §7 search service: apps and actions matching `q` (pinyin and substrings too), of one type or both. */
  searchApps: Array<AppSearchHit>;
  /** What sharing the pipeline would publish (GET /template/tips). */
  sharePreview: SharePreview;
  /** The editor's step catalogue: the built-in apps with their kind and actions. */
  stepCatalogue: Array<StepNode>;
  /** spec §7 process/app check/steps: every step's validation outcomes, with the accounts' states. */
  stepChecks: Array<StepCheck>;
  /** A saved step's sample, the step by uuid or by its number (1 = trigger). */
  stepSampleData: StepSampleData;
  /** One template (GET /template/get/{id}); a LINK template of another company needs its share token. Null when unknown, unshared or not visible. */
  template?: Maybe<Template>;
  /** Counts per category for the same filter without its category (the gallery's tabs). */
  templateCategories: Array<TemplateCategoryCount>;
  /** Who created pipelines from one of the company's templates, newest first. */
  templateUses: TemplateUsePage;
  /** The template gallery (GET /template/list): starters, public templates, the company's own; featured first. */
  templates: TemplatePage;
  /** The trigger's newest sample (webhook accept or schedule tick). */
  triggerSample: TriggerSample;
  userPermissions: UserPermissions;
  userProductRoles: UserProductRoles;
  /**
   * The company's people, newest first (GET /base/users, spec §7 Members): `keyword` matches the name or the email.
   * Email and mobile are null for a reader whose role lacks members.view.
   */
  users: UserPage;
  variableClasses: Array<VariableClass>;
  variableLogs: Array<VariableLog>;
  variables: VariablePage;
  /** The pipeline's webhook address (the key is created on first use). */
  webhook: Webhook;
  webhookAccept?: Maybe<WebhookAccept>;
  webhookAccepts: WebhookAcceptPage;
};


export type QueryActionFieldsArgs = {
  actionId: Scalars['ID']['input'];
  appId: Scalars['ID']['input'];
};


export type QueryApiTokenAuditArgs = {
  filter?: InputMaybe<ApiTokenAuditFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryApiTokenRolesArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryApiTokensArgs = {
  kind?: InputMaybe<ApiTokenKind>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAppArgs = {
  appId: Scalars['ID']['input'];
};


export type QueryAppAccountArgs = {
  accountId: Scalars['ID']['input'];
};


export type QueryAppAccountsArgs = {
  appId?: InputMaybe<Scalars['ID']['input']>;
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAppActionsArgs = {
  actionType?: InputMaybe<Scalars['String']['input']>;
  appId: Scalars['ID']['input'];
};


export type QueryAppClassArgs = {
  classType: Scalars['String']['input'];
};


export type QueryAppFieldMatchesArgs = {
  processId: Scalars['ID']['input'];
  stepUuid: Scalars['String']['input'];
};


export type QueryAppFieldOptionsArgs = {
  accountId: Scalars['ID']['input'];
  actionId: Scalars['ID']['input'];
  appId: Scalars['ID']['input'];
  fieldKey: Scalars['String']['input'];
  input?: InputMaybe<Scalars['JSON']['input']>;
};


export type QueryAppSampleDataArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  actionId: Scalars['ID']['input'];
  appId: Scalars['ID']['input'];
  input?: InputMaybe<Scalars['JSON']['input']>;
  noFlatten?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryAppsArgs = {
  classType?: InputMaybe<Scalars['String']['input']>;
  isTrigger?: InputMaybe<Scalars['Boolean']['input']>;
  keyword?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAuthorizedAccountArgs = {
  accountId: Scalars['ID']['input'];
};


export type QueryBalanceChangesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBillsArgs = {
  months?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCalculatePipelineArgs = {
  steps: Array<StepInput>;
  title?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCheckPaidAppsArgs = {
  appIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  processId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCheckPipelineArgs = {
  processId: Scalars['ID']['input'];
};


export type QueryCorpWechatDepartmentsArgs = {
  accountId: Scalars['ID']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCorpWechatMessageSampleArgs = {
  msgtype?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCorpWechatOpenidArgs = {
  accountId: Scalars['ID']['input'];
  externalUserid: Scalars['String']['input'];
};


export type QueryCorpWechatUsersArgs = {
  accountId: Scalars['ID']['input'];
  departmentId: Scalars['ID']['input'];
};


export type QueryDataModelArgs = {
  dmid: Scalars['ID']['input'];
};


export type QueryDataModelFeaturesArgs = {
  dmid: Scalars['ID']['input'];
};


export type QueryDataModelsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDatasourceArgs = {
  dsid: Scalars['ID']['input'];
};


export type QueryDatasourceCountArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDatasourceHeadersArgs = {
  dsid: Scalars['ID']['input'];
};


export type QueryDatasourceRowsArgs = {
  dsid: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDatasourceSampleArgs = {
  dsid: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDatasourceTypesArgs = {
  dsid: Scalars['ID']['input'];
};


export type QueryDatasourcesArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDescribeDatasourceFileArgs = {
  filepath: Scalars['String']['input'];
  sheet?: InputMaybe<Scalars['String']['input']>;
};


export type QueryEmbedAppsArgs = {
  pageId: Scalars['ID']['input'];
};


export type QueryEmbedPolicyArgs = {
  cfgId: Scalars['ID']['input'];
};


export type QueryExpandKeywordsArgs = {
  keywords: Scalars['String']['input'];
};


export type QueryExportRunAnalyticsArgs = {
  bucket?: InputMaybe<TimeBucket>;
  filter?: InputMaybe<RunFilter>;
};


export type QueryExportRunsArgs = {
  filter?: InputMaybe<RunFilter>;
};


export type QueryFieldSuggestionsArgs = {
  input: FieldSuggestionInput;
};


export type QueryFlowSuggestionsArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  lang?: InputMaybe<AiLang>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  steps?: InputMaybe<Array<StepInput>>;
};


export type QueryInviteLinkArgs = {
  token: Scalars['String']['input'];
};


export type QueryInvitesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<InviteStatus>;
};


export type QueryJinshujuAuthArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
};


export type QueryJinshujuFormArgs = {
  formToken: Scalars['String']['input'];
  item?: InputMaybe<Scalars['String']['input']>;
  jsjId: Scalars['ID']['input'];
};


export type QueryJinshujuFormsArgs = {
  jsjId: Scalars['ID']['input'];
  keyword?: InputMaybe<Scalars['String']['input']>;
  next?: InputMaybe<Scalars['String']['input']>;
};


export type QueryLoopIterationCountArgs = {
  logId: Scalars['ID']['input'];
  stepUuid: Scalars['String']['input'];
};


export type QueryLoopIterationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  logId: Scalars['ID']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  stepUuid: Scalars['String']['input'];
};


export type QueryMembersArgs = {
  filter?: InputMaybe<MemberFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryModelFlowsArgs = {
  dmid: Scalars['ID']['input'];
};


export type QueryModelTrainingArgs = {
  tmid: Scalars['ID']['input'];
};


export type QueryModelVersionsArgs = {
  dmid: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMonitorRelationArgs = {
  processId: Scalars['ID']['input'];
};


export type QueryNoticesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryOpenAccountAuthArgs = {
  accountId: Scalars['ID']['input'];
};


export type QueryOpenAppArgs = {
  appId: Scalars['ID']['input'];
};


export type QueryOpenAppAccountAuthArgs = {
  accountId: Scalars['ID']['input'];
  appId: Scalars['ID']['input'];
};


export type QueryOpenAppAccountListArgs = {
  appId?: InputMaybe<Scalars['ID']['input']>;
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOpenAppAccountOnArgs = {
  appId: Scalars['ID']['input'];
};


export type QueryOpenAppAccountsArgs = {
  actionId?: InputMaybe<Scalars['ID']['input']>;
  appId: Scalars['ID']['input'];
};


export type QueryOpenAppActionCheckArgs = {
  actionId: Scalars['ID']['input'];
  appId: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOpenAppActionsArgs = {
  appId: Scalars['ID']['input'];
  hidden?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryOpenAppFieldDefinitionsArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  actionId: Scalars['ID']['input'];
  appId: Scalars['ID']['input'];
  fields?: InputMaybe<Scalars['JSON']['input']>;
};


export type QueryOpenAppFieldOptionsArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  actionId: Scalars['ID']['input'];
  appId: Scalars['ID']['input'];
  fieldKey: Scalars['String']['input'];
  fields?: InputMaybe<Scalars['JSON']['input']>;
};


export type QueryOpenAppFlattenArgs = {
  actionId: Scalars['ID']['input'];
  appId: Scalars['ID']['input'];
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sampleData?: InputMaybe<Scalars['JSON']['input']>;
};


export type QueryOpenAppSampleDataArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  actionId: Scalars['ID']['input'];
  appId: Scalars['ID']['input'];
  fields?: InputMaybe<Scalars['JSON']['input']>;
  noFlatten?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryOpenPlatformAppsArgs = {
  accountOn?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryOrderStatusArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryOrdersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<OrderStatus>;
};


export type QueryPipelineArgs = {
  processId: Scalars['ID']['input'];
};


export type QueryPipelineCountArgs = {
  filter?: InputMaybe<PipelineFilter>;
};


export type QueryPipelineDagStatusesArgs = {
  processIds: Array<Scalars['ID']['input']>;
};


export type QueryPipelineRunLogArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  processId: Scalars['ID']['input'];
};


export type QueryPipelineRunStatsArgs = {
  endDate: Scalars['String']['input'];
  startDate: Scalars['String']['input'];
};


export type QueryPipelineSettingsArgs = {
  processId: Scalars['ID']['input'];
};


export type QueryPipelineTemplateArgs = {
  processId: Scalars['ID']['input'];
};


export type QueryPipelineVersionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  processId: Scalars['ID']['input'];
};


export type QueryPipelinesArgs = {
  filter?: InputMaybe<PipelineFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRolePermissionsArgs = {
  roleId: Scalars['ID']['input'];
};


export type QueryRunArgs = {
  logId: Scalars['ID']['input'];
};


export type QueryRunAnalyticsArgs = {
  filter?: InputMaybe<RunFilter>;
};


export type QueryRunStatisticsArgs = {
  endDate: Scalars['String']['input'];
  processId?: InputMaybe<Scalars['ID']['input']>;
  startDate: Scalars['String']['input'];
};


export type QueryRunStatusArgs = {
  logId: Scalars['ID']['input'];
};


export type QueryRunStepExecutionsArgs = {
  logId: Scalars['ID']['input'];
  stepUuid: Scalars['String']['input'];
};


export type QueryRunsArgs = {
  filter?: InputMaybe<RunFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySampleDisplaysArgs = {
  processId: Scalars['ID']['input'];
};


export type QuerySdkCompaniesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySearchAppsArgs = {
  q: Scalars['String']['input'];
  type?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySharePreviewArgs = {
  processId: Scalars['ID']['input'];
};


export type QueryStepChecksArgs = {
  processId: Scalars['ID']['input'];
};


export type QueryStepSampleDataArgs = {
  processId: Scalars['ID']['input'];
  stepIndex?: InputMaybe<Scalars['Int']['input']>;
  stepUuid?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTemplateArgs = {
  shareToken?: InputMaybe<Scalars['String']['input']>;
  templateId: Scalars['ID']['input'];
};


export type QueryTemplateCategoriesArgs = {
  filter?: InputMaybe<TemplateFilter>;
};


export type QueryTemplateUsesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  templateId: Scalars['ID']['input'];
};


export type QueryTemplatesArgs = {
  filter?: InputMaybe<TemplateFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTriggerSampleArgs = {
  processId: Scalars['ID']['input'];
};


export type QueryUserPermissionsArgs = {
  permission?: InputMaybe<Permission>;
  userId: Scalars['ID']['input'];
};


export type QueryUserProductRolesArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  disabled?: InputMaybe<Scalars['Boolean']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
};


export type QueryVariableLogsArgs = {
  variableId: Scalars['ID']['input'];
};


export type QueryVariablesArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  variableClass?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWebhookArgs = {
  processId: Scalars['ID']['input'];
};


export type QueryWebhookAcceptArgs = {
  acceptId: Scalars['ID']['input'];
};


export type QueryWebhookAcceptsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  processId: Scalars['ID']['input'];
};

export type QuotaUsage = {
  __typename?: 'QuotaUsage';
  limit: Scalars['Int']['output'];
  used: Scalars['Int']['output'];
};

/** Each limit of the company's plan with its use now (spec §1 plan limits). */
export type Quotas = {
  __typename?: 'Quotas';
  enabledPipelines: QuotaUsage;
  /** When the paid period ends and the plan falls back to free; null on free. */
  expirationTime?: Maybe<Scalars['DateTime']['output']>;
  /** used: the steps of the company's largest pipeline. */
  largestPipelineSteps: QuotaUsage;
  month: Scalars['String']['output'];
  monthEnd: Scalars['DateTime']['output'];
  monthStart: Scalars['DateTime']['output'];
  paidApps: PaidAppsQuota;
  plan: Plan;
  planName: Scalars['String']['output'];
  runsThisMonth: QuotaUsage;
  /** The company's zone: the month's runs are counted in it. */
  timeZone: Scalars['String']['output'];
};

/** The third party's reply (the body cut at 64 KB for display). */
export type ReceivedResponse = {
  __typename?: 'ReceivedResponse';
  body?: Maybe<Scalars['JSON']['output']>;
  headers: Scalars['JSON']['output'];
  status: Scalars['Int']['output'];
};

export type RolePermissions = {
  __typename?: 'RolePermissions';
  builtin: Scalars['Boolean']['output'];
  permissions: Array<Permission>;
  roleId: Scalars['ID']['output'];
};

/** One run of a pipeline (spec §2 流程日志). */
export type Run = {
  __typename?: 'Run';
  acceptId?: Maybe<Scalars['ID']['output']>;
  attempt: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  durationMs?: Maybe<Scalars['Int']['output']>;
  error?: Maybe<Scalars['String']['output']>;
  failedStepUuid?: Maybe<Scalars['String']['output']>;
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The steps of the pipeline version the run used, flat in numbering order. */
  flowSteps: Array<Step>;
  logId: Scalars['ID']['output'];
  /** The run this one reran, if any. */
  parentLogId?: Maybe<Scalars['ID']['output']>;
  /** The pipeline now (null once deleted); one batched call for a whole page of runs. */
  pipeline?: Maybe<Pipeline>;
  processId: Scalars['ID']['output'];
  /** The pipeline's title when it ran. */
  processTitle: Scalars['String']['output'];
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  status: RunStatus;
  stepCount: Scalars['Int']['output'];
  /** Every recorded step in order (loop iterations and branches included); one detail call per run. */
  steps: Array<RunStep>;
  /** The data the trigger received. */
  triggerData?: Maybe<Scalars['JSON']['output']>;
  triggerType: RunTrigger;
  versionId?: Maybe<Scalars['ID']['output']>;
};

/**
 * What analysts read of a view of the run log (issue 16): the filters of the list, over a window (default: the last 30
 * days). Computed in SQL; the summary is one platform call, the series and each top list one more when selected.
 */
export type RunAnalytics = {
  __typename?: 'RunAnalytics';
  durations: DurationPercentiles;
  from: Scalars['DateTime']['output'];
  quota: RunQuotaUsage;
  series: Array<RunBucket>;
  /** success / finished runs; null when none finished. */
  successRate?: Maybe<Scalars['Float']['output']>;
  timeZone: Scalars['String']['output'];
  to: Scalars['DateTime']['output'];
  topErrors: Array<RunErrorGroup>;
  topFailingApps: Array<FailingApp>;
  topFailingPipelines: Array<FailingPipeline>;
  totals: RunCounts;
};


/**
 * What analysts read of a view of the run log (issue 16): the filters of the list, over a window (default: the last 30
 * days). Computed in SQL; the summary is one platform call, the series and each top list one more when selected.
 */
export type RunAnalyticsSeriesArgs = {
  bucket?: InputMaybe<TimeBucket>;
};


/**
 * What analysts read of a view of the run log (issue 16): the filters of the list, over a window (default: the last 30
 * days). Computed in SQL; the summary is one platform call, the series and each top list one more when selected.
 */
export type RunAnalyticsTopErrorsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * What analysts read of a view of the run log (issue 16): the filters of the list, over a window (default: the last 30
 * days). Computed in SQL; the summary is one platform call, the series and each top list one more when selected.
 */
export type RunAnalyticsTopFailingAppsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * What analysts read of a view of the run log (issue 16): the filters of the list, over a window (default: the last 30
 * days). Computed in SQL; the summary is one platform call, the series and each top list one more when selected.
 */
export type RunAnalyticsTopFailingPipelinesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** One bar of the time axis: the runs created in [start, next start). */
export type RunBucket = {
  __typename?: 'RunBucket';
  cancelled: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  filtered: Scalars['Int']['output'];
  p50Ms?: Maybe<Scalars['Float']['output']>;
  p95Ms?: Maybe<Scalars['Float']['output']>;
  p99Ms?: Maybe<Scalars['Float']['output']>;
  partial: Scalars['Int']['output'];
  start: Scalars['DateTime']['output'];
  success: Scalars['Int']['output'];
  /** success / finished runs of the bucket; null when none finished. */
  successRate?: Maybe<Scalars['Float']['output']>;
  total: Scalars['Int']['output'];
};

/** Runs by status. */
export type RunCounts = {
  __typename?: 'RunCounts';
  cancelled: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  filtered: Scalars['Int']['output'];
  partial: Scalars['Int']['output'];
  queued: Scalars['Int']['output'];
  running: Scalars['Int']['output'];
  success: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
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

/** Failed runs grouped by their error message. */
export type RunErrorGroup = {
  __typename?: 'RunErrorGroup';
  count: Scalars['Int']['output'];
  /** The newest run that failed with it. */
  lastLogId: Scalars['ID']['output'];
  lastSeenAt: Scalars['DateTime']['output'];
  message: Scalars['String']['output'];
};

export type RunFilter = {
  /** Runs that executed a step of this app (issue 16). */
  appId?: InputMaybe<Scalars['ID']['input']>;
  /** A window read back from now; wins over startDate / endDate. */
  datePreset?: InputMaybe<RunDatePreset>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** Words of the trigger data (or the run's id). */
  keyword?: InputMaybe<Scalars['String']['input']>;
  processId?: InputMaybe<Scalars['ID']['input']>;
  /** YYYY-MM-DD, inclusive, company time zone. */
  startDate?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<RunStatus>;
  triggerType?: InputMaybe<RunTrigger>;
};

export type RunPage = {
  __typename?: 'RunPage';
  items: Array<Run>;
  total: Scalars['Int']['output'];
};

/** A pipeline that has runs (the run log's pipeline filter). */
export type RunPipelineOption = {
  __typename?: 'RunPipelineOption';
  processId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** The month's runs against the plan (spec §1 plan limits; the month of the company's zone). */
export type RunQuotaUsage = {
  __typename?: 'RunQuotaUsage';
  limit: Scalars['Int']['output'];
  month: Scalars['String']['output'];
  plan: Scalars['String']['output'];
  used: Scalars['Int']['output'];
};

export type RunStatistics = {
  __typename?: 'RunStatistics';
  avgDurationMs?: Maybe<Scalars['Int']['output']>;
  byDay: Array<DailyRunStats>;
  failed: Scalars['Int']['output'];
  filtered: Scalars['Int']['output'];
  partial: Scalars['Int']['output'];
  success: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
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

/** One recorded step of a run. */
export type RunStep = {
  __typename?: 'RunStep';
  actionId?: Maybe<Scalars['String']['output']>;
  /** The step's app from the catalogue (batched: one call for a page of runs); null for an app it does not know. */
  app?: Maybe<App>;
  appId: Scalars['ID']['output'];
  appName: Scalars['String']['output'];
  attempts: Scalars['Int']['output'];
  /** The branch (segment key) this step ran in. */
  branch?: Maybe<Scalars['String']['output']>;
  durationMs?: Maybe<Scalars['Int']['output']>;
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  input?: Maybe<Scalars['JSON']['output']>;
  logId: Scalars['ID']['output'];
  /** 0-based loop iteration, when inside a loop. */
  loopIndex?: Maybe<Scalars['Int']['output']>;
  output?: Maybe<Scalars['JSON']['output']>;
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  status: StepStatus;
  /** 1 = the trigger (the `{{N.…}}` numbering). */
  stepNumber: Scalars['Int']['output'];
  stepUuid: Scalars['String']['output'];
  /** The switch step whose branch this is. */
  switchUuid?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type RunStepPage = {
  __typename?: 'RunStepPage';
  items: Array<RunStep>;
  total: Scalars['Int']['output'];
};

/** What started a run. */
export type RunTrigger =
  | 'error'
  | 'manual'
  /** A new item a polling trigger found (issue 11). */
  | 'polling'
  | 'rerun'
  | 'schedule'
  | 'webhook';

/** Which fields of a step's sample the editor's sample window shows (paths as the `{ }` picker names them). */
export type SampleDisplay = {
  __typename?: 'SampleDisplay';
  fields: Array<Scalars['String']['output']>;
  stepUuid: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type SaveRoleInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** A new name, when renaming. */
  name?: InputMaybe<Scalars['String']['input']>;
  permissions: Array<Permission>;
  roleId: Scalars['ID']['input'];
};

/** `secret` is the plain secret, shown this once (creation and rotation); null on a save that created nothing. */
export type SavedSdkPartner = {
  __typename?: 'SavedSdkPartner';
  partner: SdkPartner;
  secret?: Maybe<Scalars['String']['output']>;
};

/** A company created by the partner (create_company); `companyIdentification` is the partner's own name for it. */
export type SdkCompany = {
  __typename?: 'SdkCompany';
  companyId: Scalars['ID']['output'];
  companyIdentification?: Maybe<Scalars['String']['output']>;
  companyName: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  plan: Scalars['String']['output'];
};

export type SdkCompanyPage = {
  __typename?: 'SdkCompanyPage';
  items: Array<SdkCompany>;
  total: Scalars['Int']['output'];
};

/**
 * What an embedded page offers: its screens (pipelines, editor, logs, accounts, templates, variables), a fixed app list
 * (empty: every app the company may use), whether the navigation is hidden, and the role its users work with.
 */
export type SdkPageConfig = {
  __typename?: 'SdkPageConfig';
  appIds: Array<Scalars['ID']['output']>;
  cfgId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  hiddenNav: Scalars['Boolean']['output'];
  /** Where the embedded UI opens (a path inside it, such as /pipelines). */
  landing: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** A built-in role's key or a custom role's id of the partner's company. */
  role: Scalars['String']['output'];
  roleName: Scalars['String']['output'];
  screens: Array<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type SdkPageConfigInput = {
  appIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Absent: a new page configuration. */
  cfgId?: InputMaybe<Scalars['ID']['input']>;
  hiddenNav?: InputMaybe<Scalars['Boolean']['input']>;
  landing?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  role: Scalars['String']['input'];
  screens: Array<Scalars['String']['input']>;
};

/**
 * A partner: a company that embeds 汇流 in its own product and signs its server's calls with its secret. The secret is
 * never here: `saveSdkPartner` (on creation) and `rotateSdkPartnerSecret` show it once.
 */
export type SdkPartner = {
  __typename?: 'SdkPartner';
  companyId: Scalars['ID']['output'];
  /** `hlc_…`: sent as `corp_id` with every signed call. */
  corpId: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<User>;
  /** Set while the partner is disabled: every signed call is refused. */
  disabledAt?: Maybe<Scalars['DateTime']['output']>;
  /** The origins that may frame the embedded UI (frame-ancestors) and exchange messages with it. */
  domains: Array<Scalars['String']['output']>;
  partnerId: Scalars['ID']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** spec §3 Segment: one branch of a switch step. Its steps are listed in the flat step list with its segKey. */
export type Segment = {
  __typename?: 'Segment';
  /** OR of AND groups: the branch is taken when every row of one group holds. */
  conditions?: Maybe<Array<Array<Condition>>>;
  /** The spec's other segment keys (current, confirmed, finished, mounted …), kept for a lossless round trip. */
  extra?: Maybe<Scalars['JSON']['output']>;
  /** The branch taken when no other matches (it has no conditions). */
  isFallback: Scalars['Boolean']['output'];
  segKey: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type SegmentInput = {
  conditions?: InputMaybe<Array<Array<ConditionInput>>>;
  extra?: InputMaybe<Scalars['JSON']['input']>;
  isFallback?: InputMaybe<Scalars['Boolean']['input']>;
  segKey: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

/** The request the test console rendered; every secret of the account is '******'. */
export type SentRequest = {
  __typename?: 'SentRequest';
  body?: Maybe<Scalars['JSON']['output']>;
  /** Header name → value. */
  headers: Scalars['JSON']['output'];
  method: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** Share a pipeline as a template (POST /template/create). Its steps are copied now, accounts removed and secrets masked. */
export type SharePipelineInput = {
  /** Default OTHER on a first share; sharing again keeps the template's. */
  category?: InputMaybe<TemplateCategory>;
  description?: InputMaybe<Scalars['String']['input']>;
  inputs?: InputMaybe<Array<TemplateInputInput>>;
  processId: Scalars['ID']['input'];
  shareTip?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  /** Default LINK on a first share; sharing again keeps the template's. */
  visibility?: InputMaybe<TemplateVisibility>;
};

/** What sharing a pipeline would publish (GET /template/tips): shown in the share dialog before anything is written. */
export type SharePreview = {
  __typename?: 'SharePreview';
  /** Steps whose accounts are removed: whoever uses the template picks their own. */
  accountNeeds: Array<TemplateAccountNeed>;
  /** How many secret values (accounts' authorisation, secret variables) were found in its steps and samples and will be masked. */
  maskedSecrets: Scalars['Int']['output'];
  processId: Scalars['ID']['output'];
  suggestedTitle: Scalars['String']['output'];
  /** The pipeline's template when it is shared already (active or not). */
  template?: Maybe<Template>;
  variableNeeds: Array<Scalars['String']['output']>;
};

export { ShareStatus };

export type SignUpInput = {
  companyName: Scalars['String']['input'];
  email: Scalars['String']['input'];
  mobile?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  uname: Scalars['String']['input'];
};

/** spec §3 App step. */
export type Step = {
  __typename?: 'Step';
  /** The step's account (batched); null when none is chosen or it was deleted. */
  account?: Maybe<AppAccount>;
  accountId?: Maybe<Scalars['ID']['output']>;
  actionId: Scalars['String']['output'];
  actionType: StepActionType;
  /** The step's app from the catalogue (batched); null for an app the platform does not know. */
  app?: Maybe<App>;
  appId: Scalars['ID']['output'];
  /** The filter app's OR-of-AND condition groups. */
  conditions?: Maybe<Array<Array<Condition>>>;
  errorSettings?: Maybe<StepErrorSettings>;
  /** The spec's other step keys (sample previews, request, copy and disable marks), kept for a lossless round trip. */
  extra?: Maybe<Scalars['JSON']['output']>;
  /** The action's fields other than the typed ones above. */
  fields: Array<FieldMapping>;
  loop?: Maybe<LoopSettings>;
  /** The loop step this step runs inside (spec parentLoopUuid). */
  parentLoopUuid?: Maybe<Scalars['ID']['output']>;
  /** The step's sample data (the user's payload). */
  sampleData?: Maybe<Scalars['JSON']['output']>;
  /** The branch of that switch. */
  segKey?: Maybe<Scalars['String']['output']>;
  /** A switch step's branches, in order; empty for other steps. */
  segments: Array<Segment>;
  switchMode?: Maybe<SwitchMode>;
  /** The switch step whose branch holds this step; null at the top level. */
  switchUuid?: Maybe<Scalars['ID']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  triggerType?: Maybe<Scalars['String']['output']>;
  uuid: Scalars['ID']['output'];
};

/** spec §3 action_type: the trigger ('1') or an action ('2'). */
export type StepActionType =
  | 'ACTION'
  | 'TRIGGER';

/** spec §7 process/app check/steps: one saved step's outcomes (none: ready). */
export type StepCheck = {
  __typename?: 'StepCheck';
  actionId: Scalars['String']['output'];
  appId: Scalars['ID']['output'];
  outcomes: Array<StepCheckOutcome>;
  stepNumber: Scalars['Int']['output'];
  uuid: Scalars['ID']['output'];
};

/** spec §4 step validation outcome: noAction, noAccount, accountFailed, sampleMissing, sendFailed or requiredMissing. */
export type StepCheckOutcome = {
  __typename?: 'StepCheckOutcome';
  fields?: Maybe<Array<Scalars['String']['output']>>;
  kind: Scalars['String']['output'];
  message: Scalars['String']['output'];
  severity: Scalars['String']['output'];
};

/** The error addition of a step (absent values take the engine's defaults: 0 retries, 1000 ms, stop). */
export type StepErrorSettings = {
  __typename?: 'StepErrorSettings';
  backoffMs?: Maybe<Scalars['Int']['output']>;
  onError?: Maybe<StepOnError>;
  retries?: Maybe<Scalars['Int']['output']>;
};

export type StepErrorSettingsInput = {
  backoffMs?: InputMaybe<Scalars['Int']['input']>;
  onError?: InputMaybe<StepOnError>;
  retries?: InputMaybe<Scalars['Int']['input']>;
};

export type StepInput = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  actionId: Scalars['String']['input'];
  actionType: StepActionType;
  appId: Scalars['ID']['input'];
  conditions?: InputMaybe<Array<Array<ConditionInput>>>;
  errorSettings?: InputMaybe<StepErrorSettingsInput>;
  extra?: InputMaybe<Scalars['JSON']['input']>;
  fields?: InputMaybe<Array<FieldMappingInput>>;
  loop?: InputMaybe<LoopSettingsInput>;
  parentLoopUuid?: InputMaybe<Scalars['ID']['input']>;
  sampleData?: InputMaybe<Scalars['JSON']['input']>;
  segKey?: InputMaybe<Scalars['String']['input']>;
  segments?: InputMaybe<Array<SegmentInput>>;
  switchMode?: InputMaybe<SwitchMode>;
  switchUuid?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  triggerType?: InputMaybe<Scalars['String']['input']>;
  uuid: Scalars['ID']['input'];
};

/** What kind of step an app makes in the editor. */
export type StepKind =
  | 'action'
  | 'filter'
  | 'loop'
  | 'return'
  | 'switch'
  | 'trigger';

/** One entry of the editor's step catalogue (REST GET /dataprocess/node): a built-in app. */
export type StepNode = {
  __typename?: 'StepNode';
  actions: Array<StepNodeAction>;
  appId: Scalars['String']['output'];
  appName: Scalars['String']['output'];
  i18nKey: Scalars['String']['output'];
  isTrigger: Scalars['Boolean']['output'];
  kind: StepKind;
  paid: Scalars['Boolean']['output'];
};

export type StepNodeAction = {
  __typename?: 'StepNodeAction';
  actionId: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** fields, filter or switch: which editor the step's settings need. */
  editor: Scalars['String']['output'];
  /** zh-CN name (the web shows its own translation). */
  name: Scalars['String']['output'];
};

/** What a step's failure does once its retries are spent. */
export type StepOnError =
  | 'CONTINUE'
  | 'STOP';

/** A saved step's sample as the sample window shows it (REST GET /dataprocess/septdata). */
export type StepSampleData = {
  __typename?: 'StepSampleData';
  actionId: Scalars['String']['output'];
  appId: Scalars['String']['output'];
  /** The send-data test's result, else the fetched sample, else the new sample; null when there is none yet. */
  sample?: Maybe<Scalars['JSON']['output']>;
  stepNumber: Scalars['Int']['output'];
  stepUuid: Scalars['String']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

/** One step's outcome inside a run. */
export type StepStatus =
  | 'failed'
  | 'filtered'
  | 'skipped'
  | 'success';

export type StepTestResult = {
  __typename?: 'StepTestResult';
  durationMs?: Maybe<Scalars['Int']['output']>;
  error?: Maybe<Scalars['String']['output']>;
  /** Custom action forward only (unless noFlatten): the reply body as dotted keys for the field picker. */
  flattenData?: Maybe<Scalars['JSON']['output']>;
  output?: Maybe<Scalars['JSON']['output']>;
  status: StepStatus;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** A run's status changed (queued → running → its outcome); all of the company's runs, or one pipeline's. */
  runUpdated: Run;
};


export type SubscriptionRunUpdatedArgs = {
  processId?: InputMaybe<Scalars['ID']['input']>;
};

/** The switch app's matching: the first branch whose conditions hold, or all of them. */
export type SwitchMode =
  | 'ALL'
  | 'FIRST';

export type TableField = {
  __typename?: 'TableField';
  name: Scalars['String']['output'];
  type: FieldType;
};

export type TableFieldInput = {
  name: Scalars['String']['input'];
  type: FieldType;
};

/** A pipeline template (spec §3 Share/template): steps, mappings and samples, never accounts, secrets or variable values. */
export type Template = {
  __typename?: 'Template';
  accountNeeds: Array<TemplateAccountNeed>;
  /** Open for new copies; false once its sharer stopped sharing (existing copies keep working). */
  active: Scalars['Boolean']['output'];
  apps: Array<AppRef>;
  category: TemplateCategory;
  createdAt: Scalars['DateTime']['output'];
  /** Who shared it (batched); null for starters and for other companies' templates. */
  creator?: Maybe<User>;
  description: Scalars['String']['output'];
  descriptionEn?: Maybe<Scalars['String']['output']>;
  featured: Scalars['Boolean']['output'];
  inputs: Array<TemplateInput>;
  keywords: Array<Scalars['String']['output']>;
  /** The shared pipeline; only for the sharing company. */
  processId?: Maybe<Scalars['ID']['output']>;
  /** The sharer's note to people who use it (spec §3 share_tip). */
  shareTip?: Maybe<Scalars['String']['output']>;
  /** The link's secret part (`/data-pipeline/template-auto?template_id=…&share=…`); only for the sharing company. */
  shareToken?: Maybe<Scalars['String']['output']>;
  source: TemplateSource;
  /** The steps, flat in numbering order, accounts removed. */
  steps: Array<Step>;
  templateId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  /** English twin of a starter's title; null for a company's shared template (the user's own words). */
  titleEn?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Pipelines created from it (every company). */
  useCount: Scalars['Int']['output'];
  /** `{{env.KEY}}` variables its steps read: the company must have them before the first run. */
  variableNeeds: Array<Scalars['String']['output']>;
  visibility: TemplateVisibility;
};

export type TemplateAccountChoice = {
  accountId: Scalars['ID']['input'];
  stepUuid: Scalars['ID']['input'];
};

/** A step of a template that needs the creator's own account. */
export type TemplateAccountNeed = {
  __typename?: 'TemplateAccountNeed';
  actionId: Scalars['String']['output'];
  /** The app from the catalogue (batched). */
  app?: Maybe<App>;
  appId: Scalars['ID']['output'];
  /** `{{N.…}}` numbering: 1 = trigger. */
  stepNumber: Scalars['Int']['output'];
  stepUuid: Scalars['ID']['output'];
};

export { TemplateCategory };

export type TemplateCategoryCount = {
  __typename?: 'TemplateCategoryCount';
  category: TemplateCategory;
  count: Scalars['Int']['output'];
};

export type TemplateFilter = {
  /** Only templates with a step of this app (simplified creation). */
  actionAppId?: InputMaybe<Scalars['ID']['input']>;
  category?: InputMaybe<TemplateCategory>;
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** Only templates this company shared (/pipeline-share "my shares"), active or not. */
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  source?: InputMaybe<TemplateSource>;
  /** Only templates whose trigger is this app (simplified creation). */
  triggerAppId?: InputMaybe<Scalars['ID']['input']>;
};

/** A field the simplified creation asks for: one step's `params` key. */
export type TemplateInput = {
  __typename?: 'TemplateInput';
  help?: Maybe<Scalars['String']['output']>;
  helpEn?: Maybe<Scalars['String']['output']>;
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  labelEn?: Maybe<Scalars['String']['output']>;
  required: Scalars['Boolean']['output'];
  stepUuid: Scalars['ID']['output'];
};

export type TemplateInputInput = {
  help?: InputMaybe<Scalars['String']['input']>;
  key: Scalars['String']['input'];
  label: Scalars['String']['input'];
  required?: InputMaybe<Scalars['Boolean']['input']>;
  stepUuid: Scalars['ID']['input'];
};

export type TemplatePage = {
  __typename?: 'TemplatePage';
  items: Array<Template>;
  total: Scalars['Int']['output'];
};

export { TemplateSource };

/** One pipeline created from a shared template: who used it (spec issue 12 "see who used it"). */
export type TemplateUse = {
  __typename?: 'TemplateUse';
  companyName: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The pipeline's title, when it is in the sharing company; other companies are named, their pipelines not. */
  pipelineTitle?: Maybe<Scalars['String']['output']>;
  processId: Scalars['ID']['output'];
  /** The person, when in the sharing company (batched). */
  user?: Maybe<User>;
};

export type TemplateUsePage = {
  __typename?: 'TemplateUsePage';
  items: Array<TemplateUse>;
  total: Scalars['Int']['output'];
};

export type TemplateValueChoice = {
  key: Scalars['String']['input'];
  stepUuid: Scalars['ID']['input'];
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export { TemplateVisibility };

export type TestOpenAppActionInput = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  actionId: Scalars['ID']['input'];
  appId: Scalars['ID']['input'];
  inputData?: InputMaybe<Scalars['JSON']['input']>;
  /** true sends the request (发送测试); false only renders it (仅预览请求). */
  isend?: InputMaybe<Scalars['Boolean']['input']>;
  processId?: InputMaybe<Scalars['ID']['input']>;
  /** Seconds, 1–30. */
  timeOut?: InputMaybe<Scalars['Int']['input']>;
  /** Test a draft (developers of the app's company only); default: the published version. */
  version?: InputMaybe<Scalars['String']['input']>;
};

export type TestStepInput = {
  processId?: InputMaybe<Scalars['ID']['input']>;
  /** false renders the request without sending it (isend 0). */
  send?: InputMaybe<Scalars['Boolean']['input']>;
  stepUuid: Scalars['String']['input'];
  /** The pipeline's steps; earlier steps' sample data feed the templates. */
  steps: Array<StepInput>;
  triggerData?: InputMaybe<Scalars['JSON']['input']>;
};

/** The width of one bar of the statistics' time axis, in the company's time zone (weeks start on Monday). */
export type TimeBucket =
  | 'day'
  | 'hour'
  | 'week';

/** Where the buyer pays: the provider's trade page (a path of this host for the sandbox provider). */
export type TradePage = {
  __typename?: 'TradePage';
  expiresAt: Scalars['DateTime']['output'];
  orderId: Scalars['ID']['output'];
  tradePageUrl: Scalars['String']['output'];
};

export { TrainingPhase };

export type TrainingProgress = {
  __typename?: 'TrainingProgress';
  phase: TrainingPhase;
  rowsRead: Scalars['Int']['output'];
  rowsTotal: Scalars['Int']['output'];
  treesBuilt: Scalars['Int']['output'];
  treesTotal: Scalars['Int']['output'];
};

export { TrainingStatus };

/** The trigger's newest sample (a webhook accept, or what a schedule's next tick will carry). */
export type TriggerSample = {
  __typename?: 'TriggerSample';
  acceptId?: Maybe<Scalars['ID']['output']>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  sampleData?: Maybe<Scalars['JSON']['output']>;
};

/** Either field may be left out. */
export type UpdateCompanyInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  /** An IANA name such as Asia/Shanghai; offsets such as +08:00 are refused (4251). */
  timeZone?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateDataModelInput = {
  datasourceFilterType?: InputMaybe<Scalars['Int']['input']>;
  datasourceId?: InputMaybe<Scalars['ID']['input']>;
  desc?: InputMaybe<Scalars['String']['input']>;
  dmid: Scalars['ID']['input'];
  feature?: InputMaybe<Array<Scalars['String']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  preFilter?: InputMaybe<Array<Array<ConditionInput>>>;
  predictField?: InputMaybe<Scalars['String']['input']>;
  predictFieldName?: InputMaybe<Scalars['String']['input']>;
  scene?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateDatasourceInput = {
  dsid: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  tableFields?: InputMaybe<Array<TableFieldInput>>;
};

export type UpdateMonitorInput = {
  /** An empty string clears it. */
  errorProcessId?: InputMaybe<Scalars['ID']['input']>;
  monitored?: InputMaybe<Scalars['Boolean']['input']>;
  processId: Scalars['ID']['input'];
};

export type UpdatePipelineInput = {
  dataProcess?: InputMaybe<Scalars['String']['input']>;
  processId: Scalars['ID']['input'];
  steps?: InputMaybe<Array<StepInput>>;
  title?: InputMaybe<Scalars['String']['input']>;
  versionRemark?: InputMaybe<Scalars['String']['input']>;
};

/** PUT /template/update/{id}: only the sharing company's templates. */
export type UpdateTemplateInput = {
  /** false stops new copies (unsharing); true shares again. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  category?: InputMaybe<TemplateCategory>;
  description?: InputMaybe<Scalars['String']['input']>;
  inputs?: InputMaybe<Array<TemplateInputInput>>;
  /** Copy the pipeline's current steps into the template again. */
  refreshSteps?: InputMaybe<Scalars['Boolean']['input']>;
  shareTip?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  visibility?: InputMaybe<TemplateVisibility>;
};

export type UpdateVariableInput = {
  variableClass?: InputMaybe<Scalars['String']['input']>;
  variableId: Scalars['ID']['input'];
  variableName?: InputMaybe<Scalars['String']['input']>;
  variableType?: InputMaybe<VariableType>;
  variableValue?: InputMaybe<Scalars['String']['input']>;
};

/** A person of a company (spec §3 User). */
export type User = {
  __typename?: 'User';
  /** The built-in role, null for a custom role. */
  builtinRole?: Maybe<BuiltinRole>;
  companyId: Scalars['ID']['output'];
  corpName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** A disabled person can no longer sign in; their sessions and API tokens stopped when they were disabled. */
  disabled: Scalars['Boolean']['output'];
  email?: Maybe<Scalars['String']['output']>;
  /** When the person last signed in (issue 13 members): given by `members` only, null elsewhere and for someone who never did. */
  lastLoginAt?: Maybe<Scalars['DateTime']['output']>;
  mobile?: Maybe<Scalars['String']['output']>;
  /**
   * What this session may do (issue 13): given for `me` only, null for everyone else. The platform refuses
   * the rest whatever the client shows.
   */
  permissions?: Maybe<Array<Permission>>;
  /** The person's role: a built-in role's key (owner, admin, editor, viewer) or a custom role's id. */
  role: Scalars['String']['output'];
  /**
   * The role's name as the platform gives it: Chinese for a built-in role (the web words those by `builtinRole`),
   * the company's own name for a custom one.
   */
  roleName: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
  uname: Scalars['String']['output'];
  userid: Scalars['ID']['output'];
};

export type UserPage = {
  __typename?: 'UserPage';
  items: Array<User>;
  total: Scalars['Int']['output'];
};

/** What a person may do now (spec §6 check user permissions): nothing while disabled. */
export type UserPermissions = {
  __typename?: 'UserPermissions';
  /** Whether they may do the permission asked about; null when none was asked. */
  allowed?: Maybe<Scalars['Boolean']['output']>;
  disabled: Scalars['Boolean']['output'];
  permissions: Array<Permission>;
  role: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

export type UserProductRoles = {
  __typename?: 'UserProductRoles';
  roles: Array<ProductRole>;
  user?: Maybe<User>;
  userId: Scalars['ID']['output'];
};

export type Variable = {
  __typename?: 'Variable';
  createdAt: Scalars['DateTime']['output'];
  updatedAt: Scalars['DateTime']['output'];
  variableClass: Scalars['String']['output'];
  variableId: Scalars['ID']['output'];
  variableKey: Scalars['String']['output'];
  variableName: Scalars['String']['output'];
  variableType: VariableType;
  /** Secret values arrive masked ('******'). */
  variableValue: Scalars['String']['output'];
};

/** What a variable log entry records (lower case, exactly as the platform sends it, like VariableType). */
export type VariableAction =
  | 'add'
  | 'delete'
  | 'update';

export type VariableClass = {
  __typename?: 'VariableClass';
  count: Scalars['Int']['output'];
  variableClass: Scalars['String']['output'];
};

export type VariableLog = {
  __typename?: 'VariableLog';
  action: VariableAction;
  createdAt: Scalars['DateTime']['output'];
  newValue?: Maybe<Scalars['String']['output']>;
  oldValue?: Maybe<Scalars['String']['output']>;
  user?: Maybe<User>;
};

export type VariablePage = {
  __typename?: 'VariablePage';
  items: Array<Variable>;
  total: Scalars['Int']['output'];
};

export type VariableType =
  | 'number'
  | 'secret'
  | 'text';

export type Webhook = {
  __typename?: 'Webhook';
  acceptPath: Scalars['String']['output'];
  key: Scalars['String']['output'];
  /** Absolute: the public origin this request came through + the accept path. */
  url: Scalars['String']['output'];
};

export type WebhookAccept = {
  __typename?: 'WebhookAccept';
  acceptData?: Maybe<Scalars['JSON']['output']>;
  acceptId: Scalars['ID']['output'];
  contentType?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Secrets redacted by the platform. */
  headers?: Maybe<Scalars['JSON']['output']>;
  logId?: Maybe<Scalars['ID']['output']>;
  method: Scalars['String']['output'];
  processId: Scalars['ID']['output'];
  query?: Maybe<Scalars['JSON']['output']>;
  size: Scalars['Int']['output'];
};

export type WebhookAcceptPage = {
  __typename?: 'WebhookAcceptPage';
  items: Array<WebhookAccept>;
  total: Scalars['Int']['output'];
};

/** A window in which an off pipeline's webhook keeps deliveries as samples (nothing runs). */
export type WebhookListening = {
  __typename?: 'WebhookListening';
  listeningUntil: Scalars['DateTime']['output'];
  processId: Scalars['ID']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AcceptInviteInput: AcceptInviteInput;
  AccountStatus: AccountStatus;
  AccountTestResult: ResolverTypeWrapper<Omit<AccountTestResult, 'account'> & { account: ResolversTypes['AppAccount'] }>;
  ActionTestError: ResolverTypeWrapper<ActionTestError>;
  ActionTestResult: ResolverTypeWrapper<RestActionTestResult>;
  AddDatasourceInput: AddDatasourceInput;
  AddVariableInput: AddVariableInput;
  AddedOpenAppAccount: ResolverTypeWrapper<RestAddedOpenAppAccount>;
  AiDraft: ResolverTypeWrapper<RestAiDraft>;
  AiDraftProblem: ResolverTypeWrapper<AiDraftProblem>;
  AiEngine: AiEngine;
  AiFallback: ResolverTypeWrapper<AiFallback>;
  AiFallbackReason: AiFallbackReason;
  AiLang: AiLang;
  AiStepExplanation: ResolverTypeWrapper<AiStepExplanation>;
  ApiToken: ResolverTypeWrapper<RestApiToken>;
  ApiTokenAuditFilter: ApiTokenAuditFilter;
  ApiTokenCall: ResolverTypeWrapper<RestApiTokenCall>;
  ApiTokenCallPage: ResolverTypeWrapper<Page<RestApiTokenCall>>;
  ApiTokenKind: ApiTokenKind;
  ApiTokenPage: ResolverTypeWrapper<Page<RestApiToken>>;
  ApiTokenRole: ResolverTypeWrapper<RestApiTokenRole>;
  ApiTokenStatus: ApiTokenStatus;
  App: ResolverTypeWrapper<RestApp>;
  AppAccount: ResolverTypeWrapper<RestAppAccount>;
  AppAccountPage: ResolverTypeWrapper<Page<RestAppAccount>>;
  AppAction: ResolverTypeWrapper<AppAction>;
  AppAuthMethod: ResolverTypeWrapper<AppAuthMethod>;
  AppAuthorization: ResolverTypeWrapper<AppAuthorization>;
  AppClass: ResolverTypeWrapper<AppClass>;
  AppClassGroup: ResolverTypeWrapper<Omit<AppClassGroup, 'apps'> & { apps: Array<ResolversTypes['App']> }>;
  AppField: ResolverTypeWrapper<AppField>;
  AppFieldOption: ResolverTypeWrapper<AppFieldOption>;
  AppRef: ResolverTypeWrapper<Omit<AppRef, 'app'> & { app?: Maybe<ResolversTypes['App']> }>;
  AppRequest: ResolverTypeWrapper<AppRequest>;
  AppSampleData: ResolverTypeWrapper<AppSampleData>;
  AppSearchHit: ResolverTypeWrapper<Omit<AppSearchHit, 'app'> & { app?: Maybe<ResolversTypes['App']> }>;
  AppUsage: ResolverTypeWrapper<Omit<AppUsage, 'app'> & { app?: Maybe<ResolversTypes['App']> }>;
  AuthPayload: ResolverTypeWrapper<RestAuthResult>;
  BalanceChange: ResolverTypeWrapper<RestBalanceChange>;
  BalanceChangeKind: BalanceChangeKind;
  BalanceChangePage: ResolverTypeWrapper<Page<RestBalanceChange>>;
  Bill: ResolverTypeWrapper<RestBill>;
  BillingAmounts: ResolverTypeWrapper<RestBillingAmounts>;
  BillingNoticeInput: BillingNoticeInput;
  BillingNoticeSettings: ResolverTypeWrapper<RestBillingNotice>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BuiltinRole: BuiltinRole;
  Company: ResolverTypeWrapper<RestCompany>;
  CompanyFee: ResolverTypeWrapper<RestCompanyFee>;
  CompanyResource: ResolverTypeWrapper<RestCompanyResource>;
  CompanyRole: ResolverTypeWrapper<RestCompanyRole>;
  Condition: ResolverTypeWrapper<Condition>;
  ConditionInput: ConditionInput;
  CorpWechatAccountInput: CorpWechatAccountInput;
  CorpWechatCallbackSecrets: ResolverTypeWrapper<CorpWechatCallbackSecrets>;
  CorpWechatDepartment: ResolverTypeWrapper<CorpWechatDepartment>;
  CorpWechatMessageSample: ResolverTypeWrapper<CorpWechatMessageSample>;
  CorpWechatOpenid: ResolverTypeWrapper<CorpWechatOpenid>;
  CorpWechatUser: ResolverTypeWrapper<CorpWechatUser>;
  CreateApiTokenInput: CreateApiTokenInput;
  CreateFromTemplateInput: CreateFromTemplateInput;
  CreateInviteInput: CreateInviteInput;
  CreateOpenAppInput: CreateOpenAppInput;
  CreatePipelineInput: CreatePipelineInput;
  CreateRoleInput: CreateRoleInput;
  CreatedApiToken: ResolverTypeWrapper<RestCreatedApiToken>;
  CreatedInvite: ResolverTypeWrapper<RestCreatedInvite>;
  CreatedOrder: ResolverTypeWrapper<RestCreatedOrder>;
  CsvExport: ResolverTypeWrapper<RestCsvExport>;
  CustomActionInput: CustomActionInput;
  DailyRunStats: ResolverTypeWrapper<DailyRunStats>;
  DataModel: ResolverTypeWrapper<RestDataModel>;
  DataModelInput: DataModelInput;
  DataModelPage: ResolverTypeWrapper<Page<RestDataModel>>;
  Datasource: ResolverTypeWrapper<RestDatasource>;
  DatasourceFile: ResolverTypeWrapper<RestDatasourceFile>;
  DatasourcePage: ResolverTypeWrapper<Page<RestDatasource>>;
  DatasourceRows: ResolverTypeWrapper<Page<unknown>>;
  DatasourceType: DatasourceType;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DefinitionProblem: ResolverTypeWrapper<DefinitionProblem>;
  DoudianShopInput: DoudianShopInput;
  DurationPercentiles: ResolverTypeWrapper<RestDurationPercentiles>;
  EgressAddresses: ResolverTypeWrapper<RestEgressAddresses>;
  EgressIps: ResolverTypeWrapper<EgressIps>;
  EmbedPolicy: ResolverTypeWrapper<RestEmbedPolicy>;
  EmbedSession: ResolverTypeWrapper<RestEmbedSession>;
  FailingApp: ResolverTypeWrapper<RestFailingApp>;
  FailingPipeline: ResolverTypeWrapper<RestFailingPipeline>;
  FeatureEncoding: FeatureEncoding;
  FieldMapping: ResolverTypeWrapper<FieldMapping>;
  FieldMappingInput: FieldMappingInput;
  FieldMatch: ResolverTypeWrapper<FieldMatch>;
  FieldSuggestion: ResolverTypeWrapper<FieldSuggestion>;
  FieldSuggestionInput: FieldSuggestionInput;
  FieldSuggestions: ResolverTypeWrapper<RestFieldSuggestions>;
  FieldType: FieldType;
  File: ResolverTypeWrapper<Scalars['File']['output']>;
  FilterOperator: FilterOperator;
  FlattenedKey: ResolverTypeWrapper<FlattenedKey>;
  FlattenedKeyPage: ResolverTypeWrapper<RestFlattenedKeyPage>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FlowSuggestion: ResolverTypeWrapper<RestFlowSuggestion>;
  FlowSuggestions: ResolverTypeWrapper<RestFlowSuggestions>;
  GeneratePipelineDraftInput: GeneratePipelineDraftInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invite: ResolverTypeWrapper<RestInvite>;
  InviteLink: ResolverTypeWrapper<RestInviteLink>;
  InvitePage: ResolverTypeWrapper<Page<RestInvite>>;
  InviteStatus: InviteStatus;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  JinshujuAuthInfo: ResolverTypeWrapper<RestJinshujuAuthInfo>;
  JinshujuAuthInput: JinshujuAuthInput;
  JinshujuChoice: ResolverTypeWrapper<RestJinshujuChoice>;
  JinshujuEntryAdded: ResolverTypeWrapper<RestJinshujuEntryAdded>;
  JinshujuField: ResolverTypeWrapper<RestJinshujuField>;
  JinshujuForm: ResolverTypeWrapper<RestJinshujuForm>;
  JinshujuFormPage: ResolverTypeWrapper<RestJinshujuFormPage>;
  JinshujuFormPipeline: ResolverTypeWrapper<RestJinshujuFormPipeline>;
  JinshujuFormSummary: ResolverTypeWrapper<RestJinshujuFormSummary>;
  JinshujuPushConnected: ResolverTypeWrapper<RestJinshujuPushConnected>;
  KeywordExpansion: ResolverTypeWrapper<RestKeywordExpansion>;
  KeywordMatch: ResolverTypeWrapper<KeywordMatch>;
  LegacyFlow: ResolverTypeWrapper<RestLegacyFlow>;
  LegacyStepInput: LegacyStepInput;
  LoginInput: LoginInput;
  LoopRunCount: ResolverTypeWrapper<LoopRunCount>;
  LoopSettings: ResolverTypeWrapper<LoopSettings>;
  LoopSettingsInput: LoopSettingsInput;
  MeituanAccountInput: MeituanAccountInput;
  MemberFilter: MemberFilter;
  ModelFeature: ResolverTypeWrapper<ModelFeature>;
  ModelFlow: ResolverTypeWrapper<RestModelFlow>;
  ModelFlowPage: ResolverTypeWrapper<Page<RestModelFlow>>;
  ModelMetric: ModelMetric;
  ModelTask: ModelTask;
  ModelTraining: ResolverTypeWrapper<RestModelTraining>;
  ModelVersion: ResolverTypeWrapper<RestModelVersion>;
  ModelVersionPage: ResolverTypeWrapper<Page<RestModelVersion>>;
  MonitorRelation: ResolverTypeWrapper<RestMonitorRelation>;
  MonitorSettings: ResolverTypeWrapper<RestMonitorSettings>;
  MonitorSettingsInput: MonitorSettingsInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notice: ResolverTypeWrapper<RestNotice>;
  NoticeEventConfig: ResolverTypeWrapper<RestNoticeEventConfig>;
  NoticeEventConfigInput: NoticeEventConfigInput;
  NoticeEventConfigs: ResolverTypeWrapper<RestNoticeEventConfigs>;
  NoticeEventType: NoticeEventType;
  NoticeKind: NoticeKind;
  NoticePage: ResolverTypeWrapper<RestNoticePage>;
  OpenAccountAuth: ResolverTypeWrapper<RestOpenAccountAuth>;
  OpenActionCheck: ResolverTypeWrapper<RestOpenActionCheck>;
  OpenApp: ResolverTypeWrapper<RestOpenApp>;
  OpenAppAccountCount: ResolverTypeWrapper<RestOpenAppAccountCount>;
  OpenAppAccountOn: ResolverTypeWrapper<RestOpenAppAccountOn>;
  OpenAppAction: ResolverTypeWrapper<RestOpenAppAction>;
  OpenAppVersion: ResolverTypeWrapper<RestOpenAppVersion>;
  OpenAppVersionStatus: OpenAppVersionStatus;
  OpenAppVisibility: OpenAppVisibility;
  Order: ResolverTypeWrapper<RestOrder>;
  OrderPage: ResolverTypeWrapper<Page<RestOrder>>;
  OrderPayStatus: ResolverTypeWrapper<RestOrderPayStatus>;
  OrderStatus: OrderStatus;
  PaidApp: ResolverTypeWrapper<PaidApp>;
  PaidAppCheck: ResolverTypeWrapper<RestPaidAppCheck>;
  PaidAppsQuota: ResolverTypeWrapper<PaidAppsQuota>;
  Permission: Permission;
  Pipeline: ResolverTypeWrapper<RestPipeline>;
  PipelineCalculation: ResolverTypeWrapper<RestPipelineCalculation>;
  PipelineCheck: ResolverTypeWrapper<RestPipelineCheck>;
  PipelineDagStatus: ResolverTypeWrapper<RestDagStatus>;
  PipelineFilter: PipelineFilter;
  PipelineOnError: PipelineOnError;
  PipelinePage: ResolverTypeWrapper<Page<RestPipeline>>;
  PipelineProblem: ResolverTypeWrapper<PipelineProblem>;
  PipelineRunStats: ResolverTypeWrapper<RestPipelineRunStats>;
  PipelineSettings: ResolverTypeWrapper<RestPipelineSettings>;
  PipelineSettingsInput: PipelineSettingsInput;
  PipelineSort: PipelineSort;
  PipelineStatus: PipelineStatus;
  PipelineVersion: ResolverTypeWrapper<RestPipelineVersion>;
  PipelineVersionPage: ResolverTypeWrapper<Page<RestPipelineVersion>>;
  Plan: Plan;
  PlanFeature: PlanFeature;
  PlanLimits: ResolverTypeWrapper<PlanLimits>;
  Prediction: ResolverTypeWrapper<RestPrediction>;
  Product: ResolverTypeWrapper<RestProduct>;
  ProductRole: ResolverTypeWrapper<RestProductRole>;
  ProductRoleInput: ProductRoleInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuotaUsage: ResolverTypeWrapper<QuotaUsage>;
  Quotas: ResolverTypeWrapper<RestQuotas>;
  ReceivedResponse: ResolverTypeWrapper<ReceivedResponse>;
  RolePermissions: ResolverTypeWrapper<RestRolePermissions>;
  Run: ResolverTypeWrapper<RestRun>;
  RunAnalytics: ResolverTypeWrapper<RestRunAnalytics>;
  RunBucket: ResolverTypeWrapper<RestRunBucket>;
  RunCounts: ResolverTypeWrapper<RunCounts>;
  RunDatePreset: RunDatePreset;
  RunErrorGroup: ResolverTypeWrapper<RestRunErrorGroup>;
  RunFilter: RunFilter;
  RunPage: ResolverTypeWrapper<Page<RestRun>>;
  RunPipelineOption: ResolverTypeWrapper<RestRunPipelineOption>;
  RunQuotaUsage: ResolverTypeWrapper<RunQuotaUsage>;
  RunStatistics: ResolverTypeWrapper<RestRunStatistics>;
  RunStatus: RunStatus;
  RunStep: ResolverTypeWrapper<RestRunStep>;
  RunStepPage: ResolverTypeWrapper<Page<RestRunStep>>;
  RunTrigger: RunTrigger;
  SampleDisplay: ResolverTypeWrapper<RestSampleDisplay>;
  SaveRoleInput: SaveRoleInput;
  SavedSdkPartner: ResolverTypeWrapper<RestSavedSdkPartner>;
  SdkCompany: ResolverTypeWrapper<RestSdkCompany>;
  SdkCompanyPage: ResolverTypeWrapper<Page<RestSdkCompany>>;
  SdkPageConfig: ResolverTypeWrapper<RestSdkPageConfig>;
  SdkPageConfigInput: SdkPageConfigInput;
  SdkPartner: ResolverTypeWrapper<RestSdkPartner>;
  Segment: ResolverTypeWrapper<Segment>;
  SegmentInput: SegmentInput;
  SentRequest: ResolverTypeWrapper<SentRequest>;
  SharePipelineInput: SharePipelineInput;
  SharePreview: ResolverTypeWrapper<RestSharePreview>;
  ShareStatus: ShareStatus;
  SignUpInput: SignUpInput;
  Step: ResolverTypeWrapper<TypedStep>;
  StepActionType: StepActionType;
  StepCheck: ResolverTypeWrapper<StepCheck>;
  StepCheckOutcome: ResolverTypeWrapper<StepCheckOutcome>;
  StepErrorSettings: ResolverTypeWrapper<StepErrorSettings>;
  StepErrorSettingsInput: StepErrorSettingsInput;
  StepInput: StepInput;
  StepKind: StepKind;
  StepNode: ResolverTypeWrapper<RestStepNode>;
  StepNodeAction: ResolverTypeWrapper<RestStepNodeAction>;
  StepOnError: StepOnError;
  StepSampleData: ResolverTypeWrapper<RestStepSampleData>;
  StepStatus: StepStatus;
  StepTestResult: ResolverTypeWrapper<RestStepTest>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SwitchMode: SwitchMode;
  TableField: ResolverTypeWrapper<TableField>;
  TableFieldInput: TableFieldInput;
  Template: ResolverTypeWrapper<RestTemplate>;
  TemplateAccountChoice: TemplateAccountChoice;
  TemplateAccountNeed: ResolverTypeWrapper<RestTemplateAccountNeed>;
  TemplateCategory: TemplateCategory;
  TemplateCategoryCount: ResolverTypeWrapper<RestTemplateCategoryCount>;
  TemplateFilter: TemplateFilter;
  TemplateInput: ResolverTypeWrapper<RestTemplateInput>;
  TemplateInputInput: TemplateInputInput;
  TemplatePage: ResolverTypeWrapper<Page<RestTemplate>>;
  TemplateSource: TemplateSource;
  TemplateUse: ResolverTypeWrapper<RestTemplateUse>;
  TemplateUsePage: ResolverTypeWrapper<Page<RestTemplateUse>>;
  TemplateValueChoice: TemplateValueChoice;
  TemplateVisibility: TemplateVisibility;
  TestOpenAppActionInput: TestOpenAppActionInput;
  TestStepInput: TestStepInput;
  TimeBucket: TimeBucket;
  TradePage: ResolverTypeWrapper<RestTradePage>;
  TrainingPhase: TrainingPhase;
  TrainingProgress: ResolverTypeWrapper<TrainingProgress>;
  TrainingStatus: TrainingStatus;
  TriggerSample: ResolverTypeWrapper<RestTriggerSample>;
  UpdateCompanyInput: UpdateCompanyInput;
  UpdateDataModelInput: UpdateDataModelInput;
  UpdateDatasourceInput: UpdateDatasourceInput;
  UpdateMonitorInput: UpdateMonitorInput;
  UpdatePipelineInput: UpdatePipelineInput;
  UpdateTemplateInput: UpdateTemplateInput;
  UpdateVariableInput: UpdateVariableInput;
  User: ResolverTypeWrapper<RestUser>;
  UserPage: ResolverTypeWrapper<Page<RestUser>>;
  UserPermissions: ResolverTypeWrapper<RestUserPermissions>;
  UserProductRoles: ResolverTypeWrapper<RestUserProductRoles>;
  Variable: ResolverTypeWrapper<RestVariable>;
  VariableAction: VariableAction;
  VariableClass: ResolverTypeWrapper<RestVariableClass>;
  VariableLog: ResolverTypeWrapper<RestVariableLog>;
  VariablePage: ResolverTypeWrapper<Page<RestVariable>>;
  VariableType: VariableType;
  Webhook: ResolverTypeWrapper<RestWebhook>;
  WebhookAccept: ResolverTypeWrapper<RestAccept>;
  WebhookAcceptPage: ResolverTypeWrapper<Page<RestAccept>>;
  WebhookListening: ResolverTypeWrapper<RestWebhookListening>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AcceptInviteInput: AcceptInviteInput;
  AccountTestResult: Omit<AccountTestResult, 'account'> & { account: ResolversParentTypes['AppAccount'] };
  ActionTestError: ActionTestError;
  ActionTestResult: RestActionTestResult;
  AddDatasourceInput: AddDatasourceInput;
  AddVariableInput: AddVariableInput;
  AddedOpenAppAccount: RestAddedOpenAppAccount;
  AiDraft: RestAiDraft;
  AiDraftProblem: AiDraftProblem;
  AiFallback: AiFallback;
  AiStepExplanation: AiStepExplanation;
  ApiToken: RestApiToken;
  ApiTokenAuditFilter: ApiTokenAuditFilter;
  ApiTokenCall: RestApiTokenCall;
  ApiTokenCallPage: Page<RestApiTokenCall>;
  ApiTokenPage: Page<RestApiToken>;
  ApiTokenRole: RestApiTokenRole;
  App: RestApp;
  AppAccount: RestAppAccount;
  AppAccountPage: Page<RestAppAccount>;
  AppAction: AppAction;
  AppAuthMethod: AppAuthMethod;
  AppAuthorization: AppAuthorization;
  AppClass: AppClass;
  AppClassGroup: Omit<AppClassGroup, 'apps'> & { apps: Array<ResolversParentTypes['App']> };
  AppField: AppField;
  AppFieldOption: AppFieldOption;
  AppRef: Omit<AppRef, 'app'> & { app?: Maybe<ResolversParentTypes['App']> };
  AppRequest: AppRequest;
  AppSampleData: AppSampleData;
  AppSearchHit: Omit<AppSearchHit, 'app'> & { app?: Maybe<ResolversParentTypes['App']> };
  AppUsage: Omit<AppUsage, 'app'> & { app?: Maybe<ResolversParentTypes['App']> };
  AuthPayload: RestAuthResult;
  BalanceChange: RestBalanceChange;
  BalanceChangePage: Page<RestBalanceChange>;
  Bill: RestBill;
  BillingAmounts: RestBillingAmounts;
  BillingNoticeInput: BillingNoticeInput;
  BillingNoticeSettings: RestBillingNotice;
  Boolean: Scalars['Boolean']['output'];
  Company: RestCompany;
  CompanyFee: RestCompanyFee;
  CompanyResource: RestCompanyResource;
  CompanyRole: RestCompanyRole;
  Condition: Condition;
  ConditionInput: ConditionInput;
  CorpWechatAccountInput: CorpWechatAccountInput;
  CorpWechatCallbackSecrets: CorpWechatCallbackSecrets;
  CorpWechatDepartment: CorpWechatDepartment;
  CorpWechatMessageSample: CorpWechatMessageSample;
  CorpWechatOpenid: CorpWechatOpenid;
  CorpWechatUser: CorpWechatUser;
  CreateApiTokenInput: CreateApiTokenInput;
  CreateFromTemplateInput: CreateFromTemplateInput;
  CreateInviteInput: CreateInviteInput;
  CreateOpenAppInput: CreateOpenAppInput;
  CreatePipelineInput: CreatePipelineInput;
  CreateRoleInput: CreateRoleInput;
  CreatedApiToken: RestCreatedApiToken;
  CreatedInvite: RestCreatedInvite;
  CreatedOrder: RestCreatedOrder;
  CsvExport: RestCsvExport;
  CustomActionInput: CustomActionInput;
  DailyRunStats: DailyRunStats;
  DataModel: RestDataModel;
  DataModelInput: DataModelInput;
  DataModelPage: Page<RestDataModel>;
  Datasource: RestDatasource;
  DatasourceFile: RestDatasourceFile;
  DatasourcePage: Page<RestDatasource>;
  DatasourceRows: Page<unknown>;
  DateTime: Scalars['DateTime']['output'];
  DefinitionProblem: DefinitionProblem;
  DoudianShopInput: DoudianShopInput;
  DurationPercentiles: RestDurationPercentiles;
  EgressAddresses: RestEgressAddresses;
  EgressIps: EgressIps;
  EmbedPolicy: RestEmbedPolicy;
  EmbedSession: RestEmbedSession;
  FailingApp: RestFailingApp;
  FailingPipeline: RestFailingPipeline;
  FieldMapping: FieldMapping;
  FieldMappingInput: FieldMappingInput;
  FieldMatch: FieldMatch;
  FieldSuggestion: FieldSuggestion;
  FieldSuggestionInput: FieldSuggestionInput;
  FieldSuggestions: RestFieldSuggestions;
  File: Scalars['File']['output'];
  FlattenedKey: FlattenedKey;
  FlattenedKeyPage: RestFlattenedKeyPage;
  Float: Scalars['Float']['output'];
  FlowSuggestion: RestFlowSuggestion;
  FlowSuggestions: RestFlowSuggestions;
  GeneratePipelineDraftInput: GeneratePipelineDraftInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Invite: RestInvite;
  InviteLink: RestInviteLink;
  InvitePage: Page<RestInvite>;
  JSON: Scalars['JSON']['output'];
  JinshujuAuthInfo: RestJinshujuAuthInfo;
  JinshujuAuthInput: JinshujuAuthInput;
  JinshujuChoice: RestJinshujuChoice;
  JinshujuEntryAdded: RestJinshujuEntryAdded;
  JinshujuField: RestJinshujuField;
  JinshujuForm: RestJinshujuForm;
  JinshujuFormPage: RestJinshujuFormPage;
  JinshujuFormPipeline: RestJinshujuFormPipeline;
  JinshujuFormSummary: RestJinshujuFormSummary;
  JinshujuPushConnected: RestJinshujuPushConnected;
  KeywordExpansion: RestKeywordExpansion;
  KeywordMatch: KeywordMatch;
  LegacyFlow: RestLegacyFlow;
  LegacyStepInput: LegacyStepInput;
  LoginInput: LoginInput;
  LoopRunCount: LoopRunCount;
  LoopSettings: LoopSettings;
  LoopSettingsInput: LoopSettingsInput;
  MeituanAccountInput: MeituanAccountInput;
  MemberFilter: MemberFilter;
  ModelFeature: ModelFeature;
  ModelFlow: RestModelFlow;
  ModelFlowPage: Page<RestModelFlow>;
  ModelTraining: RestModelTraining;
  ModelVersion: RestModelVersion;
  ModelVersionPage: Page<RestModelVersion>;
  MonitorRelation: RestMonitorRelation;
  MonitorSettings: RestMonitorSettings;
  MonitorSettingsInput: MonitorSettingsInput;
  Mutation: Record<PropertyKey, never>;
  Notice: RestNotice;
  NoticeEventConfig: RestNoticeEventConfig;
  NoticeEventConfigInput: NoticeEventConfigInput;
  NoticeEventConfigs: RestNoticeEventConfigs;
  NoticePage: RestNoticePage;
  OpenAccountAuth: RestOpenAccountAuth;
  OpenActionCheck: RestOpenActionCheck;
  OpenApp: RestOpenApp;
  OpenAppAccountCount: RestOpenAppAccountCount;
  OpenAppAccountOn: RestOpenAppAccountOn;
  OpenAppAction: RestOpenAppAction;
  OpenAppVersion: RestOpenAppVersion;
  Order: RestOrder;
  OrderPage: Page<RestOrder>;
  OrderPayStatus: RestOrderPayStatus;
  PaidApp: PaidApp;
  PaidAppCheck: RestPaidAppCheck;
  PaidAppsQuota: PaidAppsQuota;
  Pipeline: RestPipeline;
  PipelineCalculation: RestPipelineCalculation;
  PipelineCheck: RestPipelineCheck;
  PipelineDagStatus: RestDagStatus;
  PipelineFilter: PipelineFilter;
  PipelinePage: Page<RestPipeline>;
  PipelineProblem: PipelineProblem;
  PipelineRunStats: RestPipelineRunStats;
  PipelineSettings: RestPipelineSettings;
  PipelineSettingsInput: PipelineSettingsInput;
  PipelineVersion: RestPipelineVersion;
  PipelineVersionPage: Page<RestPipelineVersion>;
  PlanLimits: PlanLimits;
  Prediction: RestPrediction;
  Product: RestProduct;
  ProductRole: RestProductRole;
  ProductRoleInput: ProductRoleInput;
  Query: Record<PropertyKey, never>;
  QuotaUsage: QuotaUsage;
  Quotas: RestQuotas;
  ReceivedResponse: ReceivedResponse;
  RolePermissions: RestRolePermissions;
  Run: RestRun;
  RunAnalytics: RestRunAnalytics;
  RunBucket: RestRunBucket;
  RunCounts: RunCounts;
  RunErrorGroup: RestRunErrorGroup;
  RunFilter: RunFilter;
  RunPage: Page<RestRun>;
  RunPipelineOption: RestRunPipelineOption;
  RunQuotaUsage: RunQuotaUsage;
  RunStatistics: RestRunStatistics;
  RunStep: RestRunStep;
  RunStepPage: Page<RestRunStep>;
  SampleDisplay: RestSampleDisplay;
  SaveRoleInput: SaveRoleInput;
  SavedSdkPartner: RestSavedSdkPartner;
  SdkCompany: RestSdkCompany;
  SdkCompanyPage: Page<RestSdkCompany>;
  SdkPageConfig: RestSdkPageConfig;
  SdkPageConfigInput: SdkPageConfigInput;
  SdkPartner: RestSdkPartner;
  Segment: Segment;
  SegmentInput: SegmentInput;
  SentRequest: SentRequest;
  SharePipelineInput: SharePipelineInput;
  SharePreview: RestSharePreview;
  SignUpInput: SignUpInput;
  Step: TypedStep;
  StepCheck: StepCheck;
  StepCheckOutcome: StepCheckOutcome;
  StepErrorSettings: StepErrorSettings;
  StepErrorSettingsInput: StepErrorSettingsInput;
  StepInput: StepInput;
  StepNode: RestStepNode;
  StepNodeAction: RestStepNodeAction;
  StepSampleData: RestStepSampleData;
  StepTestResult: RestStepTest;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TableField: TableField;
  TableFieldInput: TableFieldInput;
  Template: RestTemplate;
  TemplateAccountChoice: TemplateAccountChoice;
  TemplateAccountNeed: RestTemplateAccountNeed;
  TemplateCategoryCount: RestTemplateCategoryCount;
  TemplateFilter: TemplateFilter;
  TemplateInput: RestTemplateInput;
  TemplateInputInput: TemplateInputInput;
  TemplatePage: Page<RestTemplate>;
  TemplateUse: RestTemplateUse;
  TemplateUsePage: Page<RestTemplateUse>;
  TemplateValueChoice: TemplateValueChoice;
  TestOpenAppActionInput: TestOpenAppActionInput;
  TestStepInput: TestStepInput;
  TradePage: RestTradePage;
  TrainingProgress: TrainingProgress;
  TriggerSample: RestTriggerSample;
  UpdateCompanyInput: UpdateCompanyInput;
  UpdateDataModelInput: UpdateDataModelInput;
  UpdateDatasourceInput: UpdateDatasourceInput;
  UpdateMonitorInput: UpdateMonitorInput;
  UpdatePipelineInput: UpdatePipelineInput;
  UpdateTemplateInput: UpdateTemplateInput;
  UpdateVariableInput: UpdateVariableInput;
  User: RestUser;
  UserPage: Page<RestUser>;
  UserPermissions: RestUserPermissions;
  UserProductRoles: RestUserProductRoles;
  Variable: RestVariable;
  VariableClass: RestVariableClass;
  VariableLog: RestVariableLog;
  VariablePage: Page<RestVariable>;
  Webhook: RestWebhook;
  WebhookAccept: RestAccept;
  WebhookAcceptPage: Page<RestAccept>;
  WebhookListening: RestWebhookListening;
}>;

export type AccountStatusResolvers = EnumResolverSignature<{ FAILED?: any, OK?: any, UNKNOWN?: any }, ResolversTypes['AccountStatus']>;

export type AccountTestResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountTestResult'] = ResolversParentTypes['AccountTestResult']> = ResolversObject<{
  account?: Resolver<ResolversTypes['AppAccount'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ActionTestErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActionTestError'] = ResolversParentTypes['ActionTestError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActionTestResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActionTestResult'] = ResolversParentTypes['ActionTestResult']> = ResolversObject<{
  actionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  appId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  durationMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['ActionTestError']>, ParentType, ContextType>;
  ok?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  request?: Resolver<ResolversTypes['SentRequest'], ParentType, ContextType>;
  response?: Resolver<Maybe<ResolversTypes['ReceivedResponse']>, ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AddedOpenAppAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddedOpenAppAccount'] = ResolversParentTypes['AddedOpenAppAccount']> = ResolversObject<{
  account?: Resolver<ResolversTypes['AppAccount'], ParentType, ContextType>;
  tested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AiDraftResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AiDraft'] = ResolversParentTypes['AiDraft']> = ResolversObject<{
  engine?: Resolver<ResolversTypes['AiEngine'], ParentType, ContextType>;
  explanations?: Resolver<Array<ResolversTypes['AiStepExplanation']>, ParentType, ContextType>;
  fallback?: Resolver<Maybe<ResolversTypes['AiFallback']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['AiDraftProblem']>, ParentType, ContextType>;
  processId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  stepCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['Step']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AiDraftProblemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AiDraftProblem'] = ResolversParentTypes['AiDraftProblem']> = ResolversObject<{
  fields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stepNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stepUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AiEngineResolvers = EnumResolverSignature<{ LLM?: any, PLANNER?: any }, ResolversTypes['AiEngine']>;

export type AiFallbackResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AiFallback'] = ResolversParentTypes['AiFallback']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['AiFallbackReason'], ParentType, ContextType>;
}>;

export type AiFallbackReasonResolvers = EnumResolverSignature<{ AUTH?: any, HTTP?: any, INVALID?: any, NETWORK?: any, TIMEOUT?: any }, ResolversTypes['AiFallbackReason']>;

export type AiLangResolvers = EnumResolverSignature<{ EN?: any, ZH_CN?: any }, ResolversTypes['AiLang']>;

export type AiStepExplanationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AiStepExplanation'] = ResolversParentTypes['AiStepExplanation']> = ResolversObject<{
  actionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stepNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stepUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ApiTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiToken'] = ResolversParentTypes['ApiToken']> = ResolversObject<{
  builtinRole?: Resolver<Maybe<ResolversTypes['BuiltinRole']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ApiTokenKind'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastUsedIp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  rateLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApiTokenStatus'], ParentType, ContextType>;
  tokenId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type ApiTokenCallResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiTokenCall'] = ResolversParentTypes['ApiTokenCall']> = ResolversObject<{
  callId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  ip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  route?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tokenId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tokenName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type ApiTokenCallPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiTokenCallPage'] = ResolversParentTypes['ApiTokenCallPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ApiTokenCall']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApiTokenKindResolvers = EnumResolverSignature<{ PERSONAL?: any, SERVICE?: any }, ResolversTypes['ApiTokenKind']>;

export type ApiTokenPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiTokenPage'] = ResolversParentTypes['ApiTokenPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ApiToken']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApiTokenRoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiTokenRole'] = ResolversParentTypes['ApiTokenRole']> = ResolversObject<{
  builtin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  builtinRole?: Resolver<Maybe<ResolversTypes['BuiltinRole']>, ParentType, ContextType>;
  grantable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ApiTokenStatusResolvers = EnumResolverSignature<{ ACTIVE?: any, EXPIRED?: any, REVOKED?: any }, ResolversTypes['ApiTokenStatus']>;

export type AppResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['App'] = ResolversParentTypes['App']> = ResolversObject<{
  accounts?: Resolver<Array<ResolversTypes['AppAccount']>, ParentType, ContextType>;
  actions?: Resolver<Array<ResolversTypes['AppAction']>, ParentType, ContextType>;
  appId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  appName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appNameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appState?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  appVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  authMethods?: Resolver<Array<ResolversTypes['AppAuthMethod']>, ParentType, ContextType>;
  classType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  definitionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  doc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isTrigger?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  needsAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AppAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppAccount'] = ResolversParentTypes['AppAccount']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  app?: Resolver<Maybe<ResolversTypes['App']>, ParentType, ContextType>;
  appId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  authData?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  checkedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  pipelines?: Resolver<Array<ResolversTypes['Pipeline']>, ParentType, ContextType>;
  processNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refreshCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refreshedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AccountStatus'], ParentType, ContextType>;
  statusMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tokenExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AppAccountPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppAccountPage'] = ResolversParentTypes['AppAccountPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AppAccount']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AppActionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppAction'] = ResolversParentTypes['AppAction']> = ResolversObject<{
  actionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  editor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['AppField']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outputSample?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  sendsData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AppAuthMethodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppAuthMethod'] = ResolversParentTypes['AppAuthMethod']> = ResolversObject<{
  fields?: Resolver<Array<ResolversTypes['AppField']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AppAuthorizationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppAuthorization'] = ResolversParentTypes['AppAuthorization']> = ResolversObject<{
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AppClassResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppClass'] = ResolversParentTypes['AppClass']> = ResolversObject<{
  classType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AppClassGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppClassGroup'] = ResolversParentTypes['AppClassGroup']> = ResolversObject<{
  apps?: Resolver<Array<ResolversTypes['App']>, ParentType, ContextType>;
  classType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AppFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppField'] = ResolversParentTypes['AppField']> = ResolversObject<{
  children?: Resolver<Maybe<Array<ResolversTypes['AppField']>>, ParentType, ContextType>;
  default?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  dependsOn?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  dynamic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  help?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  helpEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labelEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mappable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  options?: Resolver<Maybe<Array<ResolversTypes['AppFieldOption']>>, ParentType, ContextType>;
  placeholder?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AppFieldOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppFieldOption'] = ResolversParentTypes['AppFieldOption']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labelEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AppRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppRef'] = ResolversParentTypes['AppRef']> = ResolversObject<{
  app?: Resolver<Maybe<ResolversTypes['App']>, ParentType, ContextType>;
  appId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  appName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AppRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppRequest'] = ResolversParentTypes['AppRequest']> = ResolversObject<{
  appName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AppSampleDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppSampleData'] = ResolversParentTypes['AppSampleData']> = ResolversObject<{
  flattenData?: Resolver<Maybe<Array<ResolversTypes['JSON']>>, ParentType, ContextType>;
  list?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type AppSearchHitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppSearchHit'] = ResolversParentTypes['AppSearchHit']> = ResolversObject<{
  actionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  app?: Resolver<Maybe<ResolversTypes['App']>, ParentType, ContextType>;
  appId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  highlighted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AppUsageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppUsage'] = ResolversParentTypes['AppUsage']> = ResolversObject<{
  app?: Resolver<Maybe<ResolversTypes['App']>, ParentType, ContextType>;
  appId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  appName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appNameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  processNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  runNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AuthPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = ResolversObject<{
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  userid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type BalanceChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BalanceChange'] = ResolversParentTypes['BalanceChange']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  changeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BalanceChangeKind'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  periodEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  remark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BalanceChangePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BalanceChangePage'] = ResolversParentTypes['BalanceChangePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['BalanceChange']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BillResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Bill'] = ResolversParentTypes['Bill']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  runLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  runsUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BillingAmountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BillingAmounts'] = ResolversParentTypes['BillingAmounts']> = ResolversObject<{
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidOrderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundedTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BillingNoticeSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BillingNoticeSettings'] = ResolversParentTypes['BillingNoticeSettings']> = ResolversObject<{
  emailNotice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  emails?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  expiryDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiryNotice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notifiedUsers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  quotaNotice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type BuiltinRoleResolvers = EnumResolverSignature<{ ADMIN?: any, EDITOR?: any, OWNER?: any, VIEWER?: any }, ResolversTypes['BuiltinRole']>;

export type CompanyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company']> = ResolversObject<{
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  memberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owners?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CompanyFeeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyFee'] = ResolversParentTypes['CompanyFee']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  buyers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  createTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  expirationTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remainingAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CompanyResourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyResource'] = ResolversParentTypes['CompanyResource']> = ResolversObject<{
  accounts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dataTables?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enabledPipelines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  members?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pipelines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  runsThisMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variables?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CompanyRoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyRole'] = ResolversParentTypes['CompanyRole']> = ResolversObject<{
  builtin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  builtinRole?: Resolver<Maybe<ResolversTypes['BuiltinRole']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  roleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ConditionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Condition'] = ResolversParentTypes['Condition']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operator?: Resolver<ResolversTypes['FilterOperator'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type CorpWechatCallbackSecretsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CorpWechatCallbackSecrets'] = ResolversParentTypes['CorpWechatCallbackSecrets']> = ResolversObject<{
  encodingAesKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CorpWechatDepartmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CorpWechatDepartment'] = ResolversParentTypes['CorpWechatDepartment']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CorpWechatMessageSampleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CorpWechatMessageSample'] = ResolversParentTypes['CorpWechatMessageSample']> = ResolversObject<{
  reply?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  request?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
}>;

export type CorpWechatOpenidResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CorpWechatOpenid'] = ResolversParentTypes['CorpWechatOpenid']> = ResolversObject<{
  externalUserid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CorpWechatUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CorpWechatUser'] = ResolversParentTypes['CorpWechatUser']> = ResolversObject<{
  department?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreatedApiTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatedApiToken'] = ResolversParentTypes['CreatedApiToken']> = ResolversObject<{
  plainToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType>;
}>;

export type CreatedInviteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatedInvite'] = ResolversParentTypes['CreatedInvite']> = ResolversObject<{
  invite?: Resolver<ResolversTypes['Invite'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreatedOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatedOrder'] = ResolversParentTypes['CreatedOrder']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  tradePageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CsvExportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CsvExport'] = ResolversParentTypes['CsvExport']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DailyRunStatsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DailyRunStats'] = ResolversParentTypes['DailyRunStats']> = ResolversObject<{
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DataModelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DataModel'] = ResolversParentTypes['DataModel']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  datasourceFilterType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  datasourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  datasourceName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  datasourceType?: Resolver<Maybe<ResolversTypes['DatasourceType']>, ParentType, ContextType>;
  desc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dmid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  feature?: Resolver<Array<ResolversTypes['TableField']>, ParentType, ContextType>;
  latestVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preFilter?: Resolver<Array<Array<ResolversTypes['Condition']>>, ParentType, ContextType>;
  predictField?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  predictFieldName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scene?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['ModelTask']>, ParentType, ContextType>;
  tmid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  training?: Resolver<Maybe<ResolversTypes['ModelTraining']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type DataModelPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DataModelPage'] = ResolversParentTypes['DataModelPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['DataModel']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DatasourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Datasource'] = ResolversParentTypes['Datasource']> = ResolversObject<{
  createtime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dsid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  filepath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sheet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tableFields?: Resolver<Array<ResolversTypes['TableField']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['DatasourceType'], ParentType, ContextType>;
  updatetime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type DatasourceFileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DatasourceFile'] = ResolversParentTypes['DatasourceFile']> = ResolversObject<{
  filepath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  inserted?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sample?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType>;
  sheet?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sheets?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['TableField']>, ParentType, ContextType>;
}>;

export type DatasourcePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DatasourcePage'] = ResolversParentTypes['DatasourcePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Datasource']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DatasourceRowsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DatasourceRows'] = ResolversParentTypes['DatasourceRows']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DatasourceTypeResolvers = EnumResolverSignature<{ CSV?: any, TABLE?: any, XLSX?: any }, ResolversTypes['DatasourceType']>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DefinitionProblemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DefinitionProblem'] = ResolversParentTypes['DefinitionProblem']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DurationPercentilesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DurationPercentiles'] = ResolversParentTypes['DurationPercentiles']> = ResolversObject<{
  avgMs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  p50Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p95Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p99Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type EgressAddressesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EgressAddresses'] = ResolversParentTypes['EgressAddresses']> = ResolversObject<{
  ips?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EgressIpsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EgressIps'] = ResolversParentTypes['EgressIps']> = ResolversObject<{
  ips?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EmbedPolicyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmbedPolicy'] = ResolversParentTypes['EmbedPolicy']> = ResolversObject<{
  cfgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  domains?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EmbedSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmbedSession'] = ResolversParentTypes['EmbedSession']> = ResolversObject<{
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  corpId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  domain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['SdkPageConfig'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FailingAppResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FailingApp'] = ResolversParentTypes['FailingApp']> = ResolversObject<{
  app?: Resolver<Maybe<ResolversTypes['App']>, ParentType, ContextType>;
  appId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  failedSteps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  runs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FailingPipelineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FailingPipeline'] = ResolversParentTypes['FailingPipeline']> = ResolversObject<{
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastFailedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  pipeline?: Resolver<Maybe<ResolversTypes['Pipeline']>, ParentType, ContextType>;
  processId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FeatureEncodingResolvers = EnumResolverSignature<{ NUMERIC?: any, ONE_HOT?: any }, ResolversTypes['FeatureEncoding']>;

export type FieldMappingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldMapping'] = ResolversParentTypes['FieldMapping']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type FieldMatchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldMatch'] = ResolversParentTypes['FieldMatch']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stepNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stepUuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FieldSuggestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldSuggestion'] = ResolversParentTypes['FieldSuggestion']> = ResolversObject<{
  confidence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stepNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FieldSuggestionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldSuggestions'] = ResolversParentTypes['FieldSuggestions']> = ResolversObject<{
  engine?: Resolver<ResolversTypes['AiEngine'], ParentType, ContextType>;
  fallback?: Resolver<Maybe<ResolversTypes['AiFallback']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['FieldSuggestion']>, ParentType, ContextType>;
}>;

export type FieldTypeResolvers = EnumResolverSignature<{ BOOLEAN?: any, DATETIME?: any, NUMBER?: any, TEXT?: any }, ResolversTypes['FieldType']>;

export interface FileScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['File'], any> {
  name: 'File';
}

export type FlattenedKeyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlattenedKey'] = ResolversParentTypes['FlattenedKey']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type FlattenedKeyPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlattenedKeyPage'] = ResolversParentTypes['FlattenedKeyPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['FlattenedKey']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FlowSuggestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlowSuggestion'] = ResolversParentTypes['FlowSuggestion']> = ResolversObject<{
  actionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actionNameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  app?: Resolver<Maybe<ResolversTypes['App']>, ParentType, ContextType>;
  appId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  appName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appNameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FlowSuggestionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlowSuggestions'] = ResolversParentTypes['FlowSuggestions']> = ResolversObject<{
  engine?: Resolver<ResolversTypes['AiEngine'], ParentType, ContextType>;
  fallback?: Resolver<Maybe<ResolversTypes['AiFallback']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['FlowSuggestion']>, ParentType, ContextType>;
}>;

export type InviteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Invite'] = ResolversParentTypes['Invite']> = ResolversObject<{
  acceptedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  builtinRole?: Resolver<Maybe<ResolversTypes['BuiltinRole']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  inviteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inviter?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InviteStatus'], ParentType, ContextType>;
  usedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type InviteLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InviteLink'] = ResolversParentTypes['InviteLink']> = ResolversObject<{
  builtinRole?: Resolver<Maybe<ResolversTypes['BuiltinRole']>, ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InviteStatus'], ParentType, ContextType>;
  usable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type InvitePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvitePage'] = ResolversParentTypes['InvitePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Invite']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InviteStatusResolvers = EnumResolverSignature<{ EXPIRED?: any, PENDING?: any, REVOKED?: any, USED?: any }, ResolversTypes['InviteStatus']>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type JinshujuAuthInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JinshujuAuthInfo'] = ResolversParentTypes['JinshujuAuthInfo']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['AppAccount']>, ParentType, ContextType>;
  methods?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  oauthNote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oauthSupported?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type JinshujuChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JinshujuChoice'] = ResolversParentTypes['JinshujuChoice']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type JinshujuEntryAddedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JinshujuEntryAdded'] = ResolversParentTypes['JinshujuEntryAdded']> = ResolversObject<{
  entry?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  formName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type JinshujuFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JinshujuField'] = ResolversParentTypes['JinshujuField']> = ResolversObject<{
  apiCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  choices?: Resolver<Array<ResolversTypes['JinshujuChoice']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type JinshujuFormResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JinshujuForm'] = ResolversParentTypes['JinshujuForm']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['JinshujuField']>, ParentType, ContextType>;
  formToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  jsjId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pipelines?: Resolver<Array<ResolversTypes['JinshujuFormPipeline']>, ParentType, ContextType>;
  pushUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type JinshujuFormPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JinshujuFormPage'] = ResolversParentTypes['JinshujuFormPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['JinshujuFormSummary']>, ParentType, ContextType>;
  next?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type JinshujuFormPipelineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JinshujuFormPipeline'] = ResolversParentTypes['JinshujuFormPipeline']> = ResolversObject<{
  pipeline?: Resolver<Maybe<ResolversTypes['Pipeline']>, ParentType, ContextType>;
  processId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pushUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type JinshujuFormSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JinshujuFormSummary'] = ResolversParentTypes['JinshujuFormSummary']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creatorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type JinshujuPushConnectedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JinshujuPushConnected'] = ResolversParentTypes['JinshujuPushConnected']> = ResolversObject<{
  formToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  processId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pushUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type KeywordExpansionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KeywordExpansion'] = ResolversParentTypes['KeywordExpansion']> = ResolversObject<{
  keywords?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  matches?: Resolver<Array<ResolversTypes['KeywordMatch']>, ParentType, ContextType>;
  terms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type KeywordMatchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KeywordMatch'] = ResolversParentTypes['KeywordMatch']> = ResolversObject<{
  actionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LegacyFlowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LegacyFlow'] = ResolversParentTypes['LegacyFlow']> = ResolversObject<{
  appsId?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  apptype?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flowid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pipeline?: Resolver<Maybe<ResolversTypes['Pipeline']>, ParentType, ContextType>;
  stepCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LoopRunCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoopRunCount'] = ResolversParentTypes['LoopRunCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LoopSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoopSettings'] = ResolversParentTypes['LoopSettings']> = ResolversObject<{
  items?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxItems?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ModelFeatureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ModelFeature'] = ResolversParentTypes['ModelFeature']> = ResolversObject<{
  columns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  encoding?: Resolver<ResolversTypes['FeatureEncoding'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['FieldType'], ParentType, ContextType>;
}>;

export type ModelFlowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ModelFlow'] = ResolversParentTypes['ModelFlow']> = ResolversObject<{
  processId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PipelineStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ModelFlowPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ModelFlowPage'] = ResolversParentTypes['ModelFlowPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ModelFlow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ModelMetricResolvers = EnumResolverSignature<{ ACCURACY?: any, RMSE?: any }, ResolversTypes['ModelMetric']>;

export type ModelTaskResolvers = EnumResolverSignature<{ CLASSIFICATION?: any, REGRESSION?: any }, ResolversTypes['ModelTask']>;

export type ModelTrainingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ModelTraining'] = ResolversParentTypes['ModelTraining']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dmid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['TrainingProgress'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TrainingStatus'], ParentType, ContextType>;
  tmid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ModelVersionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ModelVersion'] = ResolversParentTypes['ModelVersion']> = ResolversObject<{
  baseline?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  betterThanBaseline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  classes?: Resolver<Maybe<Array<ResolversTypes['JSON']>>, ParentType, ContextType>;
  dmid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  durationMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['ModelFeature']>, ParentType, ContextType>;
  metric?: Resolver<ResolversTypes['ModelMetric'], ParentType, ContextType>;
  modelBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  predictField?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowsFilteredOut?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsUnlabelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  task?: Resolver<ResolversTypes['ModelTask'], ParentType, ContextType>;
  testRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tmid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  trainRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trainedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  trees?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ModelVersionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ModelVersionPage'] = ResolversParentTypes['ModelVersionPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ModelVersion']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MonitorRelationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonitorRelation'] = ResolversParentTypes['MonitorRelation']> = ResolversObject<{
  errorPipeline?: Resolver<Maybe<ResolversTypes['Pipeline']>, ParentType, ContextType>;
  errorProcessId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  monitored?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  processId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type MonitorSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonitorSettings'] = ResolversParentTypes['MonitorSettings']> = ResolversObject<{
  emailNotice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  emails?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  notifiedUsers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  smsNotice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  webhookUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptInvite?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationAcceptInviteArgs, 'input'>>;
  addAppAccount?: Resolver<ResolversTypes['AppAccount'], ParentType, ContextType, RequireFields<MutationAddAppAccountArgs, 'accountType' | 'appId' | 'authData'>>;
  addDatasource?: Resolver<ResolversTypes['Datasource'], ParentType, ContextType, RequireFields<MutationAddDatasourceArgs, 'input'>>;
  addJinshujuEntry?: Resolver<ResolversTypes['JinshujuEntryAdded'], ParentType, ContextType, RequireFields<MutationAddJinshujuEntryArgs, 'fields' | 'formToken' | 'jsjId'>>;
  addLegacyFlow?: Resolver<ResolversTypes['LegacyFlow'], ParentType, ContextType, RequireFields<MutationAddLegacyFlowArgs, 'name'>>;
  addLegacyFlowAction?: Resolver<ResolversTypes['LegacyFlow'], ParentType, ContextType, RequireFields<MutationAddLegacyFlowActionArgs, 'flowid' | 'step'>>;
  addMonitor?: Resolver<ResolversTypes['MonitorRelation'], ParentType, ContextType, RequireFields<MutationAddMonitorArgs, 'processId'>>;
  addOpenAppAccount?: Resolver<ResolversTypes['AddedOpenAppAccount'], ParentType, ContextType, RequireFields<MutationAddOpenAppAccountArgs, 'appId' | 'authData'>>;
  addVariable?: Resolver<ResolversTypes['Variable'], ParentType, ContextType, RequireFields<MutationAddVariableArgs, 'input'>>;
  authorizeApp?: Resolver<ResolversTypes['AppAuthorization'], ParentType, ContextType, RequireFields<MutationAuthorizeAppArgs, 'appId'>>;
  authorizeDoudianShop?: Resolver<ResolversTypes['AppAccount'], ParentType, ContextType, RequireFields<MutationAuthorizeDoudianShopArgs, 'input'>>;
  authorizeJinshuju?: Resolver<ResolversTypes['AppAccount'], ParentType, ContextType, RequireFields<MutationAuthorizeJinshujuArgs, 'input'>>;
  cancelModelTraining?: Resolver<ResolversTypes['ModelTraining'], ParentType, ContextType, RequireFields<MutationCancelModelTrainingArgs, 'tmid'>>;
  cancelRun?: Resolver<ResolversTypes['Run'], ParentType, ContextType, RequireFields<MutationCancelRunArgs, 'logId'>>;
  checkPipelineVersion?: Resolver<ResolversTypes['PipelineVersion'], ParentType, ContextType, RequireFields<MutationCheckPipelineVersionArgs, 'processId' | 'versionRemark'>>;
  confirmCorpWechatAccount?: Resolver<ResolversTypes['AppAccount'], ParentType, ContextType, RequireFields<MutationConfirmCorpWechatAccountArgs, 'input'>>;
  confirmMeituanAccount?: Resolver<ResolversTypes['AppAccount'], ParentType, ContextType, RequireFields<MutationConfirmMeituanAccountArgs, 'input'>>;
  connectJinshujuPush?: Resolver<ResolversTypes['JinshujuPushConnected'], ParentType, ContextType, RequireFields<MutationConnectJinshujuPushArgs, 'processId'>>;
  copyPipeline?: Resolver<ResolversTypes['Pipeline'], ParentType, ContextType, RequireFields<MutationCopyPipelineArgs, 'processId'>>;
  createApiToken?: Resolver<ResolversTypes['CreatedApiToken'], ParentType, ContextType, RequireFields<MutationCreateApiTokenArgs, 'input'>>;
  createDataModel?: Resolver<ResolversTypes['DataModel'], ParentType, ContextType, RequireFields<MutationCreateDataModelArgs, 'input'>>;
  createInvite?: Resolver<ResolversTypes['CreatedInvite'], ParentType, ContextType, RequireFields<MutationCreateInviteArgs, 'input'>>;
  createOpenApp?: Resolver<ResolversTypes['OpenApp'], ParentType, ContextType, RequireFields<MutationCreateOpenAppArgs, 'input'>>;
  createOrder?: Resolver<ResolversTypes['CreatedOrder'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'months' | 'productId'>>;
  createPipeline?: Resolver<ResolversTypes['Pipeline'], ParentType, ContextType, RequireFields<MutationCreatePipelineArgs, 'input'>>;
  createPipelineFromTemplate?: Resolver<ResolversTypes['Pipeline'], ParentType, ContextType, RequireFields<MutationCreatePipelineFromTemplateArgs, 'input'>>;
  createRole?: Resolver<ResolversTypes['CompanyRole'], ParentType, ContextType, RequireFields<MutationCreateRoleArgs, 'input'>>;
  deleteAppAccount?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteAppAccountArgs, 'accountId'>>;
  deleteDataModel?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteDataModelArgs, 'dmid'>>;
  deleteDatasource?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteDatasourceArgs, 'dsid'>>;
  deleteOpenAppAccount?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteOpenAppAccountArgs, 'accountId'>>;
  deletePipeline?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeletePipelineArgs, 'processId'>>;
  deleteRole?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteRoleArgs, 'roleId'>>;
  deleteRuns?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationDeleteRunsArgs, 'logIds'>>;
  deleteSdkPageConfig?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteSdkPageConfigArgs, 'cfgId'>>;
  deleteVariable?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteVariableArgs, 'variableId'>>;
  editPipelineSteps?: Resolver<ResolversTypes['Pipeline'], ParentType, ContextType, RequireFields<MutationEditPipelineStepsArgs, 'processId' | 'steps'>>;
  fetchWebhookSample?: Resolver<ResolversTypes['TriggerSample'], ParentType, ContextType, RequireFields<MutationFetchWebhookSampleArgs, 'processId'>>;
  forwardCustomAction?: Resolver<ResolversTypes['StepTestResult'], ParentType, ContextType, RequireFields<MutationForwardCustomActionArgs, 'input'>>;
  generatePipelineDraft?: Resolver<ResolversTypes['AiDraft'], ParentType, ContextType, RequireFields<MutationGeneratePipelineDraftArgs, 'input'>>;
  listenWebhookSample?: Resolver<ResolversTypes['WebhookListening'], ParentType, ContextType, RequireFields<MutationListenWebhookSampleArgs, 'processId'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markNoticesRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<MutationMarkNoticesReadArgs>>;
  predictWithModel?: Resolver<ResolversTypes['Prediction'], ParentType, ContextType, RequireFields<MutationPredictWithModelArgs, 'dmid' | 'record'>>;
  publishOpenAppVersion?: Resolver<ResolversTypes['OpenApp'], ParentType, ContextType, RequireFields<MutationPublishOpenAppVersionArgs, 'appId' | 'version'>>;
  refreshAppAccount?: Resolver<ResolversTypes['AppAccount'], ParentType, ContextType, RequireFields<MutationRefreshAppAccountArgs, 'accountId'>>;
  refreshOpenAppAccount?: Resolver<ResolversTypes['AppAccount'], ParentType, ContextType, RequireFields<MutationRefreshOpenAppAccountArgs, 'accountId'>>;
  refreshRun?: Resolver<ResolversTypes['Run'], ParentType, ContextType, RequireFields<MutationRefreshRunArgs, 'logId'>>;
  removeMonitor?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRemoveMonitorArgs, 'processId'>>;
  renameAppAccount?: Resolver<ResolversTypes['AppAccount'], ParentType, ContextType, RequireFields<MutationRenameAppAccountArgs, 'accountId' | 'accountName'>>;
  renamePipeline?: Resolver<ResolversTypes['Pipeline'], ParentType, ContextType, RequireFields<MutationRenamePipelineArgs, 'processId' | 'title'>>;
  repayOrder?: Resolver<ResolversTypes['TradePage'], ParentType, ContextType, RequireFields<MutationRepayOrderArgs, 'orderId'>>;
  replacePipelineSteps?: Resolver<ResolversTypes['Pipeline'], ParentType, ContextType, RequireFields<MutationReplacePipelineStepsArgs, 'processId' | 'steps'>>;
  requestApp?: Resolver<ResolversTypes['AppRequest'], ParentType, ContextType, RequireFields<MutationRequestAppArgs, 'appName'>>;
  rerunFromFailedStep?: Resolver<ResolversTypes['Run'], ParentType, ContextType, RequireFields<MutationRerunFromFailedStepArgs, 'logId'>>;
  rescheduleRun?: Resolver<ResolversTypes['Run'], ParentType, ContextType, RequireFields<MutationRescheduleRunArgs, 'logId'>>;
  reusePipelineVersion?: Resolver<ResolversTypes['Pipeline'], ParentType, ContextType, RequireFields<MutationReusePipelineVersionArgs, 'processId' | 'versionId'>>;
  revokeApiToken?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType, RequireFields<MutationRevokeApiTokenArgs, 'tokenId'>>;
  rollbackOpenApp?: Resolver<ResolversTypes['OpenApp'], ParentType, ContextType, RequireFields<MutationRollbackOpenAppArgs, 'appId' | 'version'>>;
  rotateSdkPartnerSecret?: Resolver<ResolversTypes['SavedSdkPartner'], ParentType, ContextType>;
  runPipelineNow?: Resolver<ResolversTypes['Run'], ParentType, ContextType, RequireFields<MutationRunPipelineNowArgs, 'processId'>>;
  saveBillingNotice?: Resolver<ResolversTypes['BillingNoticeSettings'], ParentType, ContextType, RequireFields<MutationSaveBillingNoticeArgs, 'input'>>;
  saveMonitorSettings?: Resolver<ResolversTypes['MonitorSettings'], ParentType, ContextType, RequireFields<MutationSaveMonitorSettingsArgs, 'input'>>;
  saveNoticeEventConfig?: Resolver<ResolversTypes['NoticeEventConfig'], ParentType, ContextType, RequireFields<MutationSaveNoticeEventConfigArgs, 'eventType' | 'input'>>;
  saveOpenAppVersion?: Resolver<ResolversTypes['OpenAppVersion'], ParentType, ContextType, RequireFields<MutationSaveOpenAppVersionArgs, 'appId' | 'definition' | 'version'>>;
  saveRolePermissions?: Resolver<ResolversTypes['CompanyRole'], ParentType, ContextType, RequireFields<MutationSaveRolePermissionsArgs, 'input'>>;
  saveSdkPageConfig?: Resolver<ResolversTypes['SdkPageConfig'], ParentType, ContextType, RequireFields<MutationSaveSdkPageConfigArgs, 'input'>>;
  saveSdkPartner?: Resolver<ResolversTypes['SavedSdkPartner'], ParentType, ContextType, RequireFields<MutationSaveSdkPartnerArgs, 'domains'>>;
  setDatasourceTypes?: Resolver<ResolversTypes['Datasource'], ParentType, ContextType, RequireFields<MutationSetDatasourceTypesArgs, 'dsid' | 'tableFields'>>;
  setInviteStatus?: Resolver<ResolversTypes['Invite'], ParentType, ContextType, RequireFields<MutationSetInviteStatusArgs, 'active' | 'inviteId'>>;
  setJinshujuKey?: Resolver<ResolversTypes['AppAccount'], ParentType, ContextType, RequireFields<MutationSetJinshujuKeyArgs, 'accountId' | 'apiKey' | 'apiSecret'>>;
  setLegacyFlowTrigger?: Resolver<ResolversTypes['LegacyFlow'], ParentType, ContextType, RequireFields<MutationSetLegacyFlowTriggerArgs, 'flowid' | 'step'>>;
  setOpenAppState?: Resolver<ResolversTypes['OpenApp'], ParentType, ContextType, RequireFields<MutationSetOpenAppStateArgs, 'appId'>>;
  setPipelineFavourite?: Resolver<ResolversTypes['Pipeline'], ParentType, ContextType, RequireFields<MutationSetPipelineFavouriteArgs, 'favourite' | 'processId'>>;
  setPipelineStatus?: Resolver<ResolversTypes['Pipeline'], ParentType, ContextType, RequireFields<MutationSetPipelineStatusArgs, 'processId' | 'status'>>;
  setSampleDisplay?: Resolver<ResolversTypes['SampleDisplay'], ParentType, ContextType, RequireFields<MutationSetSampleDisplayArgs, 'fields' | 'processId' | 'stepUuid'>>;
  setTemplateShareTip?: Resolver<ResolversTypes['Template'], ParentType, ContextType, RequireFields<MutationSetTemplateShareTipArgs, 'shareTip' | 'templateId'>>;
  setUserDisabled?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserDisabledArgs, 'disabled' | 'userId'>>;
  setUserRole?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserRoleArgs, 'role' | 'userId'>>;
  sharePipeline?: Resolver<ResolversTypes['Template'], ParentType, ContextType, RequireFields<MutationSharePipelineArgs, 'input'>>;
  signUp?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  testAppAccount?: Resolver<ResolversTypes['AccountTestResult'], ParentType, ContextType, RequireFields<MutationTestAppAccountArgs, 'accountId'>>;
  testOpenAppAccount?: Resolver<ResolversTypes['AccountTestResult'], ParentType, ContextType, RequireFields<MutationTestOpenAppAccountArgs, 'accountId'>>;
  testOpenAppAction?: Resolver<ResolversTypes['ActionTestResult'], ParentType, ContextType, RequireFields<MutationTestOpenAppActionArgs, 'input'>>;
  testStep?: Resolver<ResolversTypes['StepTestResult'], ParentType, ContextType, RequireFields<MutationTestStepArgs, 'input'>>;
  trainDataModel?: Resolver<ResolversTypes['ModelTraining'], ParentType, ContextType, RequireFields<MutationTrainDataModelArgs, 'dmid'>>;
  updateAppAccount?: Resolver<ResolversTypes['AppAccount'], ParentType, ContextType, RequireFields<MutationUpdateAppAccountArgs, 'accountId' | 'authData'>>;
  updateCompany?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<MutationUpdateCompanyArgs, 'input'>>;
  updateDataModel?: Resolver<ResolversTypes['DataModel'], ParentType, ContextType, RequireFields<MutationUpdateDataModelArgs, 'input'>>;
  updateDatasource?: Resolver<ResolversTypes['Datasource'], ParentType, ContextType, RequireFields<MutationUpdateDatasourceArgs, 'input'>>;
  updateMonitor?: Resolver<ResolversTypes['MonitorRelation'], ParentType, ContextType, RequireFields<MutationUpdateMonitorArgs, 'input'>>;
  updateOpenAppAccount?: Resolver<ResolversTypes['AppAccount'], ParentType, ContextType, RequireFields<MutationUpdateOpenAppAccountArgs, 'accountId'>>;
  updatePipeline?: Resolver<ResolversTypes['Pipeline'], ParentType, ContextType, RequireFields<MutationUpdatePipelineArgs, 'input'>>;
  updatePipelineSettings?: Resolver<ResolversTypes['PipelineSettings'], ParentType, ContextType, RequireFields<MutationUpdatePipelineSettingsArgs, 'input'>>;
  updateTemplate?: Resolver<ResolversTypes['Template'], ParentType, ContextType, RequireFields<MutationUpdateTemplateArgs, 'input' | 'templateId'>>;
  updateUserProductRoles?: Resolver<ResolversTypes['UserProductRoles'], ParentType, ContextType, RequireFields<MutationUpdateUserProductRolesArgs, 'roles' | 'userId'>>;
  updateVariable?: Resolver<ResolversTypes['Variable'], ParentType, ContextType, RequireFields<MutationUpdateVariableArgs, 'input'>>;
  uploadDatasourceFile?: Resolver<ResolversTypes['DatasourceFile'], ParentType, ContextType, RequireFields<MutationUploadDatasourceFileArgs, 'file'>>;
}>;

export type NoticeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notice'] = ResolversParentTypes['Notice']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NoticeKind'], ParentType, ContextType>;
  logId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  noticeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  processId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NoticeEventConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NoticeEventConfig'] = ResolversParentTypes['NoticeEventConfig']> = ResolversObject<{
  emailNotice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['NoticeEventType'], ParentType, ContextType>;
  notifiedUsers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  smsNotice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type NoticeEventConfigsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NoticeEventConfigs'] = ResolversParentTypes['NoticeEventConfigs']> = ResolversObject<{
  emailConfigured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['NoticeEventConfig']>, ParentType, ContextType>;
  smsConfigured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type NoticeEventTypeResolvers = EnumResolverSignature<{ ACCOUNT_FAILED?: any, PROCESS_ERROR?: any, QUOTA_REACHED?: any }, ResolversTypes['NoticeEventType']>;

export type NoticeKindResolvers = EnumResolverSignature<{ ACCOUNT_FAILED?: any, PLAN_EXPIRING?: any, PLAN_QUOTA?: any, QUOTA_REACHED?: any, RUN_FAILED?: any }, ResolversTypes['NoticeKind']>;

export type NoticePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NoticePage'] = ResolversParentTypes['NoticePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Notice']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OpenAccountAuthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OpenAccountAuth'] = ResolversParentTypes['OpenAccountAuth']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  authData?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['AppField']>, ParentType, ContextType>;
}>;

export type OpenActionCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OpenActionCheck'] = ResolversParentTypes['OpenActionCheck']> = ResolversObject<{
  problems?: Resolver<Array<ResolversTypes['DefinitionProblem']>, ParentType, ContextType>;
  required?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OpenAppResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OpenApp'] = ResolversParentTypes['OpenApp']> = ResolversObject<{
  app?: Resolver<Maybe<ResolversTypes['App']>, ParentType, ContextType>;
  appId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  classType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  versions?: Resolver<Array<ResolversTypes['OpenAppVersion']>, ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['OpenAppVisibility'], ParentType, ContextType>;
}>;

export type OpenAppAccountCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OpenAppAccountCount'] = ResolversParentTypes['OpenAppAccountCount']> = ResolversObject<{
  accountCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  app?: Resolver<ResolversTypes['App'], ParentType, ContextType>;
}>;

export type OpenAppAccountOnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OpenAppAccountOn'] = ResolversParentTypes['OpenAppAccountOn']> = ResolversObject<{
  accountOn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  authTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OpenAppActionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OpenAppAction'] = ResolversParentTypes['OpenAppAction']> = ResolversObject<{
  actionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  editor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['AppField']>, ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outputSample?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  sendsData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type OpenAppVersionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OpenAppVersion'] = ResolversParentTypes['OpenAppVersion']> = ResolversObject<{
  appId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  definition?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OpenAppVersionStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OpenAppVersionStatusResolvers = EnumResolverSignature<{ DRAFT?: any, PUBLISHED?: any, RETIRED?: any }, ResolversTypes['OpenAppVersionStatus']>;

export type OpenAppVisibilityResolvers = EnumResolverSignature<{ PRIVATE?: any, PUBLIC?: any }, ResolversTypes['OpenAppVisibility']>;

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  buyer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  months?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  periodEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  periodStart?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
}>;

export type OrderPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderPayStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderPayStatus'] = ResolversParentTypes['OrderPayStatus']> = ResolversObject<{
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
}>;

export type PaidAppResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaidApp'] = ResolversParentTypes['PaidApp']> = ResolversObject<{
  appId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  appName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PaidAppCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaidAppCheck'] = ResolversParentTypes['PaidAppCheck']> = ResolversObject<{
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  blocked?: Resolver<Array<ResolversTypes['PaidApp']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
}>;

export type PaidAppsQuotaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaidAppsQuota'] = ResolversParentTypes['PaidAppsQuota']> = ResolversObject<{
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pipelinesUsing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PermissionResolvers = EnumResolverSignature<{ ACCOUNTS_MANAGE?: any, ACCOUNTS_VIEW?: any, BILLING_MANAGE?: any, BILLING_VIEW?: any, COMPANY_MANAGE?: any, DATA_MANAGE?: any, DATA_VIEW?: any, DEVELOPER?: any, LOGS_MANAGE?: any, LOGS_VIEW?: any, MEMBERS_MANAGE?: any, MEMBERS_VIEW?: any, PIPELINES_EDIT?: any, PIPELINES_PUBLISH?: any, PIPELINES_VIEW?: any, TOKENS_MANAGE?: any, VARIABLES_MANAGE?: any, VARIABLES_VIEW?: any }, ResolversTypes['Permission']>;

export type PipelineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Pipeline'] = ResolversParentTypes['Pipeline']> = ResolversObject<{
  apps?: Resolver<Array<ResolversTypes['AppRef']>, ParentType, ContextType>;
  createChannels?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  dataProcess?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  favourite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDagExist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  processId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  processType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shareStatus?: Resolver<ResolversTypes['ShareStatus'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PipelineStatus'], ParentType, ContextType>;
  stepCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['Step']>, ParentType, ContextType>;
  templateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  versionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  versionRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PipelineCalculationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelineCalculation'] = ResolversParentTypes['PipelineCalculation']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['PipelineProblem']>, ParentType, ContextType>;
  stepCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taskCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PipelineCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelineCheck'] = ResolversParentTypes['PipelineCheck']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['PipelineProblem']>, ParentType, ContextType>;
}>;

export type PipelineDagStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelineDagStatus'] = ResolversParentTypes['PipelineDagStatus']> = ResolversObject<{
  isDagExist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['PipelineProblem']>, ParentType, ContextType>;
  processId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type PipelineOnErrorResolvers = EnumResolverSignature<{ CONTINUE?: any, STOP?: any }, ResolversTypes['PipelineOnError']>;

export type PipelinePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelinePage'] = ResolversParentTypes['PipelinePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Pipeline']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PipelineProblemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelineProblem'] = ResolversParentTypes['PipelineProblem']> = ResolversObject<{
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stepUuid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PipelineRunStatsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelineRunStats'] = ResolversParentTypes['PipelineRunStats']> = ResolversObject<{
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filtered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  processId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PipelineSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelineSettings'] = ResolversParentTypes['PipelineSettings']> = ResolversObject<{
  backoffMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  onError?: Resolver<ResolversTypes['PipelineOnError'], ParentType, ContextType>;
  processId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  retries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PipelineSortResolvers = EnumResolverSignature<{ CREATED_AT_ASC?: any, CREATED_AT_DESC?: any, UPDATED_AT_ASC?: any, UPDATED_AT_DESC?: any }, ResolversTypes['PipelineSort']>;

export type PipelineStatusResolvers = EnumResolverSignature<{ OFF?: any, ON?: any }, ResolversTypes['PipelineStatus']>;

export type PipelineVersionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelineVersion'] = ResolversParentTypes['PipelineVersion']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  processId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  versionNo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  versionRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PipelineVersionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelineVersionPage'] = ResolversParentTypes['PipelineVersionPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['PipelineVersion']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PlanLimitsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlanLimits'] = ResolversParentTypes['PlanLimits']> = ResolversObject<{
  maxEnabledPipelines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxRunsPerMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxStepsPerPipeline?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidApps?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PredictionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Prediction'] = ResolversParentTypes['Prediction']> = ResolversObject<{
  confidence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  dmid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imputed?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  prediction?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  task?: Resolver<ResolversTypes['ModelTask'], ParentType, ContextType>;
  tmid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  adds?: Resolver<Array<ResolversTypes['PlanFeature']>, ParentType, ContextType>;
  limits?: Resolver<ResolversTypes['PlanLimits'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceMonthly?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceYearly?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductRoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductRole'] = ResolversParentTypes['ProductRole']> = ResolversObject<{
  builtinRole?: Resolver<Maybe<ResolversTypes['BuiltinRole']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  actionFields?: Resolver<Array<ResolversTypes['AppField']>, ParentType, ContextType, RequireFields<QueryActionFieldsArgs, 'actionId' | 'appId'>>;
  apiTokenAudit?: Resolver<ResolversTypes['ApiTokenCallPage'], ParentType, ContextType, RequireFields<QueryApiTokenAuditArgs, 'limit' | 'offset'>>;
  apiTokenRoles?: Resolver<Array<ResolversTypes['ApiTokenRole']>, ParentType, ContextType, Partial<QueryApiTokenRolesArgs>>;
  apiTokens?: Resolver<ResolversTypes['ApiTokenPage'], ParentType, ContextType, RequireFields<QueryApiTokensArgs, 'limit' | 'offset'>>;
  app?: Resolver<Maybe<ResolversTypes['App']>, ParentType, ContextType, RequireFields<QueryAppArgs, 'appId'>>;
  appAccount?: Resolver<Maybe<ResolversTypes['AppAccount']>, ParentType, ContextType, RequireFields<QueryAppAccountArgs, 'accountId'>>;
  appAccounts?: Resolver<ResolversTypes['AppAccountPage'], ParentType, ContextType, RequireFields<QueryAppAccountsArgs, 'limit' | 'offset'>>;
  appActions?: Resolver<Array<ResolversTypes['AppAction']>, ParentType, ContextType, RequireFields<QueryAppActionsArgs, 'appId'>>;
  appClass?: Resolver<Maybe<ResolversTypes['AppClassGroup']>, ParentType, ContextType, RequireFields<QueryAppClassArgs, 'classType'>>;
  appClasses?: Resolver<Array<ResolversTypes['AppClass']>, ParentType, ContextType>;
  appFieldMatches?: Resolver<Array<ResolversTypes['FieldMatch']>, ParentType, ContextType, RequireFields<QueryAppFieldMatchesArgs, 'processId' | 'stepUuid'>>;
  appFieldOptions?: Resolver<Array<ResolversTypes['AppFieldOption']>, ParentType, ContextType, RequireFields<QueryAppFieldOptionsArgs, 'accountId' | 'actionId' | 'appId' | 'fieldKey'>>;
  appRequests?: Resolver<Array<ResolversTypes['AppRequest']>, ParentType, ContextType>;
  appSampleData?: Resolver<ResolversTypes['AppSampleData'], ParentType, ContextType, RequireFields<QueryAppSampleDataArgs, 'actionId' | 'appId'>>;
  appStatistics?: Resolver<Array<ResolversTypes['AppUsage']>, ParentType, ContextType>;
  apps?: Resolver<Array<ResolversTypes['App']>, ParentType, ContextType, Partial<QueryAppsArgs>>;
  appsByClass?: Resolver<Array<ResolversTypes['AppClassGroup']>, ParentType, ContextType>;
  authorizedAccount?: Resolver<Maybe<ResolversTypes['AppAccount']>, ParentType, ContextType, RequireFields<QueryAuthorizedAccountArgs, 'accountId'>>;
  balanceChanges?: Resolver<ResolversTypes['BalanceChangePage'], ParentType, ContextType, RequireFields<QueryBalanceChangesArgs, 'limit' | 'offset'>>;
  billingAmounts?: Resolver<ResolversTypes['BillingAmounts'], ParentType, ContextType>;
  billingNotice?: Resolver<ResolversTypes['BillingNoticeSettings'], ParentType, ContextType>;
  bills?: Resolver<Array<ResolversTypes['Bill']>, ParentType, ContextType, RequireFields<QueryBillsArgs, 'months'>>;
  calculatePipeline?: Resolver<ResolversTypes['PipelineCalculation'], ParentType, ContextType, RequireFields<QueryCalculatePipelineArgs, 'steps'>>;
  checkPaidApps?: Resolver<ResolversTypes['PaidAppCheck'], ParentType, ContextType, Partial<QueryCheckPaidAppsArgs>>;
  checkPipeline?: Resolver<ResolversTypes['PipelineCheck'], ParentType, ContextType, RequireFields<QueryCheckPipelineArgs, 'processId'>>;
  company?: Resolver<ResolversTypes['Company'], ParentType, ContextType>;
  companyFee?: Resolver<ResolversTypes['CompanyFee'], ParentType, ContextType>;
  companyResource?: Resolver<ResolversTypes['CompanyResource'], ParentType, ContextType>;
  companyRoles?: Resolver<Array<ResolversTypes['CompanyRole']>, ParentType, ContextType>;
  companyUsedApps?: Resolver<Array<ResolversTypes['App']>, ParentType, ContextType>;
  corpWechatCallbackSecrets?: Resolver<ResolversTypes['CorpWechatCallbackSecrets'], ParentType, ContextType>;
  corpWechatDepartments?: Resolver<Array<ResolversTypes['CorpWechatDepartment']>, ParentType, ContextType, RequireFields<QueryCorpWechatDepartmentsArgs, 'accountId'>>;
  corpWechatMessageSample?: Resolver<ResolversTypes['CorpWechatMessageSample'], ParentType, ContextType, Partial<QueryCorpWechatMessageSampleArgs>>;
  corpWechatOpenid?: Resolver<ResolversTypes['CorpWechatOpenid'], ParentType, ContextType, RequireFields<QueryCorpWechatOpenidArgs, 'accountId' | 'externalUserid'>>;
  corpWechatUsers?: Resolver<Array<ResolversTypes['CorpWechatUser']>, ParentType, ContextType, RequireFields<QueryCorpWechatUsersArgs, 'accountId' | 'departmentId'>>;
  dataModel?: Resolver<Maybe<ResolversTypes['DataModel']>, ParentType, ContextType, RequireFields<QueryDataModelArgs, 'dmid'>>;
  dataModelFeatures?: Resolver<Array<ResolversTypes['TableField']>, ParentType, ContextType, RequireFields<QueryDataModelFeaturesArgs, 'dmid'>>;
  dataModels?: Resolver<ResolversTypes['DataModelPage'], ParentType, ContextType, RequireFields<QueryDataModelsArgs, 'limit' | 'offset'>>;
  datasource?: Resolver<Maybe<ResolversTypes['Datasource']>, ParentType, ContextType, RequireFields<QueryDatasourceArgs, 'dsid'>>;
  datasourceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryDatasourceCountArgs>>;
  datasourceHeaders?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryDatasourceHeadersArgs, 'dsid'>>;
  datasourceRows?: Resolver<ResolversTypes['DatasourceRows'], ParentType, ContextType, RequireFields<QueryDatasourceRowsArgs, 'dsid' | 'limit' | 'offset'>>;
  datasourceSample?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType, RequireFields<QueryDatasourceSampleArgs, 'dsid' | 'limit'>>;
  datasourceTypes?: Resolver<Array<ResolversTypes['TableField']>, ParentType, ContextType, RequireFields<QueryDatasourceTypesArgs, 'dsid'>>;
  datasources?: Resolver<ResolversTypes['DatasourcePage'], ParentType, ContextType, RequireFields<QueryDatasourcesArgs, 'limit' | 'offset'>>;
  describeDatasourceFile?: Resolver<ResolversTypes['DatasourceFile'], ParentType, ContextType, RequireFields<QueryDescribeDatasourceFileArgs, 'filepath'>>;
  egressAddresses?: Resolver<ResolversTypes['EgressAddresses'], ParentType, ContextType>;
  egressIps?: Resolver<ResolversTypes['EgressIps'], ParentType, ContextType>;
  embedApps?: Resolver<Array<ResolversTypes['App']>, ParentType, ContextType, RequireFields<QueryEmbedAppsArgs, 'pageId'>>;
  embedPolicy?: Resolver<ResolversTypes['EmbedPolicy'], ParentType, ContextType, RequireFields<QueryEmbedPolicyArgs, 'cfgId'>>;
  embedSession?: Resolver<ResolversTypes['EmbedSession'], ParentType, ContextType>;
  expandKeywords?: Resolver<ResolversTypes['KeywordExpansion'], ParentType, ContextType, RequireFields<QueryExpandKeywordsArgs, 'keywords'>>;
  exportRunAnalytics?: Resolver<ResolversTypes['CsvExport'], ParentType, ContextType, RequireFields<QueryExportRunAnalyticsArgs, 'bucket'>>;
  exportRuns?: Resolver<ResolversTypes['CsvExport'], ParentType, ContextType, Partial<QueryExportRunsArgs>>;
  fieldSuggestions?: Resolver<ResolversTypes['FieldSuggestions'], ParentType, ContextType, RequireFields<QueryFieldSuggestionsArgs, 'input'>>;
  flowSuggestions?: Resolver<ResolversTypes['FlowSuggestions'], ParentType, ContextType, RequireFields<QueryFlowSuggestionsArgs, 'lang' | 'limit'>>;
  inviteLink?: Resolver<Maybe<ResolversTypes['InviteLink']>, ParentType, ContextType, RequireFields<QueryInviteLinkArgs, 'token'>>;
  invites?: Resolver<ResolversTypes['InvitePage'], ParentType, ContextType, RequireFields<QueryInvitesArgs, 'limit' | 'offset'>>;
  jinshujuAccounts?: Resolver<Array<ResolversTypes['AppAccount']>, ParentType, ContextType>;
  jinshujuAuth?: Resolver<ResolversTypes['JinshujuAuthInfo'], ParentType, ContextType, Partial<QueryJinshujuAuthArgs>>;
  jinshujuForm?: Resolver<ResolversTypes['JinshujuForm'], ParentType, ContextType, RequireFields<QueryJinshujuFormArgs, 'formToken' | 'jsjId'>>;
  jinshujuForms?: Resolver<ResolversTypes['JinshujuFormPage'], ParentType, ContextType, RequireFields<QueryJinshujuFormsArgs, 'jsjId'>>;
  loopIterationCount?: Resolver<ResolversTypes['LoopRunCount'], ParentType, ContextType, RequireFields<QueryLoopIterationCountArgs, 'logId' | 'stepUuid'>>;
  loopIterations?: Resolver<ResolversTypes['RunStepPage'], ParentType, ContextType, RequireFields<QueryLoopIterationsArgs, 'limit' | 'logId' | 'offset' | 'stepUuid'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  members?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryMembersArgs, 'limit' | 'offset'>>;
  modelFlows?: Resolver<ResolversTypes['ModelFlowPage'], ParentType, ContextType, RequireFields<QueryModelFlowsArgs, 'dmid'>>;
  modelTraining?: Resolver<Maybe<ResolversTypes['ModelTraining']>, ParentType, ContextType, RequireFields<QueryModelTrainingArgs, 'tmid'>>;
  modelVersions?: Resolver<ResolversTypes['ModelVersionPage'], ParentType, ContextType, RequireFields<QueryModelVersionsArgs, 'dmid' | 'limit' | 'offset'>>;
  monitorRelation?: Resolver<ResolversTypes['MonitorRelation'], ParentType, ContextType, RequireFields<QueryMonitorRelationArgs, 'processId'>>;
  monitorSettings?: Resolver<ResolversTypes['MonitorSettings'], ParentType, ContextType>;
  noticeEventConfigs?: Resolver<ResolversTypes['NoticeEventConfigs'], ParentType, ContextType>;
  notices?: Resolver<ResolversTypes['NoticePage'], ParentType, ContextType, RequireFields<QueryNoticesArgs, 'limit' | 'offset' | 'unreadOnly'>>;
  openAccountAuth?: Resolver<ResolversTypes['OpenAccountAuth'], ParentType, ContextType, RequireFields<QueryOpenAccountAuthArgs, 'accountId'>>;
  openApp?: Resolver<ResolversTypes['OpenApp'], ParentType, ContextType, RequireFields<QueryOpenAppArgs, 'appId'>>;
  openAppAccountAuth?: Resolver<ResolversTypes['OpenAccountAuth'], ParentType, ContextType, RequireFields<QueryOpenAppAccountAuthArgs, 'accountId' | 'appId'>>;
  openAppAccountList?: Resolver<ResolversTypes['AppAccountPage'], ParentType, ContextType, RequireFields<QueryOpenAppAccountListArgs, 'limit' | 'offset'>>;
  openAppAccountOn?: Resolver<ResolversTypes['OpenAppAccountOn'], ParentType, ContextType, RequireFields<QueryOpenAppAccountOnArgs, 'appId'>>;
  openAppAccounts?: Resolver<Array<ResolversTypes['AppAccount']>, ParentType, ContextType, RequireFields<QueryOpenAppAccountsArgs, 'appId'>>;
  openAppActionCheck?: Resolver<ResolversTypes['OpenActionCheck'], ParentType, ContextType, RequireFields<QueryOpenAppActionCheckArgs, 'actionId' | 'appId'>>;
  openAppActions?: Resolver<Array<ResolversTypes['OpenAppAction']>, ParentType, ContextType, RequireFields<QueryOpenAppActionsArgs, 'appId'>>;
  openAppFieldDefinitions?: Resolver<Array<ResolversTypes['AppField']>, ParentType, ContextType, RequireFields<QueryOpenAppFieldDefinitionsArgs, 'actionId' | 'appId'>>;
  openAppFieldOptions?: Resolver<Array<ResolversTypes['AppFieldOption']>, ParentType, ContextType, RequireFields<QueryOpenAppFieldOptionsArgs, 'actionId' | 'appId' | 'fieldKey'>>;
  openAppFlatten?: Resolver<ResolversTypes['FlattenedKeyPage'], ParentType, ContextType, RequireFields<QueryOpenAppFlattenArgs, 'actionId' | 'appId' | 'limit' | 'page'>>;
  openAppSampleData?: Resolver<ResolversTypes['AppSampleData'], ParentType, ContextType, RequireFields<QueryOpenAppSampleDataArgs, 'actionId' | 'appId'>>;
  openApps?: Resolver<Array<ResolversTypes['OpenApp']>, ParentType, ContextType>;
  openAppsWithAccounts?: Resolver<Array<ResolversTypes['OpenAppAccountCount']>, ParentType, ContextType>;
  openPlatformApps?: Resolver<Array<ResolversTypes['App']>, ParentType, ContextType, Partial<QueryOpenPlatformAppsArgs>>;
  orderStatus?: Resolver<ResolversTypes['OrderPayStatus'], ParentType, ContextType, RequireFields<QueryOrderStatusArgs, 'orderId'>>;
  orders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'limit' | 'offset'>>;
  pipeline?: Resolver<Maybe<ResolversTypes['Pipeline']>, ParentType, ContextType, RequireFields<QueryPipelineArgs, 'processId'>>;
  pipelineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryPipelineCountArgs>>;
  pipelineDagStatuses?: Resolver<Array<ResolversTypes['PipelineDagStatus']>, ParentType, ContextType, RequireFields<QueryPipelineDagStatusesArgs, 'processIds'>>;
  pipelineRunLog?: Resolver<ResolversTypes['RunPage'], ParentType, ContextType, RequireFields<QueryPipelineRunLogArgs, 'limit' | 'offset' | 'processId'>>;
  pipelineRunStats?: Resolver<Array<ResolversTypes['PipelineRunStats']>, ParentType, ContextType, RequireFields<QueryPipelineRunStatsArgs, 'endDate' | 'startDate'>>;
  pipelineSettings?: Resolver<ResolversTypes['PipelineSettings'], ParentType, ContextType, RequireFields<QueryPipelineSettingsArgs, 'processId'>>;
  pipelineTemplate?: Resolver<Maybe<ResolversTypes['Template']>, ParentType, ContextType, RequireFields<QueryPipelineTemplateArgs, 'processId'>>;
  pipelineVersions?: Resolver<ResolversTypes['PipelineVersionPage'], ParentType, ContextType, RequireFields<QueryPipelineVersionsArgs, 'limit' | 'offset' | 'processId'>>;
  pipelines?: Resolver<ResolversTypes['PipelinePage'], ParentType, ContextType, RequireFields<QueryPipelinesArgs, 'limit' | 'offset'>>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  quotas?: Resolver<ResolversTypes['Quotas'], ParentType, ContextType>;
  rolePermissions?: Resolver<ResolversTypes['RolePermissions'], ParentType, ContextType, RequireFields<QueryRolePermissionsArgs, 'roleId'>>;
  run?: Resolver<Maybe<ResolversTypes['Run']>, ParentType, ContextType, RequireFields<QueryRunArgs, 'logId'>>;
  runAnalytics?: Resolver<ResolversTypes['RunAnalytics'], ParentType, ContextType, Partial<QueryRunAnalyticsArgs>>;
  runPipelineOptions?: Resolver<Array<ResolversTypes['RunPipelineOption']>, ParentType, ContextType>;
  runStatistics?: Resolver<ResolversTypes['RunStatistics'], ParentType, ContextType, RequireFields<QueryRunStatisticsArgs, 'endDate' | 'startDate'>>;
  runStatus?: Resolver<ResolversTypes['RunStatus'], ParentType, ContextType, RequireFields<QueryRunStatusArgs, 'logId'>>;
  runStepExecutions?: Resolver<Array<ResolversTypes['RunStep']>, ParentType, ContextType, RequireFields<QueryRunStepExecutionsArgs, 'logId' | 'stepUuid'>>;
  runs?: Resolver<ResolversTypes['RunPage'], ParentType, ContextType, RequireFields<QueryRunsArgs, 'limit' | 'offset'>>;
  sampleDisplays?: Resolver<Array<ResolversTypes['SampleDisplay']>, ParentType, ContextType, RequireFields<QuerySampleDisplaysArgs, 'processId'>>;
  sdkCompanies?: Resolver<ResolversTypes['SdkCompanyPage'], ParentType, ContextType, RequireFields<QuerySdkCompaniesArgs, 'limit' | 'offset'>>;
  sdkPageConfigs?: Resolver<Array<ResolversTypes['SdkPageConfig']>, ParentType, ContextType>;
  sdkPartner?: Resolver<Maybe<ResolversTypes['SdkPartner']>, ParentType, ContextType>;
  searchApps?: Resolver<Array<ResolversTypes['AppSearchHit']>, ParentType, ContextType, RequireFields<QuerySearchAppsArgs, 'q'>>;
  sharePreview?: Resolver<ResolversTypes['SharePreview'], ParentType, ContextType, RequireFields<QuerySharePreviewArgs, 'processId'>>;
  stepCatalogue?: Resolver<Array<ResolversTypes['StepNode']>, ParentType, ContextType>;
  stepChecks?: Resolver<Array<ResolversTypes['StepCheck']>, ParentType, ContextType, RequireFields<QueryStepChecksArgs, 'processId'>>;
  stepSampleData?: Resolver<ResolversTypes['StepSampleData'], ParentType, ContextType, RequireFields<QueryStepSampleDataArgs, 'processId'>>;
  template?: Resolver<Maybe<ResolversTypes['Template']>, ParentType, ContextType, RequireFields<QueryTemplateArgs, 'templateId'>>;
  templateCategories?: Resolver<Array<ResolversTypes['TemplateCategoryCount']>, ParentType, ContextType, Partial<QueryTemplateCategoriesArgs>>;
  templateUses?: Resolver<ResolversTypes['TemplateUsePage'], ParentType, ContextType, RequireFields<QueryTemplateUsesArgs, 'limit' | 'offset' | 'templateId'>>;
  templates?: Resolver<ResolversTypes['TemplatePage'], ParentType, ContextType, RequireFields<QueryTemplatesArgs, 'limit' | 'offset'>>;
  triggerSample?: Resolver<ResolversTypes['TriggerSample'], ParentType, ContextType, RequireFields<QueryTriggerSampleArgs, 'processId'>>;
  userPermissions?: Resolver<ResolversTypes['UserPermissions'], ParentType, ContextType, RequireFields<QueryUserPermissionsArgs, 'userId'>>;
  userProductRoles?: Resolver<ResolversTypes['UserProductRoles'], ParentType, ContextType, RequireFields<QueryUserProductRolesArgs, 'userId'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'limit' | 'offset'>>;
  variableClasses?: Resolver<Array<ResolversTypes['VariableClass']>, ParentType, ContextType>;
  variableLogs?: Resolver<Array<ResolversTypes['VariableLog']>, ParentType, ContextType, RequireFields<QueryVariableLogsArgs, 'variableId'>>;
  variables?: Resolver<ResolversTypes['VariablePage'], ParentType, ContextType, RequireFields<QueryVariablesArgs, 'limit' | 'offset'>>;
  webhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<QueryWebhookArgs, 'processId'>>;
  webhookAccept?: Resolver<Maybe<ResolversTypes['WebhookAccept']>, ParentType, ContextType, RequireFields<QueryWebhookAcceptArgs, 'acceptId'>>;
  webhookAccepts?: Resolver<ResolversTypes['WebhookAcceptPage'], ParentType, ContextType, RequireFields<QueryWebhookAcceptsArgs, 'limit' | 'offset' | 'processId'>>;
}>;

export type QuotaUsageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuotaUsage'] = ResolversParentTypes['QuotaUsage']> = ResolversObject<{
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QuotasResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Quotas'] = ResolversParentTypes['Quotas']> = ResolversObject<{
  enabledPipelines?: Resolver<ResolversTypes['QuotaUsage'], ParentType, ContextType>;
  expirationTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  largestPipelineSteps?: Resolver<ResolversTypes['QuotaUsage'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  monthEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  monthStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  paidApps?: Resolver<ResolversTypes['PaidAppsQuota'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  runsThisMonth?: Resolver<ResolversTypes['QuotaUsage'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReceivedResponseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReceivedResponse'] = ResolversParentTypes['ReceivedResponse']> = ResolversObject<{
  body?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  headers?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RolePermissionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RolePermissions'] = ResolversParentTypes['RolePermissions']> = ResolversObject<{
  builtin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  roleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type RunResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Run'] = ResolversParentTypes['Run']> = ResolversObject<{
  acceptId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  attempt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  durationMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failedStepUuid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  flowSteps?: Resolver<Array<ResolversTypes['Step']>, ParentType, ContextType>;
  logId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parentLogId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  pipeline?: Resolver<Maybe<ResolversTypes['Pipeline']>, ParentType, ContextType>;
  processId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  processTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RunStatus'], ParentType, ContextType>;
  stepCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['RunStep']>, ParentType, ContextType>;
  triggerData?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  triggerType?: Resolver<ResolversTypes['RunTrigger'], ParentType, ContextType>;
  versionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type RunAnalyticsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RunAnalytics'] = ResolversParentTypes['RunAnalytics']> = ResolversObject<{
  durations?: Resolver<ResolversTypes['DurationPercentiles'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  quota?: Resolver<ResolversTypes['RunQuotaUsage'], ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['RunBucket']>, ParentType, ContextType, RequireFields<RunAnalyticsSeriesArgs, 'bucket'>>;
  successRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  topErrors?: Resolver<Array<ResolversTypes['RunErrorGroup']>, ParentType, ContextType, RequireFields<RunAnalyticsTopErrorsArgs, 'limit'>>;
  topFailingApps?: Resolver<Array<ResolversTypes['FailingApp']>, ParentType, ContextType, RequireFields<RunAnalyticsTopFailingAppsArgs, 'limit'>>;
  topFailingPipelines?: Resolver<Array<ResolversTypes['FailingPipeline']>, ParentType, ContextType, RequireFields<RunAnalyticsTopFailingPipelinesArgs, 'limit'>>;
  totals?: Resolver<ResolversTypes['RunCounts'], ParentType, ContextType>;
}>;

export type RunBucketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RunBucket'] = ResolversParentTypes['RunBucket']> = ResolversObject<{
  cancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filtered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  p50Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p95Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p99Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  partial?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  successRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RunCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RunCounts'] = ResolversParentTypes['RunCounts']> = ResolversObject<{
  cancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filtered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  partial?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  queued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  running?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RunErrorGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RunErrorGroup'] = ResolversParentTypes['RunErrorGroup']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastLogId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RunPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RunPage'] = ResolversParentTypes['RunPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Run']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RunPipelineOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RunPipelineOption'] = ResolversParentTypes['RunPipelineOption']> = ResolversObject<{
  processId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RunQuotaUsageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RunQuotaUsage'] = ResolversParentTypes['RunQuotaUsage']> = ResolversObject<{
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RunStatisticsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RunStatistics'] = ResolversParentTypes['RunStatistics']> = ResolversObject<{
  avgDurationMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  byDay?: Resolver<Array<ResolversTypes['DailyRunStats']>, ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filtered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  partial?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RunStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RunStep'] = ResolversParentTypes['RunStep']> = ResolversObject<{
  actionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  app?: Resolver<Maybe<ResolversTypes['App']>, ParentType, ContextType>;
  appId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  appName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  branch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  durationMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  input?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  logId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  loopIndex?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  output?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StepStatus'], ParentType, ContextType>;
  stepNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stepUuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  switchUuid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RunStepPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RunStepPage'] = ResolversParentTypes['RunStepPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['RunStep']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SampleDisplayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SampleDisplay'] = ResolversParentTypes['SampleDisplay']> = ResolversObject<{
  fields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  stepUuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type SavedSdkPartnerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SavedSdkPartner'] = ResolversParentTypes['SavedSdkPartner']> = ResolversObject<{
  partner?: Resolver<ResolversTypes['SdkPartner'], ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SdkCompanyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SdkCompany'] = ResolversParentTypes['SdkCompany']> = ResolversObject<{
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  companyIdentification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SdkCompanyPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SdkCompanyPage'] = ResolversParentTypes['SdkCompanyPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['SdkCompany']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SdkPageConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SdkPageConfig'] = ResolversParentTypes['SdkPageConfig']> = ResolversObject<{
  appIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  cfgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hiddenNav?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  landing?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  screens?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type SdkPartnerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SdkPartner'] = ResolversParentTypes['SdkPartner']> = ResolversObject<{
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  corpId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  disabledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  domains?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  partnerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type SegmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Segment'] = ResolversParentTypes['Segment']> = ResolversObject<{
  conditions?: Resolver<Maybe<Array<Array<ResolversTypes['Condition']>>>, ParentType, ContextType>;
  extra?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  isFallback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  segKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SentRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SentRequest'] = ResolversParentTypes['SentRequest']> = ResolversObject<{
  body?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  headers?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SharePreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SharePreview'] = ResolversParentTypes['SharePreview']> = ResolversObject<{
  accountNeeds?: Resolver<Array<ResolversTypes['TemplateAccountNeed']>, ParentType, ContextType>;
  maskedSecrets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  processId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  suggestedTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  template?: Resolver<Maybe<ResolversTypes['Template']>, ParentType, ContextType>;
  variableNeeds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ShareStatusResolvers = EnumResolverSignature<{ NOT_SHARED?: any, SHARED?: any }, ResolversTypes['ShareStatus']>;

export type StepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Step'] = ResolversParentTypes['Step']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['AppAccount']>, ParentType, ContextType>;
  accountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  actionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actionType?: Resolver<ResolversTypes['StepActionType'], ParentType, ContextType>;
  app?: Resolver<Maybe<ResolversTypes['App']>, ParentType, ContextType>;
  appId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  conditions?: Resolver<Maybe<Array<Array<ResolversTypes['Condition']>>>, ParentType, ContextType>;
  errorSettings?: Resolver<Maybe<ResolversTypes['StepErrorSettings']>, ParentType, ContextType>;
  extra?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['FieldMapping']>, ParentType, ContextType>;
  loop?: Resolver<Maybe<ResolversTypes['LoopSettings']>, ParentType, ContextType>;
  parentLoopUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sampleData?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  segKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['Segment']>, ParentType, ContextType>;
  switchMode?: Resolver<Maybe<ResolversTypes['SwitchMode']>, ParentType, ContextType>;
  switchUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  triggerType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type StepCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StepCheck'] = ResolversParentTypes['StepCheck']> = ResolversObject<{
  actionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outcomes?: Resolver<Array<ResolversTypes['StepCheckOutcome']>, ParentType, ContextType>;
  stepNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type StepCheckOutcomeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StepCheckOutcome'] = ResolversParentTypes['StepCheckOutcome']> = ResolversObject<{
  fields?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StepErrorSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StepErrorSettings'] = ResolversParentTypes['StepErrorSettings']> = ResolversObject<{
  backoffMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  onError?: Resolver<Maybe<ResolversTypes['StepOnError']>, ParentType, ContextType>;
  retries?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type StepNodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StepNode'] = ResolversParentTypes['StepNode']> = ResolversObject<{
  actions?: Resolver<Array<ResolversTypes['StepNodeAction']>, ParentType, ContextType>;
  appId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  i18nKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isTrigger?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StepKind'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type StepNodeActionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StepNodeAction'] = ResolversParentTypes['StepNodeAction']> = ResolversObject<{
  actionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  editor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StepSampleDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StepSampleData'] = ResolversParentTypes['StepSampleData']> = ResolversObject<{
  actionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sample?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  stepNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stepUuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StepTestResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StepTestResult'] = ResolversParentTypes['StepTestResult']> = ResolversObject<{
  durationMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flattenData?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  output?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StepStatus'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  runUpdated?: SubscriptionResolver<ResolversTypes['Run'], "runUpdated", ParentType, ContextType, Partial<SubscriptionRunUpdatedArgs>>;
}>;

export type TableFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TableField'] = ResolversParentTypes['TableField']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['FieldType'], ParentType, ContextType>;
}>;

export type TemplateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Template'] = ResolversParentTypes['Template']> = ResolversObject<{
  accountNeeds?: Resolver<Array<ResolversTypes['TemplateAccountNeed']>, ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  apps?: Resolver<Array<ResolversTypes['AppRef']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['TemplateCategory'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  featured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inputs?: Resolver<Array<ResolversTypes['TemplateInput']>, ParentType, ContextType>;
  keywords?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  processId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  shareTip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shareToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['TemplateSource'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['Step']>, ParentType, ContextType>;
  templateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  useCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variableNeeds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['TemplateVisibility'], ParentType, ContextType>;
}>;

export type TemplateAccountNeedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TemplateAccountNeed'] = ResolversParentTypes['TemplateAccountNeed']> = ResolversObject<{
  actionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  app?: Resolver<Maybe<ResolversTypes['App']>, ParentType, ContextType>;
  appId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stepNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stepUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type TemplateCategoryResolvers = EnumResolverSignature<{ DATA?: any, DEVOPS?: any, MONITOR?: any, NOTIFY?: any, ORDERS?: any, OTHER?: any, REPORT?: any, SALES?: any }, ResolversTypes['TemplateCategory']>;

export type TemplateCategoryCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TemplateCategoryCount'] = ResolversParentTypes['TemplateCategoryCount']> = ResolversObject<{
  category?: Resolver<ResolversTypes['TemplateCategory'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TemplateInputResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TemplateInput'] = ResolversParentTypes['TemplateInput']> = ResolversObject<{
  help?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  helpEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labelEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stepUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type TemplatePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TemplatePage'] = ResolversParentTypes['TemplatePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Template']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TemplateSourceResolvers = EnumResolverSignature<{ SHARED?: any, STARTER?: any }, ResolversTypes['TemplateSource']>;

export type TemplateUseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TemplateUse'] = ResolversParentTypes['TemplateUse']> = ResolversObject<{
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  pipelineTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  processId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type TemplateUsePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TemplateUsePage'] = ResolversParentTypes['TemplateUsePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['TemplateUse']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TemplateVisibilityResolvers = EnumResolverSignature<{ COMPANY?: any, LINK?: any, PUBLIC?: any }, ResolversTypes['TemplateVisibility']>;

export type TradePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TradePage'] = ResolversParentTypes['TradePage']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tradePageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TrainingPhaseResolvers = EnumResolverSignature<{ DONE?: any, EVALUATING?: any, PREPARING?: any, QUEUED?: any, READING?: any, SAVING?: any, TRAINING?: any }, ResolversTypes['TrainingPhase']>;

export type TrainingProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TrainingProgress'] = ResolversParentTypes['TrainingProgress']> = ResolversObject<{
  phase?: Resolver<ResolversTypes['TrainingPhase'], ParentType, ContextType>;
  rowsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  treesBuilt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  treesTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TrainingStatusResolvers = EnumResolverSignature<{ CANCELLED?: any, FAILED?: any, QUEUED?: any, RUNNING?: any, SUCCEEDED?: any }, ResolversTypes['TrainingStatus']>;

export type TriggerSampleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TriggerSample'] = ResolversParentTypes['TriggerSample']> = ResolversObject<{
  acceptId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sampleData?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  builtinRole?: Resolver<Maybe<ResolversTypes['BuiltinRole']>, ParentType, ContextType>;
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  corpName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastLoginAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  permissions?: Resolver<Maybe<Array<ResolversTypes['Permission']>>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type UserPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserPermissionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPermissions'] = ResolversParentTypes['UserPermissions']> = ResolversObject<{
  allowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type UserProductRolesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserProductRoles'] = ResolversParentTypes['UserProductRoles']> = ResolversObject<{
  roles?: Resolver<Array<ResolversTypes['ProductRole']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type VariableResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Variable'] = ResolversParentTypes['Variable']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  variableClass?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variableId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  variableKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variableName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variableType?: Resolver<ResolversTypes['VariableType'], ParentType, ContextType>;
  variableValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VariableClassResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VariableClass'] = ResolversParentTypes['VariableClass']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variableClass?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VariableLogResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VariableLog'] = ResolversParentTypes['VariableLog']> = ResolversObject<{
  action?: Resolver<ResolversTypes['VariableAction'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  newValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oldValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type VariablePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VariablePage'] = ResolversParentTypes['VariablePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Variable']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WebhookResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Webhook'] = ResolversParentTypes['Webhook']> = ResolversObject<{
  acceptPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebhookAcceptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookAccept'] = ResolversParentTypes['WebhookAccept']> = ResolversObject<{
  acceptData?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  acceptId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  contentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  headers?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  logId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  processId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  query?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WebhookAcceptPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookAcceptPage'] = ResolversParentTypes['WebhookAcceptPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['WebhookAccept']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WebhookListeningResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookListening'] = ResolversParentTypes['WebhookListening']> = ResolversObject<{
  listeningUntil?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  processId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  AccountStatus?: AccountStatusResolvers;
  AccountTestResult?: AccountTestResultResolvers<ContextType>;
  ActionTestError?: ActionTestErrorResolvers<ContextType>;
  ActionTestResult?: ActionTestResultResolvers<ContextType>;
  AddedOpenAppAccount?: AddedOpenAppAccountResolvers<ContextType>;
  AiDraft?: AiDraftResolvers<ContextType>;
  AiDraftProblem?: AiDraftProblemResolvers<ContextType>;
  AiEngine?: AiEngineResolvers;
  AiFallback?: AiFallbackResolvers<ContextType>;
  AiFallbackReason?: AiFallbackReasonResolvers;
  AiLang?: AiLangResolvers;
  AiStepExplanation?: AiStepExplanationResolvers<ContextType>;
  ApiToken?: ApiTokenResolvers<ContextType>;
  ApiTokenCall?: ApiTokenCallResolvers<ContextType>;
  ApiTokenCallPage?: ApiTokenCallPageResolvers<ContextType>;
  ApiTokenKind?: ApiTokenKindResolvers;
  ApiTokenPage?: ApiTokenPageResolvers<ContextType>;
  ApiTokenRole?: ApiTokenRoleResolvers<ContextType>;
  ApiTokenStatus?: ApiTokenStatusResolvers;
  App?: AppResolvers<ContextType>;
  AppAccount?: AppAccountResolvers<ContextType>;
  AppAccountPage?: AppAccountPageResolvers<ContextType>;
  AppAction?: AppActionResolvers<ContextType>;
  AppAuthMethod?: AppAuthMethodResolvers<ContextType>;
  AppAuthorization?: AppAuthorizationResolvers<ContextType>;
  AppClass?: AppClassResolvers<ContextType>;
  AppClassGroup?: AppClassGroupResolvers<ContextType>;
  AppField?: AppFieldResolvers<ContextType>;
  AppFieldOption?: AppFieldOptionResolvers<ContextType>;
  AppRef?: AppRefResolvers<ContextType>;
  AppRequest?: AppRequestResolvers<ContextType>;
  AppSampleData?: AppSampleDataResolvers<ContextType>;
  AppSearchHit?: AppSearchHitResolvers<ContextType>;
  AppUsage?: AppUsageResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  BalanceChange?: BalanceChangeResolvers<ContextType>;
  BalanceChangePage?: BalanceChangePageResolvers<ContextType>;
  Bill?: BillResolvers<ContextType>;
  BillingAmounts?: BillingAmountsResolvers<ContextType>;
  BillingNoticeSettings?: BillingNoticeSettingsResolvers<ContextType>;
  BuiltinRole?: BuiltinRoleResolvers;
  Company?: CompanyResolvers<ContextType>;
  CompanyFee?: CompanyFeeResolvers<ContextType>;
  CompanyResource?: CompanyResourceResolvers<ContextType>;
  CompanyRole?: CompanyRoleResolvers<ContextType>;
  Condition?: ConditionResolvers<ContextType>;
  CorpWechatCallbackSecrets?: CorpWechatCallbackSecretsResolvers<ContextType>;
  CorpWechatDepartment?: CorpWechatDepartmentResolvers<ContextType>;
  CorpWechatMessageSample?: CorpWechatMessageSampleResolvers<ContextType>;
  CorpWechatOpenid?: CorpWechatOpenidResolvers<ContextType>;
  CorpWechatUser?: CorpWechatUserResolvers<ContextType>;
  CreatedApiToken?: CreatedApiTokenResolvers<ContextType>;
  CreatedInvite?: CreatedInviteResolvers<ContextType>;
  CreatedOrder?: CreatedOrderResolvers<ContextType>;
  CsvExport?: CsvExportResolvers<ContextType>;
  DailyRunStats?: DailyRunStatsResolvers<ContextType>;
  DataModel?: DataModelResolvers<ContextType>;
  DataModelPage?: DataModelPageResolvers<ContextType>;
  Datasource?: DatasourceResolvers<ContextType>;
  DatasourceFile?: DatasourceFileResolvers<ContextType>;
  DatasourcePage?: DatasourcePageResolvers<ContextType>;
  DatasourceRows?: DatasourceRowsResolvers<ContextType>;
  DatasourceType?: DatasourceTypeResolvers;
  DateTime?: GraphQLScalarType;
  DefinitionProblem?: DefinitionProblemResolvers<ContextType>;
  DurationPercentiles?: DurationPercentilesResolvers<ContextType>;
  EgressAddresses?: EgressAddressesResolvers<ContextType>;
  EgressIps?: EgressIpsResolvers<ContextType>;
  EmbedPolicy?: EmbedPolicyResolvers<ContextType>;
  EmbedSession?: EmbedSessionResolvers<ContextType>;
  FailingApp?: FailingAppResolvers<ContextType>;
  FailingPipeline?: FailingPipelineResolvers<ContextType>;
  FeatureEncoding?: FeatureEncodingResolvers;
  FieldMapping?: FieldMappingResolvers<ContextType>;
  FieldMatch?: FieldMatchResolvers<ContextType>;
  FieldSuggestion?: FieldSuggestionResolvers<ContextType>;
  FieldSuggestions?: FieldSuggestionsResolvers<ContextType>;
  FieldType?: FieldTypeResolvers;
  File?: GraphQLScalarType;
  FlattenedKey?: FlattenedKeyResolvers<ContextType>;
  FlattenedKeyPage?: FlattenedKeyPageResolvers<ContextType>;
  FlowSuggestion?: FlowSuggestionResolvers<ContextType>;
  FlowSuggestions?: FlowSuggestionsResolvers<ContextType>;
  Invite?: InviteResolvers<ContextType>;
  InviteLink?: InviteLinkResolvers<ContextType>;
  InvitePage?: InvitePageResolvers<ContextType>;
  InviteStatus?: InviteStatusResolvers;
  JSON?: GraphQLScalarType;
  JinshujuAuthInfo?: JinshujuAuthInfoResolvers<ContextType>;
  JinshujuChoice?: JinshujuChoiceResolvers<ContextType>;
  JinshujuEntryAdded?: JinshujuEntryAddedResolvers<ContextType>;
  JinshujuField?: JinshujuFieldResolvers<ContextType>;
  JinshujuForm?: JinshujuFormResolvers<ContextType>;
  JinshujuFormPage?: JinshujuFormPageResolvers<ContextType>;
  JinshujuFormPipeline?: JinshujuFormPipelineResolvers<ContextType>;
  JinshujuFormSummary?: JinshujuFormSummaryResolvers<ContextType>;
  JinshujuPushConnected?: JinshujuPushConnectedResolvers<ContextType>;
  KeywordExpansion?: KeywordExpansionResolvers<ContextType>;
  KeywordMatch?: KeywordMatchResolvers<ContextType>;
  LegacyFlow?: LegacyFlowResolvers<ContextType>;
  LoopRunCount?: LoopRunCountResolvers<ContextType>;
  LoopSettings?: LoopSettingsResolvers<ContextType>;
  ModelFeature?: ModelFeatureResolvers<ContextType>;
  ModelFlow?: ModelFlowResolvers<ContextType>;
  ModelFlowPage?: ModelFlowPageResolvers<ContextType>;
  ModelMetric?: ModelMetricResolvers;
  ModelTask?: ModelTaskResolvers;
  ModelTraining?: ModelTrainingResolvers<ContextType>;
  ModelVersion?: ModelVersionResolvers<ContextType>;
  ModelVersionPage?: ModelVersionPageResolvers<ContextType>;
  MonitorRelation?: MonitorRelationResolvers<ContextType>;
  MonitorSettings?: MonitorSettingsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notice?: NoticeResolvers<ContextType>;
  NoticeEventConfig?: NoticeEventConfigResolvers<ContextType>;
  NoticeEventConfigs?: NoticeEventConfigsResolvers<ContextType>;
  NoticeEventType?: NoticeEventTypeResolvers;
  NoticeKind?: NoticeKindResolvers;
  NoticePage?: NoticePageResolvers<ContextType>;
  OpenAccountAuth?: OpenAccountAuthResolvers<ContextType>;
  OpenActionCheck?: OpenActionCheckResolvers<ContextType>;
  OpenApp?: OpenAppResolvers<ContextType>;
  OpenAppAccountCount?: OpenAppAccountCountResolvers<ContextType>;
  OpenAppAccountOn?: OpenAppAccountOnResolvers<ContextType>;
  OpenAppAction?: OpenAppActionResolvers<ContextType>;
  OpenAppVersion?: OpenAppVersionResolvers<ContextType>;
  OpenAppVersionStatus?: OpenAppVersionStatusResolvers;
  OpenAppVisibility?: OpenAppVisibilityResolvers;
  Order?: OrderResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderPayStatus?: OrderPayStatusResolvers<ContextType>;
  PaidApp?: PaidAppResolvers<ContextType>;
  PaidAppCheck?: PaidAppCheckResolvers<ContextType>;
  PaidAppsQuota?: PaidAppsQuotaResolvers<ContextType>;
  Permission?: PermissionResolvers;
  Pipeline?: PipelineResolvers<ContextType>;
  PipelineCalculation?: PipelineCalculationResolvers<ContextType>;
  PipelineCheck?: PipelineCheckResolvers<ContextType>;
  PipelineDagStatus?: PipelineDagStatusResolvers<ContextType>;
  PipelineOnError?: PipelineOnErrorResolvers;
  PipelinePage?: PipelinePageResolvers<ContextType>;
  PipelineProblem?: PipelineProblemResolvers<ContextType>;
  PipelineRunStats?: PipelineRunStatsResolvers<ContextType>;
  PipelineSettings?: PipelineSettingsResolvers<ContextType>;
  PipelineSort?: PipelineSortResolvers;
  PipelineStatus?: PipelineStatusResolvers;
  PipelineVersion?: PipelineVersionResolvers<ContextType>;
  PipelineVersionPage?: PipelineVersionPageResolvers<ContextType>;
  PlanLimits?: PlanLimitsResolvers<ContextType>;
  Prediction?: PredictionResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductRole?: ProductRoleResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuotaUsage?: QuotaUsageResolvers<ContextType>;
  Quotas?: QuotasResolvers<ContextType>;
  ReceivedResponse?: ReceivedResponseResolvers<ContextType>;
  RolePermissions?: RolePermissionsResolvers<ContextType>;
  Run?: RunResolvers<ContextType>;
  RunAnalytics?: RunAnalyticsResolvers<ContextType>;
  RunBucket?: RunBucketResolvers<ContextType>;
  RunCounts?: RunCountsResolvers<ContextType>;
  RunErrorGroup?: RunErrorGroupResolvers<ContextType>;
  RunPage?: RunPageResolvers<ContextType>;
  RunPipelineOption?: RunPipelineOptionResolvers<ContextType>;
  RunQuotaUsage?: RunQuotaUsageResolvers<ContextType>;
  RunStatistics?: RunStatisticsResolvers<ContextType>;
  RunStep?: RunStepResolvers<ContextType>;
  RunStepPage?: RunStepPageResolvers<ContextType>;
  SampleDisplay?: SampleDisplayResolvers<ContextType>;
  SavedSdkPartner?: SavedSdkPartnerResolvers<ContextType>;
  SdkCompany?: SdkCompanyResolvers<ContextType>;
  SdkCompanyPage?: SdkCompanyPageResolvers<ContextType>;
  SdkPageConfig?: SdkPageConfigResolvers<ContextType>;
  SdkPartner?: SdkPartnerResolvers<ContextType>;
  Segment?: SegmentResolvers<ContextType>;
  SentRequest?: SentRequestResolvers<ContextType>;
  SharePreview?: SharePreviewResolvers<ContextType>;
  ShareStatus?: ShareStatusResolvers;
  Step?: StepResolvers<ContextType>;
  StepCheck?: StepCheckResolvers<ContextType>;
  StepCheckOutcome?: StepCheckOutcomeResolvers<ContextType>;
  StepErrorSettings?: StepErrorSettingsResolvers<ContextType>;
  StepNode?: StepNodeResolvers<ContextType>;
  StepNodeAction?: StepNodeActionResolvers<ContextType>;
  StepSampleData?: StepSampleDataResolvers<ContextType>;
  StepTestResult?: StepTestResultResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TableField?: TableFieldResolvers<ContextType>;
  Template?: TemplateResolvers<ContextType>;
  TemplateAccountNeed?: TemplateAccountNeedResolvers<ContextType>;
  TemplateCategory?: TemplateCategoryResolvers;
  TemplateCategoryCount?: TemplateCategoryCountResolvers<ContextType>;
  TemplateInput?: TemplateInputResolvers<ContextType>;
  TemplatePage?: TemplatePageResolvers<ContextType>;
  TemplateSource?: TemplateSourceResolvers;
  TemplateUse?: TemplateUseResolvers<ContextType>;
  TemplateUsePage?: TemplateUsePageResolvers<ContextType>;
  TemplateVisibility?: TemplateVisibilityResolvers;
  TradePage?: TradePageResolvers<ContextType>;
  TrainingPhase?: TrainingPhaseResolvers;
  TrainingProgress?: TrainingProgressResolvers<ContextType>;
  TrainingStatus?: TrainingStatusResolvers;
  TriggerSample?: TriggerSampleResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  UserPermissions?: UserPermissionsResolvers<ContextType>;
  UserProductRoles?: UserProductRolesResolvers<ContextType>;
  Variable?: VariableResolvers<ContextType>;
  VariableClass?: VariableClassResolvers<ContextType>;
  VariableLog?: VariableLogResolvers<ContextType>;
  VariablePage?: VariablePageResolvers<ContextType>;
  Webhook?: WebhookResolvers<ContextType>;
  WebhookAccept?: WebhookAcceptResolvers<ContextType>;
  WebhookAcceptPage?: WebhookAcceptPageResolvers<ContextType>;
  WebhookListening?: WebhookListeningResolvers<ContextType>;
}>;

