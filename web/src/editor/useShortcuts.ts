import { useEffect } from 'react';
import { COMMANDS } from './commands/registry';
import { commandForKey } from './commands/shortcuts';
import type { EditorActions } from './EditorActions';

/** Typing in a field, a menu or a dialog keeps its keys: Delete deletes text there, not a step. */
function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="menu"], [role="listbox"]')) return true;
  return false;
}

/** The registry's shortcuts, while the editor is open and the focus is not in a text field. */
export function useShortcuts(actions: EditorActions, root: React.RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isEditing(event.target)) return;
      // keys only act on the editor when the focus is inside it or nowhere in particular
      if (event.target instanceof Node && event.target !== document.body && !root.current?.contains(event.target)) return;
      const command = commandForKey(COMMANDS, event);
      if (!command) return;
      event.preventDefault();
      actions.run(command.id);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [actions, root]);
}
