import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
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
  const { t: tShared } = useTranslation();
  const toast = useAppToast();
  const [result, remove] = useMutation(DeleteRunsMutation);

  const confirm = async () => {
    const { data, error } = await remove({ logIds: [...logIds] });
    if (error) return toast.failed(error);
    toast.show(t('bulk.deleted', { count: data?.deleteRuns ?? 0 }));
    onDeleted();
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('bulk.confirmTitle')}</DialogTitle>
          <DialogContent>{t('bulk.confirm', { count: logIds.length })}</DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={result.fetching} onClick={() => void confirm()}>
              {t('bulk.delete')}
            </Button>
            <Button onClick={onClose}>{tShared('common.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
