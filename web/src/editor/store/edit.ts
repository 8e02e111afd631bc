import type { PipelineContent } from '@huiliu/core';
import type { EditorState } from './editorState';
import { recordEdit } from './history';

/**
 * A panel edit: new content into undo history, except that consecutive edits of the same field
 * (`mergeKey`) merge into one undo step.
 */
export function editContent(state: EditorState, content: PipelineContent, mergeKey?: string): EditorState {
  if (content === state.content) return state;
  const merge = mergeKey !== undefined && mergeKey === state.lastEditKey;
  return {
    ...state,
    content,
    history: merge ? state.history : recordEdit(state.history, state.content),
    lastEditKey: mergeKey,
  };
}
