import { BUILTIN_VALIDATION_CONTEXT, firstProblem, flattenSteps } from '@huiliu/core';
import type { EditorCommand } from './types';

/** Keyboard navigation: the next or previous step in numbering order. */
const select = (delta: 1 | -1): EditorCommand => ({
  id: delta === 1 ? 'select.next' : 'select.previous',
  labelKey: delta === 1 ? 'commands.selectNext' : 'commands.selectPrevious',
  shortcuts: [{ key: delta === 1 ? 'ArrowDown' : 'ArrowUp' }, { key: delta === 1 ? 'j' : 'k' }],
  recordsHistory: false,
  enabled: (ctx) => ctx.state.content.length > 0,
  perform: (ctx) => {
    const steps = flattenSteps(ctx.state.content);
    const at = steps.findIndex((s) => s.uuid === ctx.state.selected);
    const next = at === -1 ? (delta === 1 ? 0 : steps.length - 1) : Math.min(Math.max(at + delta, 0), steps.length - 1);
    const uuid = steps[next]!.uuid;
    ctx.env.view.revealStep(uuid);
    return { ...ctx.state, selected: uuid };
  },
});

export const selectNextCommand = select(1);
export const selectPreviousCommand = select(-1);

export const deselectCommand: EditorCommand = {
  id: 'select.none',
  labelKey: 'commands.closePanel',
  shortcuts: [{ key: 'Escape' }],
  recordsHistory: false,
  enabled: (ctx) => ctx.state.selected !== undefined,
  perform: (ctx) => ({ ...ctx.state, selected: undefined }),
};

export const fitViewCommand: EditorCommand = {
  id: 'view.fit',
  labelKey: 'commands.fitView',
  shortcuts: [{ key: '!', shift: true }],
  menu: 'toolbar',
  recordsHistory: false,
  enabled: () => true,
  perform: (ctx) => {
    ctx.env.view.fitView();
    return undefined;
  },
};

export const firstProblemCommand: EditorCommand = {
  id: 'problems.first',
  labelKey: 'commands.firstProblem',
  menu: 'toolbar',
  recordsHistory: false,
  enabled: (ctx) => firstProblem(ctx.state.content, BUILTIN_VALIDATION_CONTEXT) !== undefined,
  perform: (ctx) => {
    const uuid = firstProblem(ctx.state.content, BUILTIN_VALIDATION_CONTEXT)!;
    ctx.env.view.revealStep(uuid);
    return { ...ctx.state, selected: uuid };
  },
};
