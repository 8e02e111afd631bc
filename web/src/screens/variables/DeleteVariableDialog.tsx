import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useAppToast } from '../pipelines/shared/useAppToast';
import { DeleteVariableMutation } from './documents';
import type { ListVariable } from './VariableDialog';
import { variableReference } from './variableForm';

/** The call returns only an id, so the document cache is told which lists it touches. */
const deleteContext = { additionalTypenames: ['Variable', 'VariableClass'] };

/** Asks first (pipelines lose the value), then says '删除成功' (spec §8). */
export function DeleteVariableDialog({ variable, onClose }: { variable: ListVariable; onClose(): void }) {
  const { t } = useTranslation('variables');
  const toast = useAppToast();
  const [result, remove] = useMutation(DeleteVariableMutation);

  const confirm = async () => {
    const { error } = await remove({ variableId: variable.variableId }, deleteContext);
    if (error) return toast.failed(error);
    toast.show(t('deleted'));
    onClose();
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('deleteTitle')}</DialogTitle>
          <DialogContent>{t('deleteConfirm', { name: variable.variableName, reference: variableReference(variable.variableKey) })}</DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={result.fetching} onClick={() => void confirm()}>
              {t('delete')}
            </Button>
            <Button onClick={onClose}>{t('cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
