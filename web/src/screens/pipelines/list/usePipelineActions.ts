import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useAppToast } from '../shared/useAppToast';
import { CopyPipelineMutation, SetPipelineFavouriteMutation } from './documents';
import type { ListPipeline, PipelineActions } from './pipelineActions';

export type OpenDialog = { kind: 'rename' | 'delete'; pipeline: ListPipeline } | null;

/** The row actions: copy and favourite call at once, rename and delete open a dialog. */
export function usePipelineActions(): { actions: PipelineActions; dialog: OpenDialog; closeDialog(): void } {
  const { t } = useTranslation();
  const toast = useAppToast();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [, copy] = useMutation(CopyPipelineMutation);
  const [, setFavourite] = useMutation(SetPipelineFavouriteMutation);

  const actions = useMemo<PipelineActions>(
    () => ({
      rename: (pipeline) => setDialog({ kind: 'rename', pipeline }),
      remove: (pipeline) => setDialog({ kind: 'delete', pipeline }),
      copy: async (pipeline) => {
        const { error } = await copy({ processId: pipeline.processId });
        if (error) toast.failed(error);
        else toast.show(t('messages.copied'));
      },
      toggleFavourite: async (pipeline) => {
        const { error } = await setFavourite({ processId: pipeline.processId, favourite: !pipeline.favourite });
        if (error) toast.failed(error);
      },
    }),
    [copy, setFavourite, toast, t],
  );

  return { actions, dialog, closeDialog: () => setDialog(null) };
}
