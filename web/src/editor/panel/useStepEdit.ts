import { updateStep, type AppStep, type PipelineContent } from '@huiliu/core';
import { useMemo } from 'react';
import { useEditorActions } from '../EditorActions';
import { findStep } from '../store/selectors';

export interface StepEdit {
  /** Patch the step; `mergeKey` merges typing into one undo step. */
  patch(patch: Partial<AppStep>, mergeKey?: string): void;
  setParam(key: string, value: unknown): void;
  /** A structural edit through a core operation. */
  apply(operation: (content: PipelineContent) => PipelineContent, mergeKey?: string): void;
}

/** Edits of one step from the panel: core's pure operations, run as the registry's `step.edit` command. */
export function useStepEdit(uuid: string): StepEdit {
  const actions = useEditorActions();
  return useMemo<StepEdit>(() => {
    const apply: StepEdit['apply'] = (change, mergeKey) => actions.run('step.edit', { target: uuid, edit: { change, mergeKey } });
    return {
      apply,
      patch: (patch, mergeKey) => apply((content) => updateStep(content, uuid, patch), mergeKey),
      setParam: (key, value) =>
        apply((content) => updateStep(content, uuid, { params: { ...findStep(content, uuid)?.params, [key]: value } }), `${uuid}.params.${key}`),
    };
  }, [actions, uuid]);
}
