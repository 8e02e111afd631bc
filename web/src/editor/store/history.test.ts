import { aPipeline, blankStep } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { emptyHistory, HISTORY_LIMIT, recordEdit, redo, undo } from './history';

const v1 = aPipeline().build();
const v2 = [...v1, blankStep('a')];
const v3 = [...v2, blankStep('b')];

describe('undo history', () => {
  it('undoes back to the content before an edit and redoes it again', () => {
    const history = recordEdit(recordEdit(emptyHistory, v1), v2);
    const back = undo(history, v3)!;
    expect(back.content).toBe(v2);
    const again = redo(back.history, back.content)!;
    expect(again.content).toBe(v3);
    expect(again.history).toEqual(history);
  });

  it('has nothing to undo or redo at the start', () => {
    expect(undo(emptyHistory, v1)).toBeUndefined();
    expect(redo(emptyHistory, v1)).toBeUndefined();
  });

  it('forgets what was undone once a new edit is made', () => {
    const back = undo(recordEdit(emptyHistory, v1), v2)!;
    expect(recordEdit(back.history, back.content).future).toEqual([]);
  });

  it(`keeps the last ${HISTORY_LIMIT} edits`, () => {
    let history = emptyHistory;
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) history = recordEdit(history, [blankStep(String(i))]);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]![0]!.uuid).toBe('5');
  });
});
