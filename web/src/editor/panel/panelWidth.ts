import { PANEL_MIN_LEFT_PX, PANEL_MIN_RIGHT_PX } from '@huiliu/core';
import type { KeyValueStore } from '../../auth/storage';

export const PANEL_DEFAULT_PX = 480;

/**
 * The step panel's width after a drag (spec §9): the panel keeps at least 400 px and the canvas on its
 * left at least 32 px. When the window is too narrow for both, the panel's minimum wins.
 */
export function clampPanelWidth(desired: number, containerWidth: number): number {
  const max = Math.max(PANEL_MIN_RIGHT_PX, containerWidth - PANEL_MIN_LEFT_PX);
  return Math.round(Math.min(Math.max(desired, PANEL_MIN_RIGHT_PX), max));
}

const WIDTH_KEY = 'huiliu.editor.panelWidth';

/** The width the user last dragged the panel to (kept across pipelines and visits), else the default. */
export function loadPanelWidth(store: KeyValueStore): number {
  const saved = Number(store.getItem(WIDTH_KEY));
  return Number.isFinite(saved) && saved >= PANEL_MIN_RIGHT_PX ? Math.round(saved) : PANEL_DEFAULT_PX;
}

export function savePanelWidth(store: KeyValueStore, width: number): void {
  store.setItem(WIDTH_KEY, String(Math.round(width)));
}
