import { withHistory } from '../store/edit';
import type { EditorState } from '../store/editorState';
import type { CommandContext, EditorCommand } from './types';

/**
 * Perform a command: nothing when it is disabled; a command that records history and changed the
 * content leaves the content before it on the undo stack (a panel edit typed into the same field as the
 * one before it merges into that step).
 */
export function applyCommand(command: EditorCommand, ctx: CommandContext): EditorState {
  if (!command.enabled(ctx)) return ctx.state;
  const next = command.perform(ctx);
  if (!next) return ctx.state;
  return command.recordsHistory ? withHistory(ctx.state, next, ctx.edit?.mergeKey) : next;
}

export function labelKeyOf(command: EditorCommand, ctx: CommandContext): string {
  return typeof command.labelKey === 'function' ? command.labelKey(ctx) : command.labelKey;
}
