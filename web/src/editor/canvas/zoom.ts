/**
 * How the canvas is zoomed: readable first (issue 10, item 3). A step's title is 14 px at 100 %; no zoom the
 * editor picks, and none the user can reach, makes it smaller than 11 px. Flows too large for that scroll,
 * and the minimap and the step search get you around.
 */

/** The step title's font size at 100 % (Fluent's fontSizeBase300, StepNode's title). */
export const TITLE_FONT_PX = 14;
/** The smallest title a person can still read on the canvas. */
export const MIN_TITLE_PX = 11;
/** The lowest zoom: the one at which a title is MIN_TITLE_PX tall. */
export const MIN_ZOOM = MIN_TITLE_PX / TITLE_FONT_PX;
export const MAX_ZOOM = 2;
/** Pipelines this small open at 100 %, whatever the window. */
export const FULL_SIZE_MAX_STEPS = 15;
/** Space kept around a fitted graph and above the trigger, in screen pixels. */
const MARGIN_PX = 32;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

/** The largest zoom at which `bounds` fits in `pane` with a margin, held between MIN_ZOOM and `max`. */
export function fitZoom(bounds: Box, pane: { width: number; height: number }, max = 1): number {
  const zoom = Math.min((pane.width - 2 * MARGIN_PX) / bounds.width, (pane.height - 2 * MARGIN_PX) / bounds.height);
  return Math.min(max, Math.max(MIN_ZOOM, zoom));
}

function fits(bounds: Box, pane: { width: number; height: number }, zoom: number): boolean {
  return bounds.width * zoom <= pane.width - 2 * MARGIN_PX && bounds.height * zoom <= pane.height - 2 * MARGIN_PX;
}

/** The graph centred in the pane at `zoom`. */
function centred(bounds: Box, pane: { width: number; height: number }, zoom: number): Viewport {
  return {
    x: pane.width / 2 - (bounds.x + bounds.width / 2) * zoom,
    y: pane.height / 2 - (bounds.y + bounds.height / 2) * zoom,
    zoom,
  };
}

/** The trigger centred at the top of the pane, at `zoom`: where a flow that does not fit starts. */
function atTrigger(trigger: Box, pane: { width: number; height: number }, zoom: number): Viewport {
  return { x: pane.width / 2 - (trigger.x + trigger.width / 2) * zoom, y: MARGIN_PX - trigger.y * zoom, zoom };
}

/**
 * The viewport a pipeline opens at: ≤ 15 steps at 100 % (centred if it fits, else from the trigger down);
 * larger ones fitted if they fit at a readable zoom, else at 100 % from the trigger.
 */
export function initialViewport(bounds: Box, trigger: Box, pane: { width: number; height: number }, steps: number): Viewport {
  if (steps <= FULL_SIZE_MAX_STEPS) return fits(bounds, pane, 1) ? centred(bounds, pane, 1) : atTrigger(trigger, pane, 1);
  const zoom = fitZoom(bounds, pane);
  return fits(bounds, pane, zoom) ? centred(bounds, pane, zoom) : atTrigger(trigger, pane, 1);
}

/** 适应画布: the whole graph if it fits at a readable zoom, else the readable floor from the trigger down. */
export function fitViewport(bounds: Box, trigger: Box, pane: { width: number; height: number }): Viewport {
  const zoom = fitZoom(bounds, pane);
  return fits(bounds, pane, zoom) ? centred(bounds, pane, zoom) : atTrigger(trigger, pane, zoom);
}
