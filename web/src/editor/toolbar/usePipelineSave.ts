import { CREATE_CHANNEL_PRODUCT, cutTitle, designOf } from '@huiliu/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { useAppToast } from '../../screens/pipelines/shared/useAppToast';
import { EditorCreatePipelineMutation, EditorSavePipelineMutation } from '../documents';
import type { EditorStore } from '../store/editorStore';
import { stepsFromContent } from '../store/typedSteps';

/**
 * Create (first save of /data-pipeline/create) or save a new version with a remark (updatePipeline
 * versionRemark). The title is cut to 280 width units on save (spec §5); what was saved becomes the
 * unsaved-changes baseline.
 */
export function usePipelineSave(store: EditorStore, processId: string | undefined) {
  const { t } = useTranslation('editor');
  const toast = useAppToast();
  const navigate = useNavigate();
  const [created, create] = useMutation(EditorCreatePipelineMutation);
  const [updated, update] = useMutation(EditorSavePipelineMutation);

  const markSaved = useCallback(
    (title: string, content: string) => store.setState((s) => ({ ...s, title, savedTitle: title, savedContent: content })),
    [store],
  );

  const save = useCallback(
    async (versionRemark?: string): Promise<boolean> => {
      const state = store.getState();
      const title = cutTitle(state.title.trim());
      const content = designOf(state.content);
      if (!processId) {
        const { data, error } = await create({ input: { title, steps: stepsFromContent(state.content), createChannels: CREATE_CHANNEL_PRODUCT } });
        if (error || !data) {
          if (error) toast.failed(error);
          return false;
        }
        markSaved(title, content);
        toast.show(t('toolbar.created'));
        void navigate(`/data-pipeline/${data.createPipeline.processId}`, { replace: true });
        return true;
      }
      const { data, error } = await update({
        input: { processId, title, steps: stepsFromContent(state.content), versionRemark: versionRemark?.trim() || undefined },
      });
      if (error || !data) {
        if (error) toast.failed(error);
        return false;
      }
      markSaved(title, content);
      toast.show(t('toolbar.saved'));
      return true;
    },
    [create, update, store, processId, markSaved, toast, t, navigate],
  );

  return { save, saving: created.fetching || updated.fetching };
}
