import { describe, expect, it } from 'vitest';
import { clampPanelWidth } from './panelWidth';

describe('clampPanelWidth (spec §9: left ≥ 32 px, right ≥ 400 px)', () => {
  it.each([
    [500, 1200, 500],
    [200, 1200, 400],
    [1190, 1200, 1168],
    [600, 300, 400],
    [450.6, 1200, 451],
  ])('a %s px drag in a %s px editor gives %s px', (desired, container, width) => {
    expect(clampPanelWidth(desired, container)).toBe(width);
  });
});
