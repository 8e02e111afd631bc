import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';

/** Asks before leaving the editor with unsaved changes. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('editor');
  return (
    <Dialog open={blocker.state === 'blocked'} onOpenChange={(_, d) => !d.open && blocker.reset?.()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('leaveDialog.title')}</DialogTitle>
          <DialogContent>{t('leaveDialog.body')}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => blocker.reset?.()}>
              {t('leaveDialog.stay')}
            </Button>
            <Button onClick={() => blocker.proceed?.()}>{t('leaveDialog.leave')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
