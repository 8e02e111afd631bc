import { describe, expect, it } from 'vitest';
import { rememberReturnPath, takeReturnPath } from './returnPath';
import { memoryStore } from './storage';

describe('return path after login', () => {
  it('returns the user to the path remembered when the session ended', () => {
    const store = memoryStore();
    rememberReturnPath(store, '/data-pipeline/1234567890123456789?tab=versions');
    expect(takeReturnPath(store)).toBe('/data-pipeline/1234567890123456789?tab=versions');
  });

  it('falls back to the template gallery when nothing was remembered (spec §2, issue 12)', () => {
    expect(takeReturnPath(memoryStore())).toBe('/pipeline-template');
  });

  it('uses the remembered path only once', () => {
    const store = memoryStore();
    rememberReturnPath(store, '/data-log');
    takeReturnPath(store);
    expect(takeReturnPath(store)).toBe('/pipeline-template');
  });

  it('never remembers the login screen itself', () => {
    const store = memoryStore();
    rememberReturnPath(store, '/data-log');
    rememberReturnPath(store, '/login?x=1');
    expect(takeReturnPath(store)).toBe('/data-log');
  });

  it('refuses paths that would leave the site', () => {
    const store = memoryStore();
    rememberReturnPath(store, '//evil.example/x');
    expect(takeReturnPath(store)).toBe('/pipeline-template');
    store.setItem('huiliu_return_path', 'https://evil.example');
    expect(takeReturnPath(store)).toBe('/pipeline-template');
  });
});
