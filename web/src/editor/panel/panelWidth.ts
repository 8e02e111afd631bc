import { PANEL_MIN_LEFT_PX, PANEL_MIN_RIGHT_PX } from '@huiliu/core';

export const PANEL_DEFAULT_PX = 480;

/**
 * The step panel's width after a drag (spec §9): the panel keeps at least 400 px and the canvas on its
 * left at least 32 px. When the window is too narrow for both, the panel's minimum wins.
 */
export function clampPanelWidth(desired: number, containerWidth: number): number {
  const max = Math.max(PANEL_MIN_RIGHT_PX, containerWidth - PANEL_MIN_LEFT_PX);
  return Math.round(Math.min(Math.max(desired, PANEL_MIN_RIGHT_PX), max));
}
