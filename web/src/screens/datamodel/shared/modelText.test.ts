import { describe, expect, it } from 'vitest';
import { gainOverBaseline, isUnfinished, metricValue, progressPercent } from './modelText';

const progress = (over: Partial<Parameters<typeof progressPercent>[0]>) =>
  progressPercent({ phase: 'QUEUED', rowsRead: 0, rowsTotal: 400, treesBuilt: 0, treesTotal: 30, ...over });

describe('model texts', () => {
  it('call queued and running trainings unfinished, and nothing else', () => {
    expect(['QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED', 'CANCELLED'].map((s) => isUnfinished(s as never))).toEqual([true, true, false, false, false]);
  });

  it.each([
    [{ phase: 'QUEUED' }, 0],
    [{ phase: 'READING', rowsRead: 200 }, 5],
    [{ phase: 'PREPARING' }, 10],
    [{ phase: 'TRAINING', treesBuilt: 15 }, 53],
    [{ phase: 'TRAINING', treesBuilt: 30 }, 95],
    [{ phase: 'EVALUATING' }, 97],
    [{ phase: 'DONE' }, 100],
  ] as const)('puts %j at %i %%', (p, percent) => {
    expect(progress(p)).toBe(percent);
  });

  it('shows accuracy in per cent and RMSE as a number', () => {
    expect(metricValue('ACCURACY', 0.925, 'zh-CN')).toBe('92.5%');
    expect(metricValue('RMSE', 4.064582, 'en')).toBe('4.065');
  });

  it('measures the gain in points of accuracy, or the share of the baseline’s error taken away', () => {
    expect(gainOverBaseline('ACCURACY', 0.925, 0.4625)).toBe(46.3);
    expect(gainOverBaseline('RMSE', 4, 10)).toBe(60);
    expect(gainOverBaseline('RMSE', 12, 10)).toBe(-20);
  });
});
