import type { Permission } from '@huiliu/core';

/** Which lazily loaded screen a route shows; every key is its own chunk (see router.tsx). */
export type ScreenKey =
  | 'login'
  | 'pipelineList'
  | 'pipelineCreate'
  | 'pipelineDetail'
  | 'runList'
  | 'runDetail'
  | 'branchLog'
  // issue 16: the run log's statistics for analysts
  | 'runStatistics'
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
  // issue 12: templates, simplified creation, sharing
  | 'templateGallery'
  | 'templateCreate'
  | 'createChooser'
  | 'simpleIndex'
  | 'simpleTemplates'
  | 'simpleForm'
  | 'templateEdit'
  | 'myShares'
  // issue 12 slice ai
  | 'createAi'
  // issue 13: the company's people, plan, tokens and notices
  | 'plan'
  | 'company'
  | 'companyMembers'
  | 'inviteAccept'
  | 'apiTokens'
  | 'noticeSettings'
  // issue 14 open-web
  | 'developer'
  | 'developerApp'
  // issue 14 embed
  | 'embedSettings'
  // issue 16: the webhook requests in the run log
  | 'webhookAccepts'
  | 'webhookAccept'
  // issue 17 datamodel: the data-source area — tables uploaded from files, and the models trained on them
  | 'datasourceList'
  | 'dataModelList'
  | 'dataModelEdit'
  | 'dataModelDetail';

export interface RouteEntry {
  path: string;
  /** i18n key of the page title (spec §2: '{page title} | 汇流'; in English '{title} | Huiliu'). */
  titleKey: string;
  screen: ScreenKey;
  /** spec §2 marks nav items; the variable management screen is secondary nav. */
  nav?: 'main' | 'secondary';
  /** Reachable without signing in. */
  public?: boolean;
  /** Shown in the nav only to people whose role grants it (the platform refuses the calls anyway: issue 13). */
  permission?: Permission;
}

