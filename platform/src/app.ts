import { randomBytes } from 'node:crypto';
import { operational } from '@huiliu/contract';
import { ERRORS, type StarterTemplate } from '@huiliu/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { isPglite, type Database, type Db } from './db/open';
import { scheduleDbMaintenance } from './db/maintenance';
import type { FinishedRun } from './engine/deps';
import { Engine, type EngineOptions } from './engine/service';
import { dataRoutes } from './families/data/routes';
import { datasourceRoutes } from './families/datasource/routes';
import { tableServices } from './families/datasource/service';
import { SheetReader, type SheetReaderOptions } from './families/datasource/sheet-reader';
import { defaultUploadDir, UploadStore } from './families/datasource/uploads';
import { dataprocessEditorRoutes } from './families/dataprocess/editor-routes';
import { dataprocessRoutes } from './families/dataprocess/routes';
import { processRoutes } from './families/process/routes';
import { logsRoutes } from './families/logs/routes';
import { processAppRoutes } from './families/process-app/routes';
import { appCatalogueRoutes } from './families/app-catalogue/routes';
import { appVendorsRoutes } from './families/app-vendors/routes';
import { appAccountRoutes } from './families/app-accounts/routes';
import { appRunRoutes } from './families/app-run/routes';
import { membersRoutes } from './families/members/routes';
import { errorRunStarter } from './families/monitor/error-run';
import { mailerFromEnv, type Mailer } from './families/monitor/mailer';
import { monitorNotifier } from './families/monitor/notifier';
import { monitorRoutes } from './families/monitor/routes';
import { noticeRoutes } from './families/notice/routes';
import { userRoutes } from './families/user/routes';
import { variablesRoutes } from './families/variables/routes';
import { envLoader } from './families/variables/service';
import { authenticate } from './http/auth';
import type { AttemptLimits } from './http/attempt-limits';
import { BODY_LIMIT, installBoundary } from './http/boundary';
import { loggerOptions } from './http/logger';
import { route } from './http/route';
import { AccountStore } from './apps/accounts';
import { loadCatalogue, type Catalogue } from './apps/catalogue';
// issue 14 open-api
import { DbOpenAppDirectory } from './apps/open/directory';
import { openPlatformRoutes } from './families/open-platform/routes';
import { appOauthRoutes } from './apps/oauth/routes';
import { fromTemplate } from './families/templates/from-template';
import { templatesRoutes } from './families/templates/routes';
import { STARTER_TEMPLATES } from './templates/starters/index';
import { aiRoutes } from './families/ai/routes';
import { aiSettingsFromEnv, type AiSettings } from './families/ai/settings';
// issue 13 company
import { companyConsoleRoutes } from './families/company-console/routes';
import { NoticeEvents } from './families/notice/events';
import { accountFailed, quotaReached } from './families/notice/occurrences';
import { smsFromEnv, type SmsSender } from './families/notice/sms';
// issue 13 billing
import type { BillingDeps } from './families/billing/deps';
import { runQuotaNotifier } from './families/billing/notices';
import { billingRoutes } from './families/billing/routes';
import { PaymentProviders } from './families/pay/provider';
import { payRoutes } from './families/pay/routes';
import { SandboxProvider } from './families/pay/sandbox/sandbox';
import { forgetCompanySessions, shareSessionCache } from './families/user/sessions';
import { followOverBus } from './runtime/follow';
import { answerOnlyProbes } from './http/worker-gate';
// issue 13 members
import { companyMembersRoutes } from './families/company-members/routes';
import { inviteRoutes } from './families/invite/routes';
// issue 13 tokens
import { ApiTokenGate } from './families/tokens/gate';
import { tokensRoutes } from './families/tokens/routes';
import type { AuditWriterOptions } from './families/tokens/audit-writer';
// issue 14 sdk-api
import { sdkRoutes } from './families/sdk/routes';
// issue 17 jinshuju
import { jinshujuRoutes } from './families/jinshuju/routes';
import { legacyFlowRoutes } from './families/legacy-flows/routes';
// issue 14 integrate
import { DbSdkCompanyLinks } from './families/sdk/company-links';
// issue 15 health and metrics
import type { Registry } from 'prom-client';
import { metricsTokenFromEnv } from './metrics/exposition';
import { PlatformMetrics, stepLabelOf } from './metrics/platform-metrics';
import { probeRoutes } from './metrics/routes';
// issue 17 datamodel
import { Predictions } from './families/datamodel/predictions';
import { datamodelRoutes } from './families/datamodel/routes';
import { TrainingManager, type TrainerOptions } from './families/datamodel/trainer';

