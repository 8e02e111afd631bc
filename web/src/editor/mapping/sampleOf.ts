import type { AppStep } from '@huiliu/core';

/** A step's output as later steps see it (the platform's single-step test reads the same order). */
export function sampleOf(step: AppStep): unknown {
  return step.return_data ?? step.sample_data ?? step.newSample;
}
