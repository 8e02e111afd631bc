import { CREATE_CHANNEL_PRODUCT, cutTitle } from '@huiliu/core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { EditorCreatePipelineMutation } from '../../editor/documents';
import { contentFromSteps, stepsFromContent } from '../../editor/store/typedSteps';
import { useErrorToast } from '../../errors/useErrorToast';
import { isHandledAtRoot } from '../pipelines/shared/useAppToast';
import type { Draft } from './draftSteps';

/**
 * 在编辑器中打开: the draft the person read becomes a new pipeline (off, made in the product), and the editor opens
 * it, where its validation marks show what is left to do (an account to pick, a table to choose).
 */
export function useOpenDraft(): { open(draft: Draft): Promise<void>; opening: boolean } {
  const navigate = useNavigate();
  const errorToast = useErrorToast();
  // the draft the person saw, saved as it is (no second generation: an LLM would answer differently), as the editor creates
  const [state, create] = useMutation(EditorCreatePipelineMutation);
  const open = useCallback(
    async (draft: Draft) => {
      const steps = stepsFromContent(contentFromSteps(draft.steps));
      const { data, error } = await create({ input: { title: cutTitle(draft.title), steps, createChannels: CREATE_CHANNEL_PRODUCT } });
      if (error) {
        // a plan-limit notice is shown by the root
        if (!isHandledAtRoot(error)) errorToast(error);
        return;
      }
      if (data) void navigate(`/data-pipeline/${data.createPipeline.processId}`);
    },
    [create, navigate, errorToast],
  );
  return { open, opening: state.fetching };
}