export interface BuildPlatformOptions {
  /** What `openDatabase()` returned, or just its drizzle `db`. */
  db: Database | Db;
  /** false (default) for silence, true for info logs, or pino options (e.g. a `stream`). */
  logger?: boolean | Record<string, unknown>;
  /**
   * The key that seals secrets at rest (`loadSecretKey`). Without one, a key lives only as long as
   * this instance: right for tests, never for a data directory that outlives the process.
   */
  secretKey?: Buffer;
  /** The notice events' mail channel (the error monitor's too); default: SMTP_URL / SMTP_FROM, or none when SMTP_URL is unset. */
  mailer?: Mailer | null;
  /** The notice events' SMS channel (issue 13 company); default: HUILIU_SMS_URL / HUILIU_SMS_KEY, or none when unset. */
  sms?: SmsSender | null;
  /** Where data source uploads wait for import; default UPLOAD_DIR or the system temp dir. */
  uploadDir?: string;
  /** How uploaded spreadsheets are parsed off the event loop (concurrency, time budget, heap). */
  sheetReader?: Omit<SheetReaderOptions, 'log'>;
  /** The run engine's settings (EngineDeps of other families, queue, concurrency …). */
  engine?: Omit<EngineOptions, 'db' | 'log'>;
  /** Close the database when the app closes, after the engine has flushed its run log. */
  closeDatabase?: boolean;
  /** Limits of sign-in and sign-up attempts (default DEFAULT_ATTEMPT_LIMITS). */
  attemptLimits?: AttemptLimits;
  /**
   * How many proxies in front to trust: 1 behind the gateway (it appends the caller's address to
   * X-Forwarded-For), so rate limits count the caller rather than the gateway. Default 0.
   */
  trustProxy?: number;
  /**
   * Check every reply against its call's schema (the contract package) and fail the request when it
   * breaks it. Default: on under NODE_ENV=test (every test also tests the contract) or with
   * HUILIU_STRICT_REPLIES=1 (a staging run); off in production, where the check would cost as much as
   * serialising a reply again (`npm run bench -- replies`) and could only turn a reply into a 500.
   */
  strictReplies?: boolean;
  /** The apps the platform runs (issue 11); default: built-ins, the catalogue and HUILIU_APPS_DIR's JSON definitions. */
  catalogue?: Catalogue;
  /** The starter templates every company sees (issue 12); default: the catalogue in `templates/starters`. */
  starters?: readonly StarterTemplate[];
  /** The LLM provider of the AI calls (issue 12); default HUILIU_AI_*; null: none, the offline planner answers. */
  ai?: AiSettings | null;
  /** issue 13 billing: the clock of paid periods, expiry and the months of quotas (tests set it); default the wall clock. */
  billing?: { now?: () => Date };
  /** issue 13 tokens: how the API-token audit list is batched (tests shorten nothing; the bench may). */
  tokenAudit?: AuditWriterOptions;
  /** issue 15: /readyz also asks this (the runtime's ping: Redis in distributed mode); default: the database alone. */
  readiness?: () => Promise<boolean>;
  /** issue 15: the bearer /metrics requires; default HUILIU_METRICS_TOKEN; null: open. */
  metricsToken?: string | null;
  /** issue 15: 'worker' is a worker process of distributed mode, whose port answers health and metrics only. */
  role?: 'platform' | 'worker';
  /** issue 17 datamodel: how data models train here (concurrency, queue, trees, row cap, time and heap budgets). */
  dataModels?: TrainerOptions;
}

