import type { EditorState } from './editorState';

/** A minimal external store (the xyflow pattern): components subscribe to slices, never to all of it. */
export interface EditorStore {
  getState(): EditorState;
  setState(next: EditorState | ((state: EditorState) => EditorState)): void;
  subscribe(listener: () => void): () => void;
}

export function createEditorStore(initial: EditorState): EditorStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(next) {
      const value = typeof next === 'function' ? next(state) : next;
      if (value === state) return;
      state = value;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
