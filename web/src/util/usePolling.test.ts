// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePolling } from './usePolling';

describe('usePolling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls the latest action every interval while active, and stops when no longer active', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ action, active }) => usePolling(action, 1000, active), {
      initialProps: { action: first, active: true },
    });
    act(() => void vi.advanceTimersByTime(2500));
    expect(first).toHaveBeenCalledTimes(2);
    rerender({ action: second, active: true });
    act(() => void vi.advanceTimersByTime(1000));
    expect(second).toHaveBeenCalledTimes(1);
    rerender({ action: second, active: false });
    act(() => void vi.advanceTimersByTime(5000));
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('does not call while the page is hidden', () => {
    const action = vi.fn();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    renderHook(() => usePolling(action, 1000, true));
    act(() => void vi.advanceTimersByTime(3000));
    expect(action).not.toHaveBeenCalled();
    visibility.mockRestore();
  });
});
