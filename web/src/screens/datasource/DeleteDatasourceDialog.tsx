import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
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
    <ConfirmDeleteDialog
      title={t('delete.title', { name: datasource.name })}
      body={t('delete.body')}
      confirmLabel={t('delete.confirm')}
      busy={result.fetching}
      problem={problem}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
