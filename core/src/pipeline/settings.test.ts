import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PIPELINE_SETTINGS,
  pipelineSettingsOf,
  retryDelayMs,
  stepErrorSettings,
  type SavedStepSettings,
  type StepErrorSettings,
} from './settings';

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

describe("the pipeline's settings under the steps' own", () => {
  const pipeline: SavedStepSettings = { retries: 3, backoff_ms: 200, on_error: 'continue' };
  it.each<[string, unknown, StepErrorSettings]>([
    ['a step with nothing saved takes the pipeline’s', undefined, { retries: 3, backoffMs: 200, onError: 'continue' }],
    ['a step’s own value wins', { retries: 1 }, { retries: 1, backoffMs: 200, onError: 'continue' }],
    ['a step’s own stop wins over the pipeline’s continue', { on_error: 'stop' }, { retries: 3, backoffMs: 200, onError: 'stop' }],
    ['an emptied field of the step falls back to the pipeline', { retries: '' }, { retries: 3, backoffMs: 200, onError: 'continue' }],
    ['old text settings count as none', 'retry', { retries: 3, backoffMs: 200, onError: 'continue' }],
  ])('%s', (_, settings, expected) => {
    expect(stepErrorSettings({ settings: settings as SavedStepSettings }, pipeline)).toEqual(expected);
  });

  it.each<[string, string | null, object]>([
    ['nothing stored', null, DEFAULT_PIPELINE_SETTINGS],
    ['broken JSON', '{', DEFAULT_PIPELINE_SETTINGS],
    ['what was stored, bounded, unknown keys dropped', '{"retries":40,"backoff_ms":500,"x":1}', { retries: 10, backoff_ms: 500, on_error: 'stop' }],
  ])('reads stored settings: %s', (_, stored, expected) => {
    expect(pipelineSettingsOf(stored)).toEqual(expected);
  });
});
