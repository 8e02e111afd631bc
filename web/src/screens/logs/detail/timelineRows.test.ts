import type { StepStatus } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { timelineRows, type TimedStep } from './timelineRows';

const step = (id: string, startedAt: string, durationMs: number, extra: Partial<TimedStep> = {}): TimedStep => ({
  id,
  stepUuid: id,
  title: id,
  status: 'success' as StepStatus,
  startedAt,
  durationMs,
  ...extra,
});

const run = { startedAt: '2026-11-22T02:00:00.000Z', finishedAt: '2026-11-22T02:00:10.000Z' };

describe('timelineRows', () => {
  it('places each step’s bar on the run’s span: a slow step long, a wait as a gap', () => {
    const rows = timelineRows([step('a', '2026-11-22T02:00:00.000Z', 1000), step('b', '2026-11-22T02:00:05.000Z', 5000)], run);
    expect(rows.map((r) => [r.step.id, r.offset, r.width])).toEqual([
      ['a', 0, 10],
      ['b', 50, 50],
    ]);
  });

  it('keeps a bar visible for a step of a few milliseconds', () => {
    const [row] = timelineRows([step('a', '2026-11-22T02:00:09.999Z', 1)], run);
    expect(row!.width).toBeGreaterThan(0.5);
    expect(row!.offset + row!.width).toBeLessThanOrEqual(100);
  });

  it('folds a loop’s iterations into the loop step’s row, counting those that failed', () => {
    const rows = timelineRows(
      [
        step('loop', '2026-11-22T02:00:01.000Z', 10),
        step('each-0', '2026-11-22T02:00:02.000Z', 1000, { stepUuid: 'each', loopIndex: 0 }),
        step('each-1', '2026-11-22T02:00:03.000Z', 1000, { stepUuid: 'each', loopIndex: 1, status: 'failed' }),
        step('after', '2026-11-22T02:00:08.000Z', 1000),
      ],
      run,
    );
    expect(rows.map((r) => r.step.id)).toEqual(['loop', 'after']);
    expect(rows[0]!.loop).toEqual({ iterations: 2, failedIterations: 1, stepIds: new Set(['each-0', 'each-1']) });
    // from the loop's start to the end of its last iteration
    expect([rows[0]!.offset, rows[0]!.width]).toEqual([10, 30]);
  });

  it('draws full bars when the run has no times yet', () => {
    expect(timelineRows([step('a', '', 0, { startedAt: null })], { startedAt: null }).map((r) => [r.offset, r.width])).toEqual([[0, 100]]);
  });
});
