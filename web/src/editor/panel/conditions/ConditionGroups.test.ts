import type { FilterCondition } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { withRow } from './ConditionGroups';

const row = (field: string): FilterCondition => ({ field, operator: 13, value: '' });

describe('withRow', () => {
  const groups = [[row('a'), row('b')], [row('c')]];

  it('replaces one row of one group', () => {
    expect(withRow(groups, 0, 1, row('x'))).toEqual([[row('a'), row('x')], [row('c')]]);
  });

  it('removes a row, and the group it empties', () => {
    expect(withRow(groups, 0, 0, null)).toEqual([[row('b')], [row('c')]]);
    expect(withRow(groups, 1, 0, null)).toEqual([[row('a'), row('b')]]);
  });
});
