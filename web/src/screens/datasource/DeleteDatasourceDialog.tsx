import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../errors/useErrorText';
import { DeleteDatasourceMutation } from './documents';

/** Asks first: the rows go with it, and models trained on it can no longer be trained again. */
export function DeleteDatasourceDialog({ datasource, onClose }: { datasource: { dsid: string; name: string }; onClose(): void }) {
  const { t } = useTranslation('datasource');
  const errorText = useErrorText();
  const [result, remove] = useMutation(DeleteDatasourceMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    const { error } = await remove({ dsid: datasource.dsid }, { additionalTypenames: ['Datasource'] });
    if (error) return setProblem(errorText(error));
    onClose();
  };
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('delete.title', { name: datasource.name })}</DialogTitle>
          <DialogContent>
            {t('delete.body')}
            {problem && (
              <MessageBar intent="error">
                <MessageBarBody>{problem}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={result.fetching} onClick={() => void confirm()}>
              {t('delete.confirm')}
            </Button>
            <Button onClick={onClose}>{t('delete.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
