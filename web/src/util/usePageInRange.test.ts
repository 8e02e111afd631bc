// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { usePageInRange } from './usePageInRange';

/** A list's page in state, as the list screens keep it, with the total its query answered (undefined: loading). */
function useList(startPage: number, total: number | undefined) {
  const [page, setPage] = useState(startPage);
  usePageInRange(page, total, setPage);
  return page;
}

describe('usePageInRange', () => {
  it('steps back to the last page when a delete empties the page shown (16 rows → 15 on page 2)', () => {
    const { result, rerender } = renderHook(({ total }) => useList(2, total), { initialProps: { total: 16 as number | undefined } });
    expect(result.current).toBe(2);
    rerender({ total: 15 });
    expect(result.current).toBe(1);
  });

  it('leaves the page alone while the list loads, and an empty list on page 1', () => {
    const { result, rerender } = renderHook(({ total }) => useList(3, total), { initialProps: { total: undefined as number | undefined } });
    expect(result.current).toBe(3);
    rerender({ total: 0 });
    expect(result.current).toBe(1);
    rerender({ total: 0 });
    expect(result.current).toBe(1);
  });

  it('goes to the last page that exists when an address names one past the end', () => {
    const { result } = renderHook(() => useList(9, 31));
    expect(result.current).toBe(3);
  });
});
