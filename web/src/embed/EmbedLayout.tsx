import { Toaster } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { NoticeDialog } from '../errors/NoticeDialog';
import { APP_TOASTER_ID, TOASTER_PLACEMENT } from '../layout/toaster';
import { DocumentTitle } from '../routing/DocumentTitle';
import { useRunUpdates } from '../screens/logs/shared/useRunUpdates';
import type { EmbedBridge } from './bridge';
import { FINISHED_RUN_STATUSES } from './runStatus';

/**
 * What every embedded route shares: the title, the root notice dialog and toasts (as RootLayout), and the bridge's
 * router side: `navigated` after each move, the partner's `navigate`, and `run-finished` for the company's runs.
 */
export function EmbedLayout({ bridge }: { bridge: EmbedBridge }) {
  const location = useLocation();
  const navigate = useNavigate();
  const path = `${location.pathname}${location.search}`;
  useEffect(() => bridge.post('navigated', { path }), [bridge, path]);
  useEffect(
    () =>
      bridge.onHostMessage((message) => {
        // inside the basename: a partner can move between the offered screens, never out of the embedded app
        if (message.type === 'navigate') void navigate(message.payload.path);
      }),
    [bridge, navigate],
  );

  // the company's run updates (SSE): each run is told once, when it reaches a final state
  const told = useRef(new Set<string>());
  useRunUpdates((run) => {
    if (!FINISHED_RUN_STATUSES.has(run.status) || told.current.has(run.logId)) return;
    told.current.add(run.logId);
    bridge.post('run-finished', { runId: run.logId, processId: run.processId, status: run.status });
  });

  return (
    <>
      <DocumentTitle />
      <NoticeDialog />
      <Toaster toasterId={APP_TOASTER_ID} {...TOASTER_PLACEMENT} />
      <Outlet />
    </>
  );
}