export interface PlatformRoute {
  method: string;
  url: string;
}

const routesOf = new WeakMap<FastifyInstance, PlatformRoute[]>();
const engineOf = new WeakMap<FastifyInstance, Engine>();
const noticeEventsOf = new WeakMap<FastifyInstance, NoticeEvents>();
const metricsOf = new WeakMap<FastifyInstance, PlatformMetrics>();
// issue 17 datamodel
const trainerOf = new WeakMap<FastifyInstance, TrainingManager>();

/** issue 17 datamodel: the training jobs of a built platform (tests wait for them to settle). */
export function platformTrainer(app: FastifyInstance): TrainingManager {
  const trainer = trainerOf.get(app);
  if (!trainer) throw new Error('not a platform app');
  return trainer;
}

/** The run engine of a built platform (tests and the bench wait on it; the gateway reads nothing else). */
export function platformEngine(app: FastifyInstance): Engine {
  const engine = engineOf.get(app);
  if (!engine) throw new Error('not a platform app');
  return engine;
}

/** The notice events of a built platform (tests wait on the notices it sends without holding up a run). */
export function platformNoticeEvents(app: FastifyInstance): NoticeEvents {
  const events = noticeEventsOf.get(app);
  if (!events) throw new Error('not a platform app');
  return events;
}

/** issue 15: another tier's metrics in this process (the embedded gateway's), answered by the platform's /metrics. */
export function includeMetrics(app: FastifyInstance, registry: Registry): void {
  const metrics = metricsOf.get(app);
  if (!metrics) throw new Error('not a platform app');
  metrics.include(registry);
}

/** Every route the platform registered (HEAD/OPTIONS excluded), for the gateway's coverage test. */
export function platformRoutes(app: FastifyInstance): PlatformRoute[] {
  return [...(routesOf.get(app) ?? [])];
}

function unwrap(db: Database | Db): { db: Db; kind: Database['kind'] } {
  if ('kind' in db && 'close' in db) return { db: db.db, kind: db.kind };
  return { db, kind: isPglite((db as { $client?: unknown }).$client) ? 'pglite' : 'postgres' };
}

