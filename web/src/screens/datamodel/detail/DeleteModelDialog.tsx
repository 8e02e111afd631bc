import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
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
    <ConfirmDeleteDialog
      title={t('delete.title', { name: model.name })}
      body={t('delete.body')}
      confirmLabel={t('delete.confirm')}
      busy={result.fetching}
      problem={problem}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
