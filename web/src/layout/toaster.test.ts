import { describe, expect, it } from 'vitest';
import { TOASTER_PLACEMENT } from './toaster';

describe('toaster placement (issue 10 item 10)', () => {
  it('keeps toasts off the top edge, where the editor title field is', () => {
    expect(TOASTER_PLACEMENT.position.startsWith('top')).toBe(false);
  });

  it('lets a toast go after a few seconds', () => {
    expect(TOASTER_PLACEMENT.timeout).toBeGreaterThan(0);
    expect(TOASTER_PLACEMENT.timeout).toBeLessThanOrEqual(5000);
  });
});