/** The REST platform (DESIGN §3) on an open database; routes are registered synchronously. */
export function buildPlatform(opts: BuildPlatformOptions): FastifyInstance {
  const { db, kind } = unwrap(opts.db);
  const app = Fastify({
    logger: loggerOptions(opts.logger),
    bodyLimit: BODY_LIMIT,
    return503OnClosing: false,
    // proxy-addr numbers the hops from the socket: trust exactly the first `trustProxy` of them
    ...(opts.trustProxy ? { trustProxy: (_address: string, hop: number) => hop < opts.trustProxy! } : {}),
  });
  if (opts.role === 'worker') answerOnlyProbes(app);
  const routes: PlatformRoute[] = [];
  routesOf.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
    }
  });
  // onClose hooks run last-registered first: the database closes after the engine has flushed
  if (opts.closeDatabase && 'close' in opts.db) app.addHook('onClose', (opts.db as Database).close);
  const secretKey = opts.secretKey ?? randomBytes(32);
  const catalogue = opts.catalogue ?? loadCatalogue({ appsDir: process.env.HUILIU_APPS_DIR });
  const accounts = new AccountStore(db, secretKey, catalogue);
  // issue 14 open-api: published open apps join the catalogue (per company) before the engine starts
  const openApps = new DbOpenAppDirectory(db);
  catalogue.useOpenApps(openApps);
  app.addHook('onReady', () => openApps.load());
  // issue 14 integrate: a partner's private apps reach the companies it created; loaded before the engine starts
  const sdkLinks = new DbSdkCompanyLinks(db);
  openApps.usePartners((companyId) => sdkLinks.partnersOf(companyId));
  app.addHook('onReady', () => sdkLinks.load());
  const loadEnv = envLoader({ db, secretKey });
  // issue 17 datamodel: predictions for the REST call and the 预测 step (versions cached per process)
  const predictions = new Predictions(db);
  const templateDeps = { db, catalogue, accounts, secretKey, loadEnv, starters: opts.starters ?? STARTER_TEMPLATES };
  // The notifier needs the engine (to start error pipelines) and the engine needs the notifier.
  let notifyRunFinished = async (_run: FinishedRun): Promise<void> => undefined;
  let runLimitReached = (_companyId: string, _plan: string): void => undefined;
  // the engine counts through its observer; the queue it builds is asked only at each scrape
  const metrics = new PlatformMetrics({ queueDepth: (): Promise<number> => engine.queue.depth(), stepLabel: stepLabelOf(catalogue) });
  metricsOf.set(app, metrics);
  const engine = new Engine({
    ...opts.engine,
    db,
    log: app.log,
    observer: metrics,
    deps: {
      loadEnv,
      // issue 17 datamodel: predict
      services: { ...tableServices(db), catalogue, accounts: accounts.access(), predict: (...a) => predictions.predict(...a) },
      onRunFinished: (run) => notifyRunFinished(run),
      onRunLimitReached: (companyId, plan) => runLimitReached(companyId, plan),
      ...opts.engine?.deps,
    },
  });
  const noticeEvents = new NoticeEvents({
    db,
    mailer: opts.mailer !== undefined ? opts.mailer : mailerFromEnv(),
    sms: opts.sms !== undefined ? opts.sms : smsFromEnv(engine.http),
    log: app.log,
  });
  notifyRunFinished = monitorNotifier({ db, http: engine.http, events: noticeEvents, startErrorRun: errorRunStarter(engine), log: app.log });
  runLimitReached = quotaReached(noticeEvents);
  accounts.onAuthFailure(accountFailed(noticeEvents));
  // issue 15: the caches every process keeps follow a change made in any of them
  const logCluster = (err: unknown) => app.log.warn({ err }, 'cluster cache not kept in step');
  const unfollow = [
    shareSessionCache(db, engine.bus),
    followOverBus(engine.bus, 'open-app-changed', openApps, logCluster),
    followOverBus(engine.bus, 'sdk-links-changed', sdkLinks, logCluster),
  ];
  app.addHook('onClose', async () => unfollow.forEach((stop) => stop()));
  engineOf.set(app, engine);
  noticeEventsOf.set(app, noticeEvents);
  app.addHook('onReady', () => engine.start());
  app.addHook('onClose', () => engine.stop());
  // before the database closes (hooks run last-registered first): notices sent without waiting go out first
  app.addHook('onClose', () => noticeEvents.idle());
  app.decorateRequest('auth', null);
  const strictReplies = opts.strictReplies ?? (process.env.NODE_ENV === 'test' || process.env.HUILIU_STRICT_REPLIES === '1');
  installBoundary(app, { strictReplies });
  // issue 13 tokens: API tokens meet every request in authenticate; their calls go to the audit list
  const apiTokens = new ApiTokenGate(db, app.log, opts.tokenAudit);
  apiTokens.install(app);
  app.addHook('onRequest', authenticate(db, apiTokens));

  // a probe reads msg 'ok' (docs/rest-contract.md "Operational"); the envelope still meets the call's schema
  route(app, operational.health, async (_req, reply) => reply.send({ code: ERRORS.OK.code, msg: 'ok', data: { db: kind } }));
  const metricsToken = opts.metricsToken !== undefined ? opts.metricsToken : metricsTokenFromEnv();
  probeRoutes(app, { db, kind, metrics, metricsToken, ...(opts.readiness ? { readiness: opts.readiness } : {}) });
  userRoutes(app, db, opts.attemptLimits);
  membersRoutes(app, db);
  dataprocessRoutes(app, db, (processId) => engine.pipelineChanged(processId), catalogue, fromTemplate(templateDeps));
  dataprocessEditorRoutes(app, db, engine);
  dataRoutes(app, db, engine);
  processRoutes(app, db, (processId) => engine.pipelineChanged(processId), catalogue);
  logsRoutes(app, db, engine);
  processAppRoutes(app, db, engine);
  appCatalogueRoutes(app, db, catalogue);
  appAccountRoutes(app, { db, accounts });
  appRunRoutes(app, { db, catalogue, accounts, http: engine.http });
  variablesRoutes(app, { db, secretKey });
  monitorRoutes(app, db);
  appOauthRoutes(app, { db, accounts, http: engine.http });
  noticeRoutes(app, db);
  appVendorsRoutes(app, { db, accounts, http: engine.http });
  templatesRoutes(app, templateDeps);
  aiRoutes(app, { db, catalogue, settings: (opts.ai !== undefined ? opts.ai : aiSettingsFromEnv()) ?? undefined });
  // issue 13 tokens
  tokensRoutes(app, { db, audit: apiTokens.audit });
  // issue 17 jinshuju: the form service, 金数据's data push, and the legacy flows' three calls
  jinshujuRoutes(app, { db, accounts, http: engine.http }, engine);
  legacyFlowRoutes(app, { db, catalogue, accounts, onChange: (processId) => engine.pipelineChanged(processId) });
  const sheets = new SheetReader({ ...opts.sheetReader, log: app.log });
  // preClose: a parse in progress must not hold up closing (its upload is answered SHUTTING_DOWN)
  app.addHook('preClose', async () => sheets.close());
  datasourceRoutes(app, { db, uploads: new UploadStore(opts.uploadDir ?? defaultUploadDir()), sheets });
  // issue 13 company
  companyConsoleRoutes(app, { db, companyChanged: (companyId) => engine.companyChanged(companyId), channels: () => noticeEvents.channels });
  // issue 13 billing: a paid or ended plan drops the caches that hold it (sessions, the engine's pipelines)
  const sandbox = new SandboxProvider(db, secretKey);
  const billing: BillingDeps = {
    db,
    now: opts.billing?.now ?? (() => new Date()),
    catalogue,
    providers: new PaymentProviders([sandbox]),
    planChanged: (companyId) => {
      forgetCompanySessions(db, companyId);
      void engine.companyChanged(companyId);
    },
    mailer: opts.mailer !== undefined ? opts.mailer : mailerFromEnv(),
    log: app.log,
  };
  const notifyRunUsage = runQuotaNotifier(billing);
  engine.quota.onThreshold = (usage) => void notifyRunUsage(usage);
  billingRoutes(app, billing, engine.scheduler);
  // an embedded database has no autovacuum: the engine's scheduler does its work every night
  scheduleDbMaintenance(app, { db, kind, scheduler: engine.scheduler, log: app.log });
  payRoutes(app, { ...billing, sandbox });
  // issue 13 members: the console's members and roles, invite links
  companyMembersRoutes(app, db);
  inviteRoutes(app, db, opts.attemptLimits);
  // issue 14 open-api
  openPlatformRoutes(app, { db, catalogue, accounts, http: engine.http, directory: openApps });
  // issue 14 sdk-api: signed partner calls, the embedded UI's session, partner administration
  sdkRoutes(app, { db, secretKey, catalogue, http: engine.http, billing, links: sdkLinks, directory: openApps, scheduler: engine.scheduler });
  // issue 17 datamodel: trainings run as jobs of this process; a shutdown stops them before the database closes
  const trainer = new TrainingManager(db, app.log, opts.dataModels);
  app.addHook('onReady', () => trainer.start(engine.cluster !== undefined));
  app.addHook('preClose', () => trainer.close());
  trainerOf.set(app, trainer);
  datamodelRoutes(app, { db, trainer, predictions });
  return app;
}
