import type { AppStep } from './model';

/**
 * A step's output as later steps see it before any run (spec §3): the result of its send-data test, else the
 * sample fetched for it, else its new sample. The variable picker lists it; a single-step test maps from it.
 */
export function stepSample(step: Pick<AppStep, 'return_data' | 'sample_data' | 'newSample'>): unknown {
  return step.return_data ?? step.sample_data ?? step.newSample;
}
