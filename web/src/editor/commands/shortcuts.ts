import type { EditorCommand, Shortcut } from './types';

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

function matches(event: KeyLike, shortcut: Shortcut): boolean {
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const wanted = shortcut.key.length === 1 ? shortcut.key.toLowerCase() : shortcut.key;
  return (
    key === wanted &&
    (event.ctrlKey || event.metaKey) === (shortcut.mod ?? false) &&
    event.shiftKey === (shortcut.shift ?? false) &&
    event.altKey === (shortcut.alt ?? false)
  );
}

/** The command a key press starts, if any. */
export function commandForKey(commands: readonly EditorCommand[], event: KeyLike): EditorCommand | undefined {
  return commands.find((c) => c.shortcuts?.some((s) => matches(event, s)));
}

/** How a shortcut is written in menus and tooltips. */
export function shortcutLabel(shortcut: Shortcut): string {
  const names: Record<string, string> = { ArrowUp: '↑', ArrowDown: '↓', Delete: 'Del', Escape: 'Esc', Backspace: '⌫' };
  const key = names[shortcut.key] ?? (shortcut.key === '!' ? '1' : shortcut.key.toUpperCase());
  return [shortcut.mod && 'Ctrl', shortcut.shift && 'Shift', shortcut.alt && 'Alt', key].filter(Boolean).join('+');
}
