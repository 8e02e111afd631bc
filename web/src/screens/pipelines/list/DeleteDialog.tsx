import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
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
    <ConfirmDeleteDialog
      title={t('list.deleteTitle')}
      body={t('list.deleteConfirm', { title: pipeline.title })}
      confirmLabel={t('list.delete')}
      busy={result.fetching}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
