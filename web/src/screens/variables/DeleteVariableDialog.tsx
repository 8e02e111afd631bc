import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
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
    <ConfirmDeleteDialog
      title={t('deleteTitle')}
      body={t('deleteConfirm', { name: variable.variableName, reference: variableReference(variable.variableKey) })}
      confirmLabel={t('delete')}
      busy={result.fetching}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
