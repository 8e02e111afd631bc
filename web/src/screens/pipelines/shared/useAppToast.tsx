import { Toast, ToastTitle, useToastController, type ToastIntent } from '@fluentui/react-components';
import { useCallback } from 'react';
import type { CombinedError } from 'urql';
import { isPlanLimitError } from '../../../errors/classify';
import { APP_TOASTER_ID } from '../../../layout/toaster';
import { useTranslation } from 'react-i18next';

export interface AppToast {
  show(message: string, intent?: ToastIntent): void;
  /**
   * spec §8 '操作失败' for a failed action — unless the root handles it already: a plan-limit
   * error opens the notice dialog, an UNAUTHENTICATED one goes to /login.
   */
  failed(error: CombinedError): void;
}

/** Whether the root tells the person already: a plan limit opens the notice dialog, UNAUTHENTICATED goes to /login. */
export function isHandledAtRoot(error: CombinedError): boolean {
  return isPlanLimitError(error.graphQLErrors) || error.graphQLErrors.some((e) => e.extensions.code === 'UNAUTHENTICATED');
}

export function useAppToast(): AppToast {
  const { t } = useTranslation();
  const { dispatchToast } = useToastController(APP_TOASTER_ID);
  const show = useCallback(
    (message: string, intent: ToastIntent = 'success') =>
      dispatchToast(
        <Toast>
          <ToastTitle>{message}</ToastTitle>
        </Toast>,
        { intent },
      ),
    [dispatchToast],
  );
  const failed = useCallback(
    (error: CombinedError) => {
      if (!isHandledAtRoot(error)) show(t('common.operationFailed'), 'error');
    },
    [show, t],
  );
  return { show, failed };
}
