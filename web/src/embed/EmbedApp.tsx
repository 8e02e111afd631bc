import { FluentProvider, MessageBar, MessageBarBody, RendererProvider, Spinner, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { Provider, useQuery } from 'urql';
import { sessionStore } from '../browser';
import { appErrorBus } from '../errors/appErrorBus';
import { createGraphqlClient } from '../graphql/createGraphqlClient';
import { RouteError } from '../routing/RouteError';
import { toRouteObject } from '../routing/router';
import { SessionContext, type SessionState } from '../session/sessionContext';
import { createStyleRenderer } from '../styleRenderer';
import { theme } from '../theme';
import { createEmbedBridge, type EmbedBridge } from './bridge';
import { EmbedPolicyQuery, EmbedSessionQuery } from './documents';
import { EmbedContext, type EmbedState } from './embedContext';
import { embedBasename } from './embedPath';
import { embedRoutes, landingPathOf } from './embedScreens';
import { adoptFragmentToken, clearEmbedToken, saveEmbedToken } from './embedToken';
import { EmbedLayout } from './EmbedLayout';
import { EmbedShell } from './EmbedShell';
import { createHeightReport, type HeightReport } from './resize';
import { expireOnUnauthenticated } from './sessionExpiry';

const styleRenderer = createStyleRenderer(document);

/**
 * issue 14: 汇流 inside a partner's iframe (`/embed/<cfgId>#token=…`). The token leaves the address at once and rides
 * each request as a header; the page configuration (embedSession) decides the screens, the nav and the app list;
 * the bridge speaks only with the partner's origins (embedPolicy). A refused token is the partner's to renew
 * (`session-expired` → `set-token`), never a way to /login.
 */
export function EmbedApp({ cfgId }: { cfgId: string }) {
  const [token, setToken] = useState(() =>
    adoptFragmentToken(cfgId, window.location, (url) => window.history.replaceState(window.history.state, '', url), sessionStore),
  );
  // the page's one bridge, for as long as the page lives (EmbedApp is the root and never unmounts)
  const [bridge] = useState(() => createEmbedBridge({ self: window, parent: window.parent === window ? null : window.parent }));
  useEffect(
    () =>
      bridge.onHostMessage((message) => {
        if (message.type !== 'set-token') return;
        saveEmbedToken(cfgId, message.payload.token, sessionStore);
        setToken(message.payload.token);
      }),
    [bridge, cfgId],
  );
  useEffect(() => expireOnUnauthenticated(appErrorBus, { cfgId, bridge, store: sessionStore, onExpired: () => setToken(null) }), [bridge, cfgId]);
  // one for the page's life, so `resize` tells only changes even across a new token (the shell mounts again)
  const [heights] = useState(() => createHeightReport(bridge));

  // a new token, a new client and an empty cache (as a sign-in does in the ordinary app)
  const client = useMemo(() => createGraphqlClient(appErrorBus, token ?? ''), [token]);
  const session = useMemo<SessionState>(
    () => ({
      session: token ? { userId: '', companyId: '' } : null,
      signIn: () => {},
      signOut: () => {
        clearEmbedToken(cfgId, sessionStore);
        setToken(null);
      },
    }),
    [token, cfgId],
  );
  return (
    <SessionContext value={session}>
      <Provider value={client}>
        <RendererProvider renderer={styleRenderer} targetDocument={document}>
          {/* at least the iframe's height, in the frame's colour: a short screen in a fixed-height iframe leaves no white below */}
          <FluentProvider theme={theme} style={{ minHeight: '100%', backgroundColor: tokens.colorNeutralBackground2 }}>
            <EmbedRoot cfgId={cfgId} bridge={bridge} heights={heights} signedIn={token !== null} />
          </FluentProvider>
        </RendererProvider>
      </Provider>
    </SessionContext>
  );
}

function EmbedRoot({ cfgId, bridge, heights, signedIn }: { cfgId: string; bridge: EmbedBridge; heights: HeightReport; signedIn: boolean }) {
  const { t } = useTranslation();
  const [policy] = useQuery({ query: EmbedPolicyQuery, variables: { cfgId } });
  const domains = policy.data?.embedPolicy.domains;
  // ready once the partner's origins are known: before that nothing could be posted to them
  useEffect(() => {
    if (!domains) return;
    bridge.setOrigins(domains);
    bridge.post('ready', { path: window.location.pathname.slice(embedBasename(cfgId).length) || '/' });
  }, [bridge, domains, cfgId]);
  const [session] = useQuery({ query: EmbedSessionQuery, pause: !signedIn || !domains });
  const page = session.data?.embedSession.page;

  if (!signedIn) return <Waiting text={t('embed.waitingForToken')} />;
  if (policy.error || session.error) return <Waiting text={t('embed.unavailable')} warning />;
  if (!page) return <Spinner label={t('embed.loading')} />;
  if (page.cfgId !== cfgId) return <Waiting text={t('embed.otherPage')} warning />;
  return <EmbedRouter cfgId={cfgId} bridge={bridge} heights={heights} page={page} />;
}

function Waiting({ text, warning = false }: { text: string; warning?: boolean }) {
  return (
    <main>
      <MessageBar intent={warning ? 'warning' : 'info'}>
        <MessageBarBody>{text}</MessageBarBody>
      </MessageBar>
    </main>
  );
}

interface EmbedPage {
  hiddenNav: boolean;
  screens: readonly string[];
  appIds: readonly string[];
  landing: string;
}

function EmbedRouter({ cfgId, bridge, heights, page }: { cfgId: string; bridge: EmbedBridge; heights: HeightReport; page: EmbedPage }) {
  const { hiddenNav, screens, appIds, landing } = page;
  // the names as a key: a new array of the same screens (a refetch) must not rebuild the router and lose the page's state
  const screenKey = screens.join(',');
  const router = useMemo(() => {
    const routes = embedRoutes(screenKey ? screenKey.split(',') : []);
    return createBrowserRouter(
      [
        {
          element: <EmbedLayout bridge={bridge} />,
          errorElement: <RouteError />,
          children: [
            { element: <EmbedShell bridge={bridge} heights={heights} routes={routes} hiddenNav={hiddenNav} />, children: routes.map(toRouteObject) },
            { path: '*', element: <Navigate to={landingPathOf(landing, routes)} replace /> },
          ],
        },
      ],
      { basename: embedBasename(cfgId) },
    );
  }, [cfgId, bridge, heights, hiddenNav, screenKey, landing]);
  const state = useMemo<EmbedState>(() => ({ cfgId, bridge, appIds }), [cfgId, bridge, appIds]);
  return (
    <EmbedContext value={state}>
      <RouterProvider router={router} />
    </EmbedContext>
  );
}
