import { describe, expect, it } from 'vitest';
import { memoryStore } from '../auth/storage';
import { isChunkLoadError, onChunkLoaded, onChunkLoadFailure, takeRecoveryTarget } from './chunkRecovery';

describe('chunk-load failure recovery', () => {
  it('reloads on the first failure and navigates to the remembered target after the reload', () => {
    const store = memoryStore();
    expect(onChunkLoadFailure(store, '/data-log/123456789012345678')).toBe('reload');
    expect(takeRecoveryTarget(store)).toBe('/data-log/123456789012345678');
    expect(takeRecoveryTarget(store)).toBeNull();
  });

  it('gives up instead of reloading again when the chunk still fails after the reload', () => {
    const store = memoryStore();
    onChunkLoadFailure(store, '/data-log');
    takeRecoveryTarget(store);
    expect(onChunkLoadFailure(store, '/data-log')).toBe('give-up');
    expect(takeRecoveryTarget(store)).toBeNull();
  });

  it('may reload again for a later failure once a chunk has loaded', () => {
    const store = memoryStore();
    onChunkLoadFailure(store, '/data-log');
    takeRecoveryTarget(store);
    onChunkLoaded(store);
    expect(onChunkLoadFailure(store, '/plan')).toBe('reload');
  });

  it('recognises the dynamic-import errors of Chromium, Firefox, Safari and Vite', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('获取数据失败'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
