import { blankStep, copyStep, insertStep, locateStep, moveStep, removeStep, setStepDisabled } from '@huiliu/core';
import { recordingUuid, targetStep } from './target';
import type { EditorCommand } from './types';

const isAction = (ctx: Parameters<EditorCommand['enabled']>[0]) => {
  const t = targetStep(ctx);
  return !!t && !t.isTrigger;
};

export const insertStepCommand: EditorCommand = {
  id: 'step.insert',
  labelKey: 'commands.insert',
  recordsHistory: true,
  enabled: (ctx) => ctx.at !== undefined,
  perform: (ctx) => {
    const uuid = ctx.env.newUuid();
    return { ...ctx.state, content: insertStep(ctx.state.content, blankStep(uuid), ctx.at!), selected: uuid };
  },
};

export const duplicateStepCommand: EditorCommand = {
  id: 'step.duplicate',
  labelKey: 'commands.duplicate',
  menu: 'step',
  recordsHistory: true,
  enabled: isAction,
  perform: (ctx) => {
    const uuids = recordingUuid(ctx.env.newUuid);
    const content = copyStep(ctx.state.content, targetStep(ctx)!.step.uuid, uuids.next);
    return { ...ctx.state, content, selected: uuids.first() };
  },
};

export const removeStepCommand: EditorCommand = {
  id: 'step.remove',
  labelKey: 'commands.remove',
  menu: 'step',
  shortcuts: [{ key: 'Delete' }, { key: 'Backspace' }],
  recordsHistory: true,
  enabled: isAction,
  // spec §4: removing a switch also removes its branches, so ask first
  confirmKey: (ctx) => (targetStep(ctx)?.step.segs?.length ? 'confirm.removeSwitch' : undefined),
  perform: (ctx) => {
    const uuid = targetStep(ctx)!.step.uuid;
    const content = removeStep(ctx.state.content, uuid);
    const selected = ctx.state.selected && locateStep(content, ctx.state.selected) ? ctx.state.selected : undefined;
    return { ...ctx.state, content, selected };
  },
};

const move = (direction: 'up' | 'down'): EditorCommand => ({
  id: direction === 'up' ? 'step.moveUp' : 'step.moveDown',
  labelKey: direction === 'up' ? 'commands.moveUp' : 'commands.moveDown',
  menu: 'step',
  shortcuts: [{ key: direction === 'up' ? 'ArrowUp' : 'ArrowDown', alt: true }],
  recordsHistory: true,
  enabled: (ctx) => {
    const t = targetStep(ctx);
    if (!t || t.isTrigger) return false;
    const to = direction === 'up' ? t.index - 1 : t.index + 1;
    return to >= 0 && to < t.list.length && t.list[to]!.action_type !== '1';
  },
  perform: (ctx) => ({ ...ctx.state, content: moveStep(ctx.state.content, targetStep(ctx)!.step.uuid, direction) }),
});

export const moveUpCommand = move('up');
export const moveDownCommand = move('down');

export const toggleDisabledCommand: EditorCommand = {
  id: 'step.toggleDisabled',
  labelKey: (ctx) => (targetStep(ctx)?.step.disabled === true ? 'commands.enable' : 'commands.disable'),
  menu: 'step',
  recordsHistory: true,
  enabled: isAction,
  perform: (ctx) => {
    const { step } = targetStep(ctx)!;
    return { ...ctx.state, content: setStepDisabled(ctx.state.content, step.uuid, step.disabled !== true) };
  },
};

/**
 * A panel edit of the target step (its fields, branches or action) through a core operation: the panel starts
 * it through the registry like the menus do, so it enters undo history the same way.
 */
export const editStepCommand: EditorCommand = {
  id: 'step.edit',
  labelKey: 'commands.edit',
  recordsHistory: true,
  enabled: (ctx) => ctx.edit !== undefined && targetStep(ctx) !== undefined,
  perform: (ctx) => {
    const content = ctx.edit!.change(ctx.state.content);
    return content === ctx.state.content ? undefined : { ...ctx.state, content };
  },
};
