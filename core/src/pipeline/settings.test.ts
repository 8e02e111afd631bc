import { describe, expect, it } from 'vitest';
import { retryDelayMs, stepErrorSettings, type SavedStepSettings, type StepErrorSettings } from './settings';

describe('stepErrorSettings: the error addition as the engine applies it', () => {
  it.each<[string, unknown, StepErrorSettings]>([
    ['nothing saved', undefined, { retries: 0, backoffMs: 1000, onError: 'stop' }],
    ['what was saved', { retries: 3, backoff_ms: 200, on_error: 'continue' }, { retries: 3, backoffMs: 200, onError: 'continue' }],
    ['too many retries held to 10', { retries: 50 }, { retries: 10, backoffMs: 1000, onError: 'stop' }],
    ['negative retries as none', { retries: -2 }, { retries: 0, backoffMs: 1000, onError: 'stop' }],
    ['numbers saved as text', { retries: '2', backoff_ms: '500' }, { retries: 2, backoffMs: 500, onError: 'stop' }],
    ['text that is no number as the default', { retries: 'abc', backoff_ms: 'x' }, { retries: 0, backoffMs: 1000, onError: 'stop' }],
    ['a backoff of 0 as the default, as the engine always read it', { backoff_ms: 0 }, { retries: 0, backoffMs: 1000, onError: 'stop' }],
    ['a tiny backoff held to 10 ms', { backoff_ms: 3 }, { retries: 0, backoffMs: 10, onError: 'stop' }],
    ['a huge backoff held to a minute', { backoff_ms: 999_999 }, { retries: 0, backoffMs: 60_000, onError: 'stop' }],
    ['an unknown on_error as stop', { on_error: 'ignore' }, { retries: 0, backoffMs: 1000, onError: 'stop' }],
  ])('reads %s', (_, settings, expected) => {
    expect(stepErrorSettings({ settings: settings as SavedStepSettings })).toEqual(expected);
  });

  it.each([
    [1, 200],
    [2, 400],
    [3, 800],
  ])('waits before retry %i: %i ms', (attempt, ms) => {
    expect(retryDelayMs({ backoffMs: 200 }, attempt)).toBe(ms);
  });
});
