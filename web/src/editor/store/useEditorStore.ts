import { createContext, useContext, useRef, useSyncExternalStore } from 'react';
import type { EditorState } from './editorState';
import type { EditorStore } from './editorStore';

export const EditorStoreContext = createContext<EditorStore | null>(null);

export function useEditorStoreApi(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditorStore outside <EditorStoreContext>');
  return store;
}

/**
 * A slice of the editor state; the component re-renders only when `equal` says the slice changed.
 *
 * @example const step = useEditorStore((s) => findStep(s.content, uuid));
 */
export function useEditorStore<T>(selector: (state: EditorState) => T, equal: (a: T, b: T) => boolean = Object.is): T {
  const store = useEditorStoreApi();
  const cache = useRef<{ state: EditorState; value: T } | null>(null);
  const getSnapshot = () => {
    const state = store.getState();
    const cached = cache.current;
    if (cached && cached.state === state) return cached.value;
    const value = selector(state);
    cache.current = { state, value: cached && equal(cached.value, value) ? cached.value : value };
    return cache.current.value;
  };
  return useSyncExternalStore(store.subscribe, getSnapshot);
}
