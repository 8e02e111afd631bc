/** Which lazily loaded screen a route shows; every key is its own chunk (see router.tsx). */
export type ScreenKey =
  | 'login'
  | 'pipelineList'
  | 'pipelineCreate'
  | 'pipelineDetail'
  | 'runList'
  | 'runDetail'
  | 'branchLog'
  | 'variables'
  | 'later'
  | 'appAuthRedirect'
  | 'appAuthSuccess'
  | 'appAuthFail'
  // issue 11: the app screens
  | 'appManage'
  | 'appAuthForm'
  | 'mauticAuth'
  | 'wechatAuth'
  | 'actions'
  // issue 12 slice ai
  | 'createAi';

export interface RouteEntry {
  path: string;
  /** i18n key of the page title (spec §2: '{page title} | 汇流'; in English '{title} | Huiliu'). */
  titleKey: string;
  screen: ScreenKey;
  /** spec §2 marks nav items; the variable management screen is secondary nav. */
  nav?: 'main' | 'secondary';
  /** Reachable without signing in. */
  public?: boolean;
}

/** spec §2: every screen and route of the product. Screens later issues build show the shared "later version" note. */
export const ROUTES: readonly RouteEntry[] = [
  { path: '/pipeline-template', titleKey: 'routes.pipelineTemplate', screen: 'later', nav: 'main' },
  { path: '/data-pipeline', titleKey: 'routes.dataPipeline', screen: 'pipelineList', nav: 'main' },
  { path: '/data-pipeline/create-from-template', titleKey: 'routes.createFromTemplate', screen: 'later' },
  { path: '/data-pipeline/create-cmb-index', titleKey: 'routes.createCmbIndex', screen: 'later' },
  { path: '/data-pipeline/template-auto', titleKey: 'routes.templateAuto', screen: 'later' },
  { path: '/data-pipeline/create-simple-index', titleKey: 'routes.createSimpleIndex', screen: 'later' },
  { path: '/data-pipeline/create-simple-template', titleKey: 'routes.createSimpleTemplate', screen: 'later' },
  { path: '/data-pipeline/create-simple-best', titleKey: 'routes.createSimpleBest', screen: 'later' },
  { path: '/data-pipeline/create', titleKey: 'routes.createPipeline', screen: 'pipelineCreate' },
  { path: '/data-pipeline/create-ai', titleKey: 'routes.createAi', screen: 'createAi' },
  { path: '/data-pipeline/:id', titleKey: 'routes.pipelineDetail', screen: 'pipelineDetail' },
  { path: '/template-edit', titleKey: 'routes.templateEdit', screen: 'later' },
  { path: '/pipeline-edit', titleKey: 'routes.pipelineEdit', screen: 'pipelineDetail' },
  { path: '/data-log', titleKey: 'routes.dataLog', screen: 'runList', nav: 'main' },
  { path: '/data-log/:id', titleKey: 'routes.dataLogDetail', screen: 'runDetail' },
  { path: '/data-log/branch-log/:id', titleKey: 'routes.branchLog', screen: 'branchLog' },
  { path: '/pipeline-share', titleKey: 'routes.pipelineShare', screen: 'later', nav: 'main' },
  { path: '/tag-management', titleKey: 'routes.tagManagement', screen: 'variables', nav: 'secondary' },
  { path: '/app-manage', titleKey: 'routes.appManage', screen: 'appManage', nav: 'main' },
  { path: '/app-manage/auth', titleKey: 'routes.appManageAuth', screen: 'appAuthForm' },
  { path: '/plan', titleKey: 'routes.plan', screen: 'later' },
  { path: '/mautic-api4', titleKey: 'routes.mauticApi4', screen: 'mauticAuth' },
  { path: '/wechat-api4', titleKey: 'routes.wechatApi4', screen: 'wechatAuth' },
  { path: '/app-auth-redirect/:appId', titleKey: 'routes.appAuthRedirect', screen: 'appAuthRedirect' },
  { path: '/app-auth-callback/success', titleKey: 'routes.appAuthSuccess', screen: 'appAuthSuccess' },
  { path: '/app-auth-callback/fail', titleKey: 'routes.appAuthFail', screen: 'appAuthFail' },
  { path: '/login', titleKey: 'routes.login', screen: 'login', public: true },
  { path: '/actions', titleKey: 'routes.actions', screen: 'actions' },
];

/**
 * spec §2 says any other path redirects to /pipeline-template, but the template screen is a later
 * issue's: until it exists, unknown paths (and `/`, the landing after sign-up) go to the pipeline list,
 * the first real screen (issue 10 item 2), never to the "later version" note.
 */
export const FALLBACK_PATH = '/data-pipeline';

/** The list screen that stays mounted while other routes show (spec §2 "kept alive"). */
export const KEPT_ALIVE_PATH = '/data-pipeline';

export const NAV_ROUTES = ROUTES.filter((r) => r.nav);

/** spec §2 title format. */
export function documentTitle(pageTitle: string, productName: string): string {
  return `${pageTitle} | ${productName}`;
}
