import type { EditorState } from './editorState';
import { recordEdit } from './history';

/**
 * The state after an edit, with the content before it on the undo stack, except that consecutive edits of
 * the same field (`mergeKey`) merge into one undo step. An edit that changed no content records nothing.
 */
export function withHistory(before: EditorState, after: EditorState, mergeKey?: string): EditorState {
  if (after.content === before.content) return after;
  const merge = mergeKey !== undefined && mergeKey === before.lastEditKey;
  return { ...after, history: merge ? before.history : recordEdit(before.history, before.content), lastEditKey: mergeKey };
}
