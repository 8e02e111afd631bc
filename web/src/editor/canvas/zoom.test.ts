import { describe, expect, it } from 'vitest';
import { fitViewport, fitZoom, initialViewport, MIN_ZOOM, TITLE_FONT_PX } from './zoom';

const pane = { width: 1366, height: 760 };
const trigger = { x: 0, y: 0, width: 320, height: 92 };
// a straight chain of n steps, as ELK lays it out (92 px steps, ≈ 60 px apart)
const chain = (n: number) => ({ x: 0, y: 0, width: 320, height: n * 152 - 60 });

describe('canvas zoom (issue 10, item 3)', () => {
  it('never lets a title fall below 11 px', () => {
    expect(TITLE_FONT_PX * MIN_ZOOM).toBeCloseTo(11);
    expect(fitZoom(chain(200), pane) * TITLE_FONT_PX).toBeGreaterThanOrEqual(11);
    expect(fitViewport(chain(200), trigger, pane).zoom * TITLE_FONT_PX).toBeGreaterThanOrEqual(11);
  });

  it('fits a graph that fits, no larger than 100 %', () => {
    expect(fitZoom(chain(2), pane)).toBe(1);
    expect(fitZoom(chain(6), pane)).toBeCloseTo((760 - 64) / (6 * 152 - 60));
  });

  it.each([1, 7, 15])('opens a %s-step pipeline at 100 %%', (n) => {
    expect(initialViewport(chain(n), trigger, pane, n).zoom).toBe(1);
  });

  it('starts a 7-step pipeline that does not fit at the trigger, at the top of the pane', () => {
    const view = initialViewport(chain(7), trigger, pane, 7);
    expect(view).toEqual({ x: 1366 / 2 - 160, y: 32, zoom: 1 });
  });

  it('centres a small pipeline that fits', () => {
    const view = initialViewport(chain(2), trigger, pane, 2);
    expect(view.zoom).toBe(1);
    expect(view.y).toBeCloseTo(760 / 2 - (2 * 152 - 60) / 2);
  });

  it('fits a larger pipeline that fits at a readable zoom, and opens a huge one at the trigger', () => {
    const wide = { x: -1200, y: 0, width: 2400, height: 600 };
    expect(initialViewport(wide, trigger, { width: 2000, height: 900 }, 20).zoom).toBeCloseTo((2000 - 64) / 2400);
    expect(initialViewport(chain(200), trigger, pane, 200)).toEqual({ x: 1366 / 2 - 160, y: 32, zoom: 1 });
    expect(fitViewport(chain(200), trigger, pane)).toEqual({ x: 1366 / 2 - 160 * MIN_ZOOM, y: 32, zoom: MIN_ZOOM });
  });
});
