import { Toaster } from '@fluentui/react-components';
import { Outlet } from 'react-router';
import { NoticeDialog } from '../errors/NoticeDialog';
import { useAppErrorNavigation } from '../errors/useAppErrorNavigation';
import { DocumentTitle } from '../routing/DocumentTitle';
import { useChunkRecoveryTarget } from '../routing/useChunkRecoveryTarget';
import { APP_TOASTER_ID, TOASTER_PLACEMENT } from './toaster';

/** Everything every route shares: title, root notice dialog, toasts, error navigation. */
export function RootLayout() {
  useAppErrorNavigation();
  useChunkRecoveryTarget();
  return (
    <>
      <DocumentTitle />
      <NoticeDialog />
      <Toaster toasterId={APP_TOASTER_ID} {...TOASTER_PLACEMENT} />
      <Outlet />
    </>
  );
}