/** spec §2: every screen and route of the product. Screens later issues build show the shared "later version" note. */
export const ROUTES: readonly RouteEntry[] = [
  { path: '/pipeline-template', titleKey: 'routes.pipelineTemplate', screen: 'templateGallery', nav: 'main' },
  { path: '/data-pipeline', titleKey: 'routes.dataPipeline', screen: 'pipelineList', nav: 'main' },
  { path: '/data-pipeline/create-from-template', titleKey: 'routes.createFromTemplate', screen: 'templateCreate' },
  { path: '/data-pipeline/create-cmb-index', titleKey: 'routes.createCmbIndex', screen: 'createChooser' },
  { path: '/data-pipeline/template-auto', titleKey: 'routes.templateAuto', screen: 'templateCreate' },
  { path: '/data-pipeline/create-simple-index', titleKey: 'routes.createSimpleIndex', screen: 'simpleIndex' },
  { path: '/data-pipeline/create-simple-template', titleKey: 'routes.createSimpleTemplate', screen: 'simpleTemplates' },
  { path: '/data-pipeline/create-simple-best', titleKey: 'routes.createSimpleBest', screen: 'simpleForm' },
  { path: '/data-pipeline/create', titleKey: 'routes.createPipeline', screen: 'pipelineCreate' },
  { path: '/data-pipeline/create-ai', titleKey: 'routes.createAi', screen: 'createAi' },
  { path: '/data-pipeline/:id', titleKey: 'routes.pipelineDetail', screen: 'pipelineDetail' },
  { path: '/template-edit', titleKey: 'routes.templateEdit', screen: 'templateEdit' },
  { path: '/pipeline-edit', titleKey: 'routes.pipelineEdit', screen: 'pipelineDetail' },
  { path: '/data-log', titleKey: 'routes.dataLog', screen: 'runList', nav: 'main' },
  // issue 16: a screen of the run log, so 流程日志 stays the current nav item
  { path: '/data-log/statistics', titleKey: 'routes.dataLogStatistics', screen: 'runStatistics' },
  { path: '/data-log/:id', titleKey: 'routes.dataLogDetail', screen: 'runDetail' },
  { path: '/data-log/branch-log/:id', titleKey: 'routes.branchLog', screen: 'branchLog' },
  // issue 16: the requests each webhook received, as they came (static paths rank above /data-log/:id)
  { path: '/data-log/webhook-accepts', titleKey: 'routes.webhookAccepts', screen: 'webhookAccepts' },
  { path: '/data-log/webhook-accepts/:acceptId', titleKey: 'routes.webhookAccept', screen: 'webhookAccept' },
  { path: '/pipeline-share', titleKey: 'routes.pipelineShare', screen: 'myShares', nav: 'main' },
  { path: '/tag-management', titleKey: 'routes.tagManagement', screen: 'variables', nav: 'secondary' },
  { path: '/app-manage', titleKey: 'routes.appManage', screen: 'appManage', nav: 'main' },
  { path: '/app-manage/auth', titleKey: 'routes.appManageAuth', screen: 'appAuthForm' },
  { path: '/plan', titleKey: 'routes.plan', screen: 'plan' },
  { path: '/company', titleKey: 'routes.company', screen: 'company', nav: 'secondary' },
  { path: '/company/members', titleKey: 'routes.companyMembers', screen: 'companyMembers' },
  { path: '/company/tokens', titleKey: 'routes.apiTokens', screen: 'apiTokens' },
  { path: '/company/notices', titleKey: 'routes.noticeSettings', screen: 'noticeSettings' },
  { path: '/invite/:token', titleKey: 'routes.inviteAccept', screen: 'inviteAccept', public: true },
  { path: '/mautic-api4', titleKey: 'routes.mauticApi4', screen: 'mauticAuth' },
  { path: '/wechat-api4', titleKey: 'routes.wechatApi4', screen: 'wechatAuth' },
  { path: '/app-auth-redirect/:appId', titleKey: 'routes.appAuthRedirect', screen: 'appAuthRedirect' },
  { path: '/app-auth-callback/success', titleKey: 'routes.appAuthSuccess', screen: 'appAuthSuccess' },
  { path: '/app-auth-callback/fail', titleKey: 'routes.appAuthFail', screen: 'appAuthFail' },
  { path: '/login', titleKey: 'routes.login', screen: 'login', public: true },
  { path: '/actions', titleKey: 'routes.actions', screen: 'actions' },
  // issue 14 open-web: the open platform's developer centre (nav only for the developer permission)
  { path: '/developer', titleKey: 'routes.developer', screen: 'developer', nav: 'secondary', permission: 'developer' },
  { path: '/developer/apps/:appId', titleKey: 'routes.developerApp', screen: 'developerApp' },
  // issue 14 embed: the partner's settings, for developers only (the platform refuses the calls to anyone else)
  { path: '/developer/embed', titleKey: 'routes.embedSettings', screen: 'embedSettings', nav: 'secondary', permission: 'developer' },
  // issue 17 datamodel: data sources and data models (the platform refuses their calls to a role without data.view)
  { path: '/data-source', titleKey: 'routes.dataSource', screen: 'datasourceList', nav: 'secondary', permission: 'data.view' },
  { path: '/data-source/models', titleKey: 'routes.dataModels', screen: 'dataModelList' },
  { path: '/data-source/models/new', titleKey: 'routes.dataModelCreate', screen: 'dataModelEdit' },
  { path: '/data-source/models/:dmid', titleKey: 'routes.dataModelDetail', screen: 'dataModelDetail' },
  { path: '/data-source/models/:dmid/edit', titleKey: 'routes.dataModelEdit', screen: 'dataModelEdit' },
];

/** spec §2: any other path (and `/`) redirects to the template gallery, where every new user lands (issue 12). */
export const FALLBACK_PATH = '/pipeline-template';

/** The list screen that stays mounted while other routes show (spec §2 "kept alive"). */
export const KEPT_ALIVE_PATH = '/data-pipeline';

export const NAV_ROUTES = ROUTES.filter((r) => r.nav);

/** spec §2 title format. */
export function documentTitle(pageTitle: string, productName: string): string {
  return `${pageTitle} | ${productName}`;
}
