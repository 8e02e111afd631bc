/**
 * The platform's REST shapes as the gateway reads them, derived from the contract (`@huiliu/contract`,
 * the schemas the platform validates its replies with); nothing here is written out by hand.
 * Resolvers receive these as parents (codegen mappers), so the snake_case → camelCase mapping happens
 * in field resolvers, in one place per type.
 */
import type {
  ai,
  AccountInfo,
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
} from '@huiliu/contract';

type Item<L extends { list: unknown[] }> = L['list'][number];

export type RestUser = User;
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

// ── issue 13 tokens: API tokens for internal tools ───────────────────────────

export type RestApiToken = ApiToken;
export type RestCreatedApiToken = ReplyOf<typeof tokens.create>;
export type RestApiTokenCall = ApiTokenCall;
export type RestApiTokenRole = Item<ReplyOf<typeof tokens.roles>>;
