/**
 * The platform's REST shapes as the gateway reads them, derived from the contract (`@huiliu/contract`,
 * the schemas the platform validates its replies with); nothing here is written out by hand.
 * Resolvers receive these as parents (codegen mappers), so the snake_case → camelCase mapping happens
 * in field resolvers, in one place per type.
 */
import type {
  // issue 17 datamodel
  DataModel,
  datamodel,
  ModelTraining,
  ModelVersion,
  Prediction,
  // issue 14 open-api
  openPlatform,
  ai,
  // issue 13 billing
  BillingNotice,
  companyBilling,
  Order,
  pay,
  AccountInfo,
  CompanyInfo,
  NoticeEventConfig,
  companyConsole,
  ApiToken,
  ApiTokenCall,
  AppInfo,
  AuthResult,
  Datasource,
  data,
  dataprocess,
  datasource,
  logs,
  MonitorRelation,
  MonitorSettings,
  Notice,
  Pipeline,
  PipelineDetail,
  PipelineVersion,
  processApp,
  processEdit,
  ReplyOf,
  Run,
  RunStep,
  SharePreview,
  Template,
  TemplateUse,
  templates,
  tokens,
  User,
  Variable,
  VariableLog,
  variables,
  // issue 13 members
  CompanyRole,
  companyMembers,
  Invite,
  invite,
  InviteLink,
  Member,
  ProductRole,
  UserProductRoles,
  // issue 14 sdk-api
  sdk,
  SdkCompany,
  SdkPageConfig,
  SdkPartner,
  // issue 17 jinshuju
  jinshuju,
  legacyFlows,
} from '@huiliu/contract';

type Item<L extends { list: unknown[] }> = L['list'][number];

/** A person; the console's member list (issue 13) also says when they last signed in. */
export type RestUser = User & Partial<Pick<Member, 'last_login_at'>>;
export type RestAuthResult = AuthResult;

/** List and batch replies carry a Pipeline; detail replies (and add, copy, update) also its content. */
export type RestPipeline = Pipeline & Partial<Pick<PipelineDetail, 'content' | 'data_process'>>;
export type RestPipelineVersion = PipelineVersion;
export type RestPipelineCheck = ReplyOf<typeof dataprocess.checkFlow>;
export type RestPipelineCalculation = ReplyOf<typeof dataprocess.calculateContent>;
export type RestStepNode = Item<ReplyOf<typeof dataprocess.node>>;
export type RestStepNodeAction = RestStepNode['actions'][number];
export type RestStepSampleData = ReplyOf<typeof dataprocess.septdata>;

/** `{ list, total }` of any REST list. */
export interface RestList<T> {
  list: T[];
  total: number;
}

/** GraphQL pages carry REST items; the item resolvers map them. */
export interface Page<T> {
  items: T[];
  total: number;
}

// ── Engine shapes (docs/rest-contract-engine.md) ──────────────────────────────

/** Lists and events carry a Run; POST /log/detail also its steps and trigger data. */
export type RestRun = Run & Partial<Pick<ReplyOf<typeof logs.detail>, 'steps' | 'trigger_data'>>;
export type RestRunStep = RunStep;
export type RestRunPipelineOption = Item<ReplyOf<typeof logs.processOption>>;
export type RestPipelineRunStats = Item<ReplyOf<typeof logs.companyProcess>>;
export type RestRunStatistics = ReplyOf<typeof logs.runStatistical>;
/** issue 16: the summary call's reply and the view it was asked for (RunAnalytics.series and the top lists repeat it). */
export type RestRunAnalytics = ReplyOf<typeof logs.analyticsSummary> & { view: Record<string, unknown> };
export type RestDurationPercentiles = RestRunAnalytics['durations'];
export type RestRunBucket = ReplyOf<typeof logs.analyticsSeries>['list'][number];
export type RestFailingPipeline = Extract<ReplyOf<typeof logs.analyticsFailures>, { kind: 'pipelines' }>['list'][number];
export type RestFailingApp = Extract<ReplyOf<typeof logs.analyticsFailures>, { kind: 'apps' }>['list'][number];
export type RestRunErrorGroup = Extract<ReplyOf<typeof logs.analyticsFailures>, { kind: 'errors' }>['list'][number];
export type RestCsvExport = ReplyOf<typeof logs.export>;

