import { updateStep, type AppStep, type PipelineContent } from '@huiliu/core';
import { useMemo } from 'react';
import { editContent } from '../store/edit';
import { findStep } from '../store/selectors';
import { useEditorStoreApi } from '../store/useEditorStore';

export interface StepEdit {
  /** Patch the step; `mergeKey` merges typing into one undo step. */
  patch(patch: Partial<AppStep>, mergeKey?: string): void;
  setParam(key: string, value: unknown): void;
  /** A structural edit through a core operation. */
  apply(operation: (content: PipelineContent) => PipelineContent, mergeKey?: string): void;
}

/** Edits of one step from the panel, through core's pure operations into the store and undo history. */
export function useStepEdit(uuid: string): StepEdit {
  const store = useEditorStoreApi();
  return useMemo<StepEdit>(() => {
    const apply: StepEdit['apply'] = (operation, mergeKey) => store.setState((s) => editContent(s, operation(s.content), mergeKey));
    return {
      apply,
      patch: (patch, mergeKey) => apply((content) => updateStep(content, uuid, patch), mergeKey),
      setParam: (key, value) =>
        apply((content) => updateStep(content, uuid, { params: { ...findStep(content, uuid)?.params, [key]: value } }), `${uuid}.params.${key}`),
    };
  }, [store, uuid]);
}
