import { queryOptions, useMutation } from '@tanstack/react-query';
import { buildRoutes } from '../../../../shared/api/routes/builds.ts';
import type { BuildParts } from '../../../../shared/schemas/build.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { BuildSelection } from '../build-selection.ts';

// A customer's saved builds (docs/product.md#saved-builds): saved from the PC Builder, listed
// in My Builds with today's total and verdict, which the server works out on each read.

const savedBuildsKey = ['saved-builds'] as const;

export function savedBuildsQuery() {
  return queryOptions({
    queryKey: savedBuildsKey,
    queryFn: ({ signal }) => apiCall(buildRoutes.list, {}, { signal }),
  });
}

/** The builder's selection in the check call's shape: empty slots left out. */
export function partsOfSelection(selection: BuildSelection): BuildParts {
  const { memory, storage, ...singles } = selection;
  return {
    ...singles,
    ...(memory.length > 0 ? { memory } : {}),
    ...(storage.length > 0 ? { storage } : {}),
  };
}

const refresh = () => queryClient.invalidateQueries({ queryKey: savedBuildsKey });

export function useSaveBuild() {
  return useMutation({
    mutationFn: (build: { name: string; parts: BuildParts }) =>
      apiCall(buildRoutes.save, { body: build }),
    onSettled: refresh,
  });
}

export function useUpdateBuild() {
  return useMutation({
    mutationFn: ({ id, ...changes }: { id: string; name?: string; parts?: BuildParts }) =>
      apiCall(buildRoutes.update, { params: { id }, body: changes }),
    onSettled: refresh,
  });
}

export function useDeleteBuild() {
  return useMutation({
    mutationFn: (id: string) => apiCall(buildRoutes.remove, { params: { id } }),
    onSettled: refresh,
  });
}