export type RestWebhook = ReplyOf<typeof data.fetch>;
export type RestAccept = ReplyOf<typeof data.acceptDetail>;
export type RestWebhookListening = ReplyOf<typeof data.listen>;
export type RestTriggerSample = ReplyOf<typeof data.fetchSample>;
export type RestDagStatus = ReplyOf<typeof data.checkDagStatus>['list'][number];
export type RestKeywordExpansion = ReplyOf<typeof data.expand>;
export type RestPipelineSettings = ReplyOf<typeof processEdit.settings>;
export type RestSampleDisplay = ReplyOf<typeof processEdit.displayInSample>;

/** A step test, or the custom action forward (which may add flatten_data). */
export type RestStepTest = ReplyOf<typeof processApp.customActionForward>;

export type RestVariable = Variable;
/** issue 11: an app of the catalogue and a company's account of one. */
export type RestApp = AppInfo;
export type RestAppAccount = AccountInfo;
export type RestVariableClass = Item<ReplyOf<typeof variables.classdata>>;
export type RestVariableLog = VariableLog;

export type RestMonitorRelation = MonitorRelation;
export type RestMonitorSettings = MonitorSettings;

export type RestNotice = Notice;

export type RestDatasource = Datasource;
/** upfile (and autotypedata, which never has `inserted`) keep the spec's capitalised Filepath and Sheet. */
export type RestDatasourceFile = ReplyOf<typeof datasource.upfile>;

export interface RestNoticePage extends Page<RestNotice> {
  unread: number;
}

// ── Templates (issue 12; docs/rest-contract-templates.md) ────────────────────

export type RestTemplate = Template;
export type RestTemplateAccountNeed = Template['account_needs'][number];
export type RestTemplateInput = Template['inputs'][number];
export type RestTemplateUse = TemplateUse;
export type RestSharePreview = SharePreview;
export type RestTemplateCategoryCount = Item<ReplyOf<typeof templates.categories>>;
/** AI (issue 12): the scheme reply, and the suggestions as the route table's 'page' unwrap gives them (`items`). */
export type RestAiDraft = ReplyOf<typeof ai.scheme>;
export type RestFlowSuggestion = ReplyOf<typeof ai.flowSuggestion>['list'][number];
export type RestFlowSuggestions = Omit<ReplyOf<typeof ai.flowSuggestion>, 'list'> & { items: RestFlowSuggestion[] };
export type RestFieldSuggestions = Omit<ReplyOf<typeof ai.fieldsSuggestion>, 'list'> & { items: ReplyOf<typeof ai.fieldsSuggestion>['list'] };

// ── Company console and notice events (issue 13 company; docs/rest-contract-company.md) ─────────────────────

export type RestCompany = CompanyInfo;
export type RestNoticeEventConfig = NoticeEventConfig;
/** GET /notice/event-config as the route table's 'page' unwrap gives it (`items`). */
export type RestNoticeEventConfigs = Omit<ReplyOf<typeof companyConsole.eventConfigs>, 'list'> & { items: RestNoticeEventConfig[] };
// ── issue 13 billing (docs/rest-contract-company.md "billing") ──────────────

export type RestProduct = Item<ReplyOf<typeof companyBilling.products>>;
export type RestQuotas = ReplyOf<typeof companyBilling.quotas>;
export type RestCompanyFee = ReplyOf<typeof companyBilling.balance>;
export type RestCompanyResource = ReplyOf<typeof companyBilling.resource>;
export type RestOrder = Order;
export type RestBillingAmounts = ReplyOf<typeof companyBilling.amounts>;
export type RestBalanceChange = Item<ReplyOf<typeof companyBilling.balanceChanges>>;
export type RestBill = Item<ReplyOf<typeof companyBilling.bills>>;
export type RestPaidAppCheck = ReplyOf<typeof companyBilling.checkApps>;
export type RestTradePage = ReplyOf<typeof companyBilling.payment>;
export type RestCreatedOrder = ReplyOf<typeof pay.orders>;
export type RestOrderPayStatus = ReplyOf<typeof companyBilling.checkpay>;
export type RestBillingNotice = BillingNotice;
// ── Members, roles and invites (issue 13 members; docs/rest-contract-company.md "members") ─────────────

