import { queryOptions, useMutation } from '@tanstack/react-query';
import { searchRoutes } from '../../../../shared/api/routes/search.ts';
import type { SynonymGroups } from '../../../../shared/schemas/search.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

export const searchSynonymsKey = ['admin', 'search-synonyms'] as const;

/** The owner's synonym groups (admin). */
export function searchSynonymsQuery() {
  return queryOptions({
    queryKey: searchSynonymsKey,
    queryFn: ({ signal }) => apiCall(searchRoutes.synonyms, {}, { signal }),
  });
}

export function useSaveSearchSynonyms() {
  return useMutation({
    mutationFn: (groups: SynonymGroups) => apiCall(searchRoutes.saveSynonyms, { body: groups }),
    onSuccess: (saved) => queryClient.setQueryData(searchSynonymsKey, saved),
  });
}
