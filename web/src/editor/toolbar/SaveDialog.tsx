import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Saving a version asks for its remark (spec §7 update: version_remark). */
export function SaveDialog({ open, saving, onSave, onClose }: { open: boolean; saving: boolean; onSave(remark: string): void; onClose(): void }) {
  const { t } = useTranslation('editor');
  const [remark, setRemark] = useState('');
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onSave(remark);
          }}
        >
          <DialogBody>
            <DialogTitle>{t('saveDialog.title')}</DialogTitle>
            <DialogContent>
              <Field label={t('saveDialog.remark')} hint={t('saveDialog.remarkHint')}>
                <Textarea value={remark} onChange={(_, d) => setRemark(d.value)} autoFocus />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={saving}>
                {t('saveDialog.confirm')}
              </Button>
              <Button onClick={onClose}>{t('confirm.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
