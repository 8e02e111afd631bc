import { locateStep } from '@huiliu/core';
import type { EditorState } from '../store/editorState';
import { redo, undo } from '../store/history';
import type { EditorCommand } from './types';

function restore(state: EditorState, step: ReturnType<typeof undo>): EditorState {
  if (!step) return state;
  const selected = state.selected && locateStep(step.content, state.selected) ? state.selected : undefined;
  return { ...state, content: step.content, history: step.history, selected };
}

export const undoCommand: EditorCommand = {
  id: 'history.undo',
  labelKey: 'commands.undo',
  shortcuts: [{ key: 'z', mod: true }],
  menu: 'toolbar',
  recordsHistory: false,
  enabled: (ctx) => ctx.state.history.past.length > 0,
  perform: (ctx) => restore(ctx.state, undo(ctx.state.history, ctx.state.content)),
};

export const redoCommand: EditorCommand = {
  id: 'history.redo',
  labelKey: 'commands.redo',
  shortcuts: [
    { key: 'z', mod: true, shift: true },
    { key: 'y', mod: true },
  ],
  menu: 'toolbar',
  recordsHistory: false,
  enabled: (ctx) => ctx.state.history.future.length > 0,
  perform: (ctx) => restore(ctx.state, redo(ctx.state.history, ctx.state.content)),
};
