import { Spinner } from '@fluentui/react-components';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import type { ScreenKey } from './routeTable';
import { loadScreen } from './screenLoaders';

/**
 * React.lazy rather than the router's `lazy`: a route whose `lazy` rejects on the first page
 * load renders nothing in react-router 7 (its errorElement never shows), which would leave
 * the spec §2 chunk recovery blank right after its reload. An error boundary sees every failure.
 */
const screens: Record<ScreenKey, LazyExoticComponent<ComponentType>> = {
  login: lazy(() => loadScreen('login')),
  pipelineList: lazy(() => loadScreen('pipelineList')),
  pipelineCreate: lazy(() => loadScreen('pipelineCreate')),
  pipelineDetail: lazy(() => loadScreen('pipelineDetail')),
  runList: lazy(() => loadScreen('runList')),
  runDetail: lazy(() => loadScreen('runDetail')),
  branchLog: lazy(() => loadScreen('branchLog')),
  runStatistics: lazy(() => loadScreen('runStatistics')),
  variables: lazy(() => loadScreen('variables')),
  later: lazy(() => loadScreen('later')),
  appAuthRedirect: lazy(() => loadScreen('appAuthRedirect')),
  appAuthSuccess: lazy(() => loadScreen('appAuthSuccess')),
  appAuthFail: lazy(() => loadScreen('appAuthFail')),
  // issue 11 slice web
  appManage: lazy(() => loadScreen('appManage')),
  appAuthForm: lazy(() => loadScreen('appAuthForm')),
  mauticAuth: lazy(() => loadScreen('mauticAuth')),
  wechatAuth: lazy(() => loadScreen('wechatAuth')),
  actions: lazy(() => loadScreen('actions')),
  // issue 12 slice web
  templateGallery: lazy(() => loadScreen('templateGallery')),
  templateCreate: lazy(() => loadScreen('templateCreate')),
  createChooser: lazy(() => loadScreen('createChooser')),
  simpleIndex: lazy(() => loadScreen('simpleIndex')),
  simpleTemplates: lazy(() => loadScreen('simpleTemplates')),
  simpleForm: lazy(() => loadScreen('simpleForm')),
  templateEdit: lazy(() => loadScreen('templateEdit')),
  myShares: lazy(() => loadScreen('myShares')),
  // issue 12 slice ai
  createAi: lazy(() => loadScreen('createAi')),
  // issue 13
  plan: lazy(() => loadScreen('plan')),
  company: lazy(() => loadScreen('company')),
  companyMembers: lazy(() => loadScreen('companyMembers')),
  inviteAccept: lazy(() => loadScreen('inviteAccept')),
  apiTokens: lazy(() => loadScreen('apiTokens')),
  noticeSettings: lazy(() => loadScreen('noticeSettings')),
  // issue 14 open-web
  developer: lazy(() => loadScreen('developer')),
  developerApp: lazy(() => loadScreen('developerApp')),
  // issue 14 embed
  embedSettings: lazy(() => loadScreen('embedSettings')),
  // issue 16
  webhookAccepts: lazy(() => loadScreen('webhookAccepts')),
  webhookAccept: lazy(() => loadScreen('webhookAccept')),
  // issue 17 datamodel
  datasourceList: lazy(() => loadScreen('datasourceList')),
  dataModelList: lazy(() => loadScreen('dataModelList')),
  dataModelEdit: lazy(() => loadScreen('dataModelEdit')),
  dataModelDetail: lazy(() => loadScreen('dataModelDetail')),
};

/** A screen's own chunk, with a spinner while it loads and the recovery when it fails. */
export function LazyScreen({ screen }: { screen: ScreenKey }) {
  const { t } = useTranslation();
  const Screen = screens[screen];
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <Screen />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
