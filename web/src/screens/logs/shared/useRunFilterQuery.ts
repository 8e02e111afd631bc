import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { patchRunFilters, runFiltersFromQuery, runFiltersToQuery, sameRunFilters, type RunFilterValues } from './runFilterQuery';

/** The parameter a paged screen keeps its page in; a change of filters removes it (the old page may not exist). */
export const PAGE_PARAM = 'page';

/**
 * The run log's filters, read from and written to the address (runFilterQuery): the list and the statistics share
 * them. A change replaces the history entry (filters are a view, not a place to go back to) and starts at page 1.
 */
export function useRunFilterQuery(): { filters: RunFilterValues; setFilters(patch: Partial<RunFilterValues>): void } {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => runFiltersFromQuery(search), [search]);
  const setFilters = useCallback(
    (patch: Partial<RunFilterValues>) =>
      setSearch(
        (current) => {
          const before = runFiltersFromQuery(current);
          const after = patchRunFilters(before, patch);
          if (sameRunFilters(before, after)) return current;
          const next = runFiltersToQuery(after, current);
          next.delete(PAGE_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { filters, setFilters };
}
