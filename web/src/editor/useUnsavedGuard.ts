import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { isDirty } from './store/editorState';
import type { EditorStore } from './store/editorStore';

/**
 * Unsaved changes are not lost silently: leaving through the app asks (the returned blocker drives the
 * dialog), closing or reloading the tab gets the browser's own question.
 */
export function useUnsavedGuard(store: EditorStore) {
  // read the store at navigation time: a save that just finished must not block its own redirect
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && isDirty(store.getState()));
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isDirty(store.getState())) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [store]);
  return blocker;
}
