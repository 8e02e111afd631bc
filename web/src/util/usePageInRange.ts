import { useEffect } from 'react';
import { pageCount } from './listPaging';

/**
 * Keeps a list's page among the pages its total has: a delete that empties the last page steps back to the page that
 * still exists, instead of showing an empty list under a total that says otherwise. `total` is undefined while the
 * list loads; `setPage` must be stable (a state setter, or a callback of the list's reducer).
 */
export function usePageInRange(page: number, total: number | undefined, setPage: (page: number) => void): void {
  const lastPage = total === undefined ? undefined : pageCount(total);
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);
}
