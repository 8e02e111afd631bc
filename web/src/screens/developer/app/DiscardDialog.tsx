import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/**
 * Asks before the draft's unsaved edits go (another version, a new draft, another page). Keeping them is the
 * default and what closing the dialog (Esc) does; discarding is the deliberate choice.
 */
export function DiscardDialog({ open, version, onDiscard, onKeep }: { open: boolean; version: string; onDiscard(): void; onKeep(): void }) {
  const { t } = useTranslation('developer');
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onKeep()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('discard.title')}</DialogTitle>
          <DialogContent>{t('discard.body', { version })}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onKeep}>
              {t('discard.keep')}
            </Button>
            <Button onClick={onDiscard}>{t('discard.discard')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
