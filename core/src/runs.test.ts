import { describe, expect, it } from 'vitest';
import { isRunUnfinished, RUN_STATUSES, type RunStatus } from './runs';

describe('run statuses (DESIGN §4)', () => {
  it.each<[RunStatus, boolean]>([
    ['queued', true],
    ['running', true],
    ['success', false],
    ['filtered', false],
    ['failed', false],
    ['partial', false],
    ['cancelled', false],
  ])('%s is unfinished: %s', (status, unfinished) => {
    expect(isRunUnfinished(status)).toBe(unfinished);
  });

  it('lists every status once, in the order the table above reads them', () => {
    expect(RUN_STATUSES).toEqual(['queued', 'running', 'success', 'filtered', 'failed', 'partial', 'cancelled']);
  });
});
