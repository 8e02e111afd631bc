import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useAppToast } from '../shared/useAppToast';
import { DeletePipelineMutation } from './documents';
import type { ListPipeline } from './pipelineActions';

/** The call returns only an id, so the document cache is told which lists it touches. */
const deleteContext = { additionalTypenames: ['Pipeline'] };

/** '删除' asks first, then says '删除成功' (spec §8). */
export function DeleteDialog({ pipeline, onClose }: { pipeline: ListPipeline; onClose(): void }) {
  const { t } = useTranslation();
  const toast = useAppToast();
  const [result, remove] = useMutation(DeletePipelineMutation);

  const confirm = async () => {
    const { error } = await remove({ processId: pipeline.processId }, deleteContext);
    if (error) return toast.failed(error);
    toast.show(t('messages.deleted'));
    onClose();
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('list.deleteTitle')}</DialogTitle>
          <DialogContent>{t('list.deleteConfirm', { title: pipeline.title })}</DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={result.fetching} onClick={() => void confirm()}>
              {t('list.delete')}
            </Button>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
