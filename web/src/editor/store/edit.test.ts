import { aPipeline, updateStep } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { withHistory } from './edit';
import { initialEditorState } from './editorState';

describe('withHistory', () => {
  const start = initialEditorState('流程', aPipeline().withStep('a').build());
  const typed = (state: typeof start, title: string, key?: string) =>
    withHistory(state, { ...state, content: updateStep(state.content, 'a', { title }) }, key);

  it('makes typing into one field a single undo step', () => {
    const state = typed(typed(typed(start, 'x', 'a.title'), 'xy', 'a.title'), 'xyz', 'a.title');
    expect(state.history.past).toHaveLength(1);
    expect(state.history.past[0]).toBe(start.content);
  });

  it('starts a new undo step when another field is edited', () => {
    const state = typed(typed(start, 'x', 'a.title'), 'xy', 'a.note');
    expect(state.history.past).toHaveLength(2);
  });

  it('records every edit without a key', () => {
    expect(typed(typed(start, 'x'), 'xy').history.past).toHaveLength(2);
  });

  it('records nothing for an edit that changes no content', () => {
    const selected = { ...start, selected: 'a' };
    expect(withHistory(start, selected, 'k')).toBe(selected);
  });
});
