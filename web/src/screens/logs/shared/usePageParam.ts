import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_PARAM } from './useRunFilterQuery';

/** The page of a paged run-log screen, 1-based, kept in the address (`?page=3`) so a shared link opens it. */
export function usePageParam(): [number, (page: number) => void] {
  const [search, setSearch] = useSearchParams();
  const raw = Number(search.get(PAGE_PARAM));
  const page = Number.isSafeInteger(raw) && raw > 1 ? raw : 1;
  const setPage = useCallback(
    (next: number) =>
      setSearch(
        (current) => {
          const query = new URLSearchParams(current);
          if (next > 1) query.set(PAGE_PARAM, String(Math.floor(next)));
          else query.delete(PAGE_PARAM);
          return query;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [page, setPage];
}
