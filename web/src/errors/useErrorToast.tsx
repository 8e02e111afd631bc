import { Toast, ToastTitle, useToastController } from '@fluentui/react-components';
import { useCallback } from 'react';
import { APP_TOASTER_ID } from '../layout/toaster';
import { useErrorText } from './useErrorText';

/** Tell the reader an action failed, in their language (errorText), on the root toaster. */
export function useErrorToast(): (error: unknown) => void {
  const { dispatchToast } = useToastController(APP_TOASTER_ID);
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{errorText(error)}</ToastTitle>
        </Toast>,
        { intent: 'error' },
      ),
    [dispatchToast, errorText],
  );
}
