import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useAppToast } from '../../pipelines/shared/useAppToast';
import { DeleteRunsMutation } from './documents';

interface DeleteRunsDialogProps {
  logIds: readonly string[];
  onClose(): void;
  onDeleted(): void;
}

/** '批量删除' asks first, naming how many runs go (spec log/delete log_ids), then says how many went. */
export function DeleteRunsDialog({ logIds, onClose, onDeleted }: DeleteRunsDialogProps) {
  const { t } = useTranslation('logs');
  const toast = useAppToast();
  const [result, remove] = useMutation(DeleteRunsMutation);

  const confirm = async () => {
    const { data, error } = await remove({ logIds: [...logIds] });
    if (error) return toast.failed(error);
    toast.show(t('bulk.deleted', { count: data?.deleteRuns ?? 0 }));
    onDeleted();
  };

  return (
    <ConfirmDeleteDialog
      title={t('bulk.confirmTitle')}
      body={t('bulk.confirm', { count: logIds.length })}
      confirmLabel={t('bulk.delete')}
      busy={result.fetching}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
