import { useQuery } from 'urql';
import { useDebouncedValue } from '../../pipelines/list/useDebouncedValue';
import { AppSearchQuery } from '../documents';

/** spec §5: search waits 500 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The app ids the search service finds for `query` (pinyin and substrings too, spec §7), in its order,
 * an action hit counting for its app; undefined while there is no query or no answer yet.
 */
export function useAppSearch(query: string, type?: 'app' | 'action'): { appIds: string[] | undefined; fetching: boolean; failed: boolean } {
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const [result] = useQuery({ query: AppSearchQuery, variables: { q, type: type ?? null }, pause: q === '' });
  if (q === '') return { appIds: undefined, fetching: false, failed: false };
  const hits = result.data?.searchApps;
  return {
    appIds: hits ? [...new Set(hits.map((h) => h.appId))] : undefined,
    fetching: result.fetching || q !== query.trim(),
    failed: !!result.error,
  };
}
