import type { EditorState } from '../store/editorState';
import { recordEdit } from '../store/history';
import type { CommandContext, EditorCommand } from './types';

/**
 * Perform a command: nothing when it is disabled; a command that records history and changed the
 * content leaves the content before it on the undo stack.
 */
export function applyCommand(command: EditorCommand, ctx: CommandContext): EditorState {
  if (!command.enabled(ctx)) return ctx.state;
  const next = command.perform(ctx);
  if (!next) return ctx.state;
  if (command.recordsHistory && next.content !== ctx.state.content) {
    return { ...next, history: recordEdit(ctx.state.history, ctx.state.content), lastEditKey: undefined };
  }
  return next;
}

export function labelKeyOf(command: EditorCommand, ctx: CommandContext): string {
  return typeof command.labelKey === 'function' ? command.labelKey(ctx) : command.labelKey;
}
