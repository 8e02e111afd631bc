import { CREATE_CHANNEL_PRODUCT, cutTitle, designOf } from '@huiliu/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import type { CombinedError } from 'urql';
import { useEmbed } from '../../embed/embedContext';
import { useErrorToast } from '../../errors/useErrorToast';
import { isHandledAtRoot, useAppToast } from '../../screens/pipelines/shared/useAppToast';
import { EditorCreatePipelineMutation, EditorSavePipelineMutation } from '../documents';
import type { EditorStore } from '../store/editorStore';
import { stepsFromContent } from '../store/typedSteps';

/**
 * Create (first save of /data-pipeline/create) or save a new version with a remark (updatePipeline
 * versionRemark). The title is cut to 280 width units on save (spec §5); what was saved becomes the
 * unsaved-changes baseline.
 *
 * `save` tells how it ended: 'toldAtRoot' when the root shows the failure (a plan-limit notice, the way to
 * /login), so a dialog that asked for the save closes instead of staying under the notice.
 */
export type SaveOutcome = 'saved' | 'failed' | 'toldAtRoot';

export function usePipelineSave(store: EditorStore, processId: string | undefined) {
  const { t } = useTranslation('editor');
  const toast = useAppToast();
  const errorToast = useErrorToast();
  const navigate = useNavigate();
  // issue 14: inside a partner's iframe, the partner's page hears of each save
  const embed = useEmbed();
  const [created, create] = useMutation(EditorCreatePipelineMutation);
  const [updated, update] = useMutation(EditorSavePipelineMutation);

  const markSaved = useCallback(
    (title: string, content: string) => store.setState((s) => ({ ...s, title, savedTitle: title, savedContent: content })),
    [store],
  );

  // a refusal the person can act on (a pipeline on with problems, 4024) is said in words, not '操作失败'
  const failed = useCallback(
    (error: CombinedError): SaveOutcome => {
      if (isHandledAtRoot(error)) return 'toldAtRoot';
      errorToast(error);
      return 'failed';
    },
    [errorToast],
  );

  const save = useCallback(
    async (versionRemark?: string): Promise<SaveOutcome> => {
      const state = store.getState();
      const title = cutTitle(state.title.trim());
      const content = designOf(state.content);
      if (!processId) {
        const { data, error } = await create({ input: { title, steps: stepsFromContent(state.content), createChannels: CREATE_CHANNEL_PRODUCT } });
        if (error || !data) return error ? failed(error) : 'failed';
        markSaved(title, content);
        embed?.bridge.post('pipeline-saved', { processId: data.createPipeline.processId, title });
        toast.show(t('toolbar.created'));
        void navigate(`/data-pipeline/${data.createPipeline.processId}`, { replace: true });
        return 'saved';
      }
      const { data, error } = await update({
        input: { processId, title, steps: stepsFromContent(state.content), versionRemark: versionRemark?.trim() || undefined },
      });
      if (error || !data) return error ? failed(error) : 'failed';
      markSaved(title, content);
      embed?.bridge.post('pipeline-saved', { processId, title });
      toast.show(t('toolbar.saved'));
      return 'saved';
    },
    [create, update, store, processId, markSaved, failed, toast, t, navigate, embed],
  );

  return { save, saving: created.fetching || updated.fetching };
}
