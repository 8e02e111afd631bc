import { describe, expect, it } from 'vitest';
import type { AppStep } from './model';
import { stepSample } from './sample';

describe('stepSample: what later steps map from before a run', () => {
  it.each<[string, Partial<AppStep>, unknown]>([
    ['the send-data test result first', { return_data: { sent: 1 }, sample_data: { a: 1 }, newSample: { n: 1 } }, { sent: 1 }],
    ['else the fetched sample', { sample_data: { a: 1 }, newSample: { n: 1 } }, { a: 1 }],
    ['else the new sample', { newSample: { n: 1 } }, { n: 1 }],
    ['a null test result as no result', { return_data: null, sample_data: { a: 1 } }, { a: 1 }],
    ['nothing when the step has none', {}, undefined],
  ])('takes %s', (_, step, sample) => {
    expect(stepSample(step)).toEqual(sample);
  });
});
