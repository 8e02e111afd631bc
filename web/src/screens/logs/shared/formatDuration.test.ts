import { describe, expect, it } from 'vitest';
import { durationParts } from './formatDuration';

describe('durationParts', () => {
  it.each([
    [null, { unit: 'none' }],
    [undefined, { unit: 'none' }],
    [-5, { unit: 'none' }],
    [0, { unit: 'ms', ms: 0 }],
    [999, { unit: 'ms', ms: 999 }],
    [1000, { unit: 'seconds', seconds: '1.0' }],
    [12_345, { unit: 'seconds', seconds: '12.3' }],
    [59_999, { unit: 'seconds', seconds: '59.9' }],
    [60_000, { unit: 'minutes', minutes: 1, seconds: 0 }],
    [125_500, { unit: 'minutes', minutes: 2, seconds: 5 }],
    [3_599_999, { unit: 'minutes', minutes: 59, seconds: 59 }],
    [3_600_000, { unit: 'hours', hours: 1, minutes: 0 }],
    [7_545_000, { unit: 'hours', hours: 2, minutes: 5 }],
  ])('shows %s ms as %j', (ms, parts) => {
    expect(durationParts(ms)).toEqual(parts);
  });
});
