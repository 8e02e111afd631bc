import type { ComponentType } from 'react';
import { sessionStore } from '../browser';
import { onChunkLoaded } from './chunkRecovery';
import type { ScreenKey } from './routeTable';

type ScreenModule = { default: ComponentType };

/** One dynamic import per screen, so each screen is its own chunk (issue 2: lazy routes); see LazyScreen. */
const imports: Record<ScreenKey, () => Promise<ScreenModule>> = {
  login: () => import('../screens/login/LoginScreen'),
  pipelineList: () => import('../screens/pipelines/list/PipelineListScreen'),
  pipelineCreate: () => import('../screens/pipelines/editor/EditorScreen'),
  pipelineDetail: () => import('../screens/pipelines/editor/EditorScreen'),
  runList: () => import('../screens/logs/list/RunListScreen'),
  runDetail: () => import('../screens/logs/detail/RunDetailScreen'),
  branchLog: () => import('../screens/logs/branch/BranchLogScreen'),
  runStatistics: () => import('../screens/logs/statistics/StatisticsScreen'),
  variables: () => import('../screens/variables/VariableScreen'),
  later: () => import('../screens/ComingLater'),
  appAuthRedirect: () => import('../screens/oauth/AuthRedirectScreen'),
  appAuthSuccess: () => import('../screens/oauth/AuthSuccessScreen'),
  appAuthFail: () => import('../screens/oauth/AuthFailScreen'),
  // issue 11 slice web
  appManage: () => import('../screens/apps/manage/AppManageScreen'),
  appAuthForm: () => import('../screens/apps/auth/AppAuthScreen'),
  mauticAuth: () => import('../screens/apps/auth/MauticAuthScreen'),
  wechatAuth: () => import('../screens/apps/auth/WechatAuthScreen'),
  actions: () => import('../screens/apps/actions/ActionsScreen'),
  // issue 12 slice web
  templateGallery: () => import('../screens/templates/gallery/TemplateGalleryScreen'),
  templateCreate: () => import('../screens/templates/create/CreateFromTemplateScreen'),
  createChooser: () => import('../screens/templates/create/CreateChooserScreen'),
  simpleIndex: () => import('../screens/templates/simple/SimpleIndexScreen'),
  simpleTemplates: () => import('../screens/templates/simple/SimpleTemplatesScreen'),
  simpleForm: () => import('../screens/templates/simple/SimpleBestScreen'),
  templateEdit: () => import('../screens/templates/edit/TemplateEditScreen'),
  myShares: () => import('../screens/templates/share/MySharesScreen'),
  // issue 12 slice ai
  createAi: () => import('../screens/ai/CreateAiScreen'),
  // issue 13: each slice points its key at its screen
  plan: () => import('../screens/plan/PlanScreen'),
  company: () => import('../screens/company/CompanyScreen'),
  companyMembers: () => import('../screens/members/MembersScreen'),
  inviteAccept: () => import('../screens/invite/InviteAcceptScreen'),
  apiTokens: () => import('../screens/tokens/ApiTokensScreen'),
  noticeSettings: () => import('../screens/company/NoticeSettingsScreen'),
  // issue 14 open-web
  developer: () => import('../screens/developer/DeveloperScreen'),
  developerApp: () => import('../screens/developer/app/DeveloperAppScreen'),
  // issue 14 embed
  embedSettings: () => import('../screens/embed/EmbedSettingsScreen'),
  // issue 16
  webhookAccepts: () => import('../screens/logs/webhooks/WebhookAcceptsScreen'),
  webhookAccept: () => import('../screens/logs/webhooks/WebhookAcceptScreen'),
  // issue 17 datamodel
  datasourceList: () => import('../screens/datasource/DatasourceScreen'),
  dataModelList: () => import('../screens/datamodel/list/DataModelListScreen'),
  dataModelEdit: () => import('../screens/datamodel/edit/DataModelEditScreen'),
  dataModelDetail: () => import('../screens/datamodel/detail/DataModelDetailScreen'),
};

/** Loads a screen's chunk; a success ends any pending chunk-failure recovery (spec §2). */
export async function loadScreen(screen: ScreenKey): Promise<ScreenModule> {
  const module = await imports[screen]();
  onChunkLoaded(sessionStore);
  return module;
}
