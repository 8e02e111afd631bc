import { describe, expect, it } from 'vitest';
import { formatDateTime } from './formatDateTime';

describe('date and time display', () => {
  it('shows zh-CN dates in the company time zone', () => {
    expect(formatDateTime('2026-01-02T03:04:05Z', 'zh-CN')).toBe('2026/01/02 11:04');
  });

  it('crosses midnight in the company time zone, not UTC', () => {
    expect(formatDateTime('2026-01-02T17:30:00Z', 'zh-CN')).toBe('2026/01/03 01:30');
  });

  it('adds seconds when asked, in zh-CN and in English', () => {
    expect(formatDateTime('2026-01-02T03:04:05Z', 'zh-CN', { seconds: true })).toBe('2026/01/02 11:04:05');
    expect(formatDateTime('2026-01-02T03:04:05Z', 'en', { seconds: true })).toBe('01/02/2026, 11:04:05');
  });

  it('shows text that is not a time unchanged', () => {
    expect(formatDateTime('not a date', 'zh-CN')).toBe('not a date');
  });
});
