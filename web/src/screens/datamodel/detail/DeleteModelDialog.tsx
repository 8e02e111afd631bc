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
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { useErrorText } from '../../../errors/useErrorText';
import { DeleteDataModelMutation } from '../documents';

/** Asks first; the platform refuses while pipelines use the model, and its refusal names them. */
export function DeleteModelDialog({ model, onClose }: { model: { dmid: string; name: string }; onClose(): void }) {
  const { t } = useTranslation('datamodel');
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [result, remove] = useMutation(DeleteDataModelMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    const { error } = await remove({ dmid: model.dmid }, { additionalTypenames: ['DataModel'] });
    if (error) return setProblem(errorText(error));
    navigate('/data-source/models');
  };
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('delete.title', { name: model.name })}</DialogTitle>
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
