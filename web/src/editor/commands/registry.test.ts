import { aPipeline, flattenSteps, updateStep, type AppStep } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import zh from '../../locales/zh-CN/editor.json';
import { initialEditorState, type EditorState } from '../store/editorState';
import { applyCommand, labelKeyOf } from './applyCommand';
import { COMMANDS, commandById } from './registry';
import { commandForKey, shortcutLabel } from './shortcuts';
import type { CommandContext, CommandEnv } from './types';

function env(): CommandEnv & { revealed: string[]; fitted: number } {
  let n = 0;
  let clip: AppStep | undefined;
  const e = {
    revealed: [] as string[],
    fitted: 0,
    newUuid: () => `u${++n}`,
    clipboard: { write: (s: AppStep) => (clip = structuredClone(s)), read: () => clip },
    view: { fitView: () => e.fitted++, revealStep: (uuid: string) => e.revealed.push(uuid) },
  };
  return e;
}

const stateOf = (content = aPipeline().withStep('a').withStep('b').build()): EditorState => initialEditorState('流程', content);
const order = (s: EditorState) => flattenSteps(s.content).map((x) => x.uuid);
const run = (id: string, ctx: Partial<CommandContext> & { state: EditorState }) => applyCommand(commandById(id), { env: env(), ...ctx });
const lookup = (path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], zh);

describe('the command registry', () => {
  it('has unique ids and a Chinese label for every command', () => {
    expect(new Set(COMMANDS.map((c) => c.id)).size).toBe(COMMANDS.length);
    const ctx = { state: stateOf(), env: env() };
    for (const c of COMMANDS) expect(typeof lookup(labelKeyOf(c, ctx)), c.id).toBe('string');
  });

  it('gives no two commands the same shortcut', () => {
    const seen = COMMANDS.flatMap((c) => (c.shortcuts ?? []).map(shortcutLabel));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it.each([
    [{ key: 'z', ctrlKey: true, metaKey: false, shiftKey: false, altKey: false }, 'history.undo'],
    [{ key: 'Z', ctrlKey: true, metaKey: false, shiftKey: true, altKey: false }, 'history.redo'],
    [{ key: 'c', ctrlKey: false, metaKey: true, shiftKey: false, altKey: false }, 'clipboard.copy'],
    [{ key: 'v', ctrlKey: true, metaKey: false, shiftKey: false, altKey: false }, 'clipboard.paste'],
    [{ key: 'Delete', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false }, 'step.remove'],
    [{ key: 'ArrowDown', ctrlKey: false, metaKey: false, shiftKey: false, altKey: true }, 'step.moveDown'],
    [{ key: 'ArrowDown', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false }, 'select.next'],
  ])('maps %j to %s', (event, id) => {
    expect(commandForKey(COMMANDS, event)?.id).toBe(id);
  });

  it('writes shortcuts as people read them', () => {
    expect(shortcutLabel({ key: 'z', mod: true, shift: true })).toBe('Ctrl+Shift+Z');
  });
});

describe('commands and undo history', () => {
  it('removes a step, and undo and redo bring it back and take it away again', () => {
    const removed = run('step.remove', { state: stateOf(), target: 'a' });
    expect(order(removed)).toEqual(['trigger', 'b']);
    const undone = run('history.undo', { state: removed });
    expect(order(undone)).toEqual(['trigger', 'a', 'b']);
    expect(order(run('history.redo', { state: undone }))).toEqual(['trigger', 'b']);
  });

  it('asks before removing a switch, not before removing a plain step', () => {
    const state = stateOf(aPipeline().withStep('a').withSwitch(2).build());
    const remove = commandById('step.remove');
    expect(remove.confirmKey?.({ state, target: 'switch', env: env() })).toBe('confirm.removeSwitch');
    expect(remove.confirmKey?.({ state, target: 'a', env: env() })).toBeUndefined();
  });

  it('never removes, copies or disables the trigger', () => {
    const state = stateOf();
    for (const id of ['step.remove', 'step.duplicate', 'step.toggleDisabled', 'clipboard.copy']) {
      expect(commandById(id).enabled({ state, target: 'trigger', env: env() }), id).toBe(false);
    }
  });

  it('records edits but not selection or view changes', () => {
    const e = env();
    let state = stateOf();
    state = applyCommand(commandById('select.next'), { state, env: e });
    state = applyCommand(commandById('view.fit'), { state, env: e });
    expect(state.history.past).toHaveLength(0);
    expect(e.fitted).toBe(1);
    state = applyCommand(commandById('step.moveDown'), { state, target: 'a', env: e });
    expect(order(state)).toEqual(['trigger', 'b', 'a']);
    expect(state.history.past).toHaveLength(1);
  });

  it('applies a panel edit through the registry, typing into one field as one undo step', () => {
    const rename = (state: EditorState, title: string) =>
      run('step.edit', { state, target: 'a', edit: { change: (c) => updateStep(c, 'a', { title }), mergeKey: 'a.title' } });
    const state = rename(rename(stateOf(), '发'), '发送');
    expect(state.content[1]!.title).toBe('发送');
    expect(state.history.past).toHaveLength(1);
    expect(run('history.undo', { state }).content[1]!.title).toBe('a');
  });

  it('offers no panel edit without a change or a step to apply it to', () => {
    const edit = { change: (c: EditorState['content']) => c };
    expect(commandById('step.edit').enabled({ state: stateOf(), target: 'a', env: env() })).toBe(false);
    expect(commandById('step.edit').enabled({ state: stateOf(), target: 'gone', edit, env: env() })).toBe(false);
    expect(run('step.edit', { state: stateOf(), target: 'a', edit }).history.past).toHaveLength(0);
  });

  it('inserts a blank step at a + and selects it', () => {
    const state = run('step.insert', { state: stateOf(), at: { index: 1 } });
    expect(order(state)).toEqual(['trigger', 'u1', 'a', 'b']);
    expect(state.selected).toBe('u1');
  });

  it('copies a step to the clipboard and pastes it after the selection with new ids', () => {
    const e = env();
    let state = stateOf();
    state = applyCommand(commandById('clipboard.copy'), { state, target: 'a', env: e });
    state = applyCommand(commandById('clipboard.paste'), { state: { ...state, selected: 'b' }, env: e });
    expect(order(state)).toEqual(['trigger', 'a', 'b', 'u1']);
    expect(state.content[3]!.title).toBe('副本a');
    expect(state.selected).toBe('u1');
  });

  it('toggles a step between disabled and enabled with the matching label', () => {
    const e = env();
    const disabled = applyCommand(commandById('step.toggleDisabled'), { state: stateOf(), target: 'a', env: e });
    expect(disabled.content[1]!.disabled).toBe(true);
    expect(labelKeyOf(commandById('step.toggleDisabled'), { state: disabled, target: 'a', env: e })).toBe('commands.enable');
  });

  it('walks the steps with the keyboard in numbering order and reveals each', () => {
    const e = env();
    let state = stateOf(aPipeline().withSwitch(2).build());
    const seen: Array<string | undefined> = [];
    for (let i = 0; i < 5; i++) {
      state = applyCommand(commandById('select.next'), { state, env: e });
      seen.push(state.selected);
    }
    expect(seen).toEqual(['trigger', 'switch', 'switch-b1-s1', 'switch-b2-s1', 'switch-b2-s1']);
    expect(e.revealed).toEqual(seen);
  });

  it('jumps to the first error before an earlier warning', () => {
    const state = run('problems.first', { state: stateOf(aPipeline().withStep('a', { action_id: '' }).build()) });
    expect(state.selected).toBe('a');
  });
});
