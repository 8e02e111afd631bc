import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PendingConfirmation } from './useCommandRunner';

/** Asks before a command that needs it (removing a switch removes its branches, spec §4). */
export function ConfirmDialog({ pending, onClose }: { pending: PendingConfirmation | null; onClose(): void }) {
  const { t } = useTranslation('editor');
  return (
    <Dialog open={pending !== null} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('confirm.title')}</DialogTitle>
          <DialogContent>{pending && t(pending.messageKey)}</DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              onClick={() => {
                pending?.accept();
                onClose();
              }}
            >
              {t('confirm.ok')}
            </Button>
            <Button onClick={onClose}>{t('confirm.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
