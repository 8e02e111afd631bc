import { describe, expect, it } from 'vitest';
import { bucketDate } from './bucketLabel';

describe('bucket labels', () => {
  it('shows an hour in the company zone, not the browser’s', () => {
    expect(bucketDate('2026-11-22T02:00:00Z', 'hour', 'zh-CN', 'Asia/Shanghai', true)).toBe('11/22 10:00');
    expect(bucketDate('2026-11-22T02:00:00Z', 'hour', 'en', 'America/New_York', false)).toBe('11/21/2026, 21:00');
  });

  it('shows days and weeks by their date in the UI language', () => {
    // the company's midnight in Shanghai is 16:00 UTC the day before
    expect(bucketDate('2026-11-22T16:00:00Z', 'day', 'zh-CN', 'Asia/Shanghai', false)).toBe('2026/11/23');
    expect(bucketDate('2026-11-22T16:00:00Z', 'week', 'en', 'Asia/Shanghai', true)).toBe('11/23');
  });

  it('leaves a value it cannot read as it came', () => {
    expect(bucketDate('soon', 'day', 'en', 'UTC', true)).toBe('soon');
  });
});
