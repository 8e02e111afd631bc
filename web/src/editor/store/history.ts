import type { PipelineContent } from '@huiliu/core';

/** Undo history of the pipeline content: snapshots are cheap because every edit returns new content. */
export interface History {
  past: readonly PipelineContent[];
  future: readonly PipelineContent[];
}

export const HISTORY_LIMIT = 100;
export const emptyHistory: History = { past: [], future: [] };

/** Remember the content before an edit; a new edit forgets what was undone. */
export function recordEdit(history: History, before: PipelineContent): History {
  return { past: [...history.past, before].slice(-HISTORY_LIMIT), future: [] };
}

/** Step back: the content to show and the history after it, or undefined when there is nothing to undo. */
export function undo(history: History, current: PipelineContent): { content: PipelineContent; history: History } | undefined {
  const previous = history.past.at(-1);
  if (!previous) return undefined;
  return { content: previous, history: { past: history.past.slice(0, -1), future: [current, ...history.future] } };
}

export function redo(history: History, current: PipelineContent): { content: PipelineContent; history: History } | undefined {
  const next = history.future[0];
  if (!next) return undefined;
  return { content: next, history: { past: [...history.past, current], future: history.future.slice(1) } };
}