export type RestCompanyRole = CompanyRole;
export type RestRolePermissions = ReplyOf<typeof companyMembers.rolePermissions>;
export type RestUserPermissions = ReplyOf<typeof companyMembers.userPermissions>;
export type RestProductRole = ProductRole;
export type RestUserProductRoles = UserProductRoles;
export type RestInvite = Invite;
export type RestCreatedInvite = ReplyOf<typeof invite.newtoken>;
export type RestInviteLink = InviteLink;
// ── issue 13 tokens: API tokens for internal tools ───────────────────────────

export type RestApiToken = ApiToken;
export type RestCreatedApiToken = ReplyOf<typeof tokens.create>;
export type RestApiTokenCall = ApiTokenCall;
export type RestApiTokenRole = Item<ReplyOf<typeof tokens.roles>>;
// ── issue 14 open-api: the open platform (docs/rest-contract-open-platform.md) ─────────────────────────────

export type RestOpenApp = ReplyOf<typeof openPlatform.devApp>;
export type RestOpenAppVersion = ReplyOf<typeof openPlatform.devVersionSave>;
export type RestOpenAppAction = Item<ReplyOf<typeof openPlatform.getActionsByApp>>;
export type RestActionTestResult = ReplyOf<typeof openPlatform.testActions>;
export type RestOpenAccountAuth = ReplyOf<typeof openPlatform.getAccountAuth>;
export type RestEgressAddresses = ReplyOf<typeof openPlatform.ipWhiteList>;
export type RestFlattenedKeyPage = Omit<ReplyOf<typeof openPlatform.flatten>, 'list'> & { items: ReplyOf<typeof openPlatform.flatten>['list'] };
export type RestOpenAppAccountOn = ReplyOf<typeof openPlatform.accounton>;
export type RestOpenActionCheck = ReplyOf<typeof openPlatform.checkActionFields>;
export type RestOpenAppAccountCount = Item<ReplyOf<typeof openPlatform.getAppByAccount>>;
export type RestAddedOpenAppAccount = ReplyOf<typeof openPlatform.addAccount>;
// ── issue 14 sdk-api: the SDK's partner settings and the embedded UI's session ──────────────────────────

export type RestSdkPartner = SdkPartner;
export type RestSavedSdkPartner = ReplyOf<typeof sdk.adminPartnerSave>;
export type RestSdkPageConfig = SdkPageConfig;
export type RestSdkCompany = SdkCompany;
export type RestEmbedSession = ReplyOf<typeof sdk.loginInfo>;
// issue 14 embed
export type RestEmbedPolicy = ReplyOf<typeof sdk.embedPolicy>;
// ── issue 17 jinshuju: the 金数据 form service and the legacy flows ────────────────────────────────────────

export type RestJinshujuAuthInfo = ReplyOf<typeof jinshuju.authInfo>;
export type RestJinshujuFormSummary = Item<ReplyOf<typeof jinshuju.formSelect>>;
export type RestJinshujuFormPage = Omit<ReplyOf<typeof jinshuju.formSelect>, 'list'> & { items: RestJinshujuFormSummary[] };
export type RestJinshujuForm = ReplyOf<typeof jinshuju.formDetail>;
export type RestJinshujuField = RestJinshujuForm['fields'][number];
export type RestJinshujuChoice = RestJinshujuField['choices'][number];
export type RestJinshujuFormPipeline = RestJinshujuForm['pipelines'][number];
export type RestJinshujuEntryAdded = ReplyOf<typeof jinshuju.add>;
export type RestJinshujuPushConnected = ReplyOf<typeof jinshuju.connectPush>;
export type RestLegacyFlow = ReplyOf<typeof legacyFlows.step1>;
// ── issue 17 datamodel: data models, trainings, versions, predictions (docs/rest-contract-datamodel.md) ─────
export type RestDataModel = DataModel;
export type RestModelTraining = ModelTraining;
export type RestModelVersion = ModelVersion;
export type RestPrediction = Prediction;
export type RestModelFlow = Item<ReplyOf<typeof datamodel.flowsStatus>>;
