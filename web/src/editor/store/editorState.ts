import { designOf, parsePipelineContent, WEBHOOK_ACTIONS, WEBHOOK_APP_ID, WEBHOOK_RESPONSE_TYPES, type PipelineContent } from '@huiliu/core';
import { emptyHistory, type History } from './history';

/** Everything the editor edits; the canvas and the panel read it through narrow selectors. */
export interface EditorState {
  content: PipelineContent;
  /** The step whose panel is open. */
  selected: string | undefined;
  history: History;
  title: string;
  /**
   * The design last saved (core designOf), to tell unsaved changes (the guard) from none: a fetched sample or a
   * 测试发送 result changes the content but is no design change, so it does not make the pipeline unsaved.
   */
  savedContent: string;
  savedTitle: string;
  /** The field the last panel edit changed: typing into one field is one undo step, not one per key. */
  lastEditKey?: string;
}

/** A new pipeline starts with a webhook trigger receiving data, the most common start. */
export function newPipelineContent(triggerUuid: string): PipelineContent {
  return [
    {
      uuid: triggerUuid,
      sort: 1,
      action_type: '1',
      app_id: WEBHOOK_APP_ID,
      action_id: WEBHOOK_ACTIONS.RECEIVE,
      params: { response_type: WEBHOOK_RESPONSE_TYPES.IMMEDIATE },
    },
  ];
}

export function initialEditorState(title: string, storedContent: string | PipelineContent): EditorState {
  const parsed = parsePipelineContent(storedContent);
  const content = parsed.ok ? parsed.content : [];
  return {
    content,
    selected: undefined,
    history: emptyHistory,
    title,
    savedContent: designOf(content),
    savedTitle: title,
  };
}

export function isDirty(state: EditorState): boolean {
  return state.title !== state.savedTitle || designOf(state.content) !== state.savedContent;
}
