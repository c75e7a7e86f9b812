import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchRoutes } from '../../shared/api/routes/search.ts';
import { apiCall } from './api-client.ts';

/** Suggestions start after this many characters. */
export const SUGGEST_AFTER = 2;

export function suggestionsQuery(q: string) {
  return queryOptions({
    queryKey: ['search', 'suggest', q] as const,
    queryFn: ({ signal }) => apiCall(searchRoutes.suggest, { query: { q } }, { signal }),
    enabled: q.length >= SUGGEST_AFTER,
    staleTime: 30_000,
    // The list stays while the next answer loads, so it does not flicker shut between keys.
    placeholderData: keepPreviousData,
  });
}
