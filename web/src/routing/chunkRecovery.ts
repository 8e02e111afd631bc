import type { KeyValueStore } from '../auth/storage';

/**
 * spec §2 "Navigation failure" / §8 "page part fails to load": remember the target path,
 * reload once, then navigate to the target. The flag stops a reload loop when the chunk
 * is still missing after the reload (for example a deploy removed it for good).
 */
const TARGET_KEY = 'huiliu_chunk_target';
const RELOADED_KEY = 'huiliu_chunk_reloaded';

export type ChunkFailureAction = 'reload' | 'give-up';

/** Decide what to do when a lazy chunk failed while going to `targetPath`; stores the target when reloading. */
export function onChunkLoadFailure(store: KeyValueStore, targetPath: string): ChunkFailureAction {
  if (store.getItem(RELOADED_KEY)) return 'give-up';
  store.setItem(TARGET_KEY, targetPath);
  store.setItem(RELOADED_KEY, '1');
  return 'reload';
}

/** After a start-up: the path to navigate to once (null when no recovery is pending). */
export function takeRecoveryTarget(store: KeyValueStore): string | null {
  const target = store.getItem(TARGET_KEY);
  store.removeItem(TARGET_KEY);
  return target;
}

/** A chunk loaded: recovery worked (or was never needed), so a later failure may reload again. */
export function onChunkLoaded(store: KeyValueStore): void {
  store.removeItem(RELOADED_KEY);
}

/** Browsers and Vite word a failed dynamic import differently; these cover Chromium, Firefox, Safari and Vite's CSS preload. */
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk .* failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}
