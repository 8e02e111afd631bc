import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { isTitleAcceptable, TitleField } from '../shared/TitleField';
import { useAppToast } from '../shared/useAppToast';
import { RenamePipelineMutation } from './documents';
import type { ListPipeline } from './pipelineActions';

interface RenameDialogProps {
  pipeline: ListPipeline;
  onClose(): void;
}

/** '重命名': the live 280-width rule (spec §5), '保存', then '修改成功' (spec §8). */
export function RenameDialog({ pipeline, onClose }: RenameDialogProps) {
  const { t } = useTranslation();
  const toast = useAppToast();
  const [title, setTitle] = useState(pipeline.title);
  const [result, rename] = useMutation(RenamePipelineMutation);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const { error } = await rename({ processId: pipeline.processId, title: title.trim() });
    if (error) return toast.failed(error);
    toast.show(t('messages.renamed'));
    onClose();
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(e) => void save(e)}>
          <DialogBody>
            <DialogTitle>{t('list.renameTitle')}</DialogTitle>
            <DialogContent>
              <TitleField value={title} onChange={setTitle} autoFocus />
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={result.fetching || !isTitleAcceptable(title)}>
                {t('common.save')}
              </Button>
              <Button onClick={onClose}>{t('common.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
