import { queryOptions, useMutation } from '@tanstack/react-query';
import { userRoutes } from '../../../../shared/api/routes/accounts.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../../dashboard/api/overview-api.ts';

export const userAdminKeys = { all: ['admin', 'users'] as const };

export function usersQuery() {
  return queryOptions({
    queryKey: userAdminKeys.all,
    queryFn: ({ signal }) => apiCall(userRoutes.list, {}, { signal }),
  });
}

function refreshUsers() {
  void queryClient.invalidateQueries({ queryKey: userAdminKeys.all });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
}

export function useMakeAdmin() {
  return useMutation({
    mutationFn: (email: string) => apiCall(userRoutes.makeAdmin, { params: { email } }),
    onSuccess: refreshUsers,
  });
}

export function useDeleteUser() {
  return useMutation({
    mutationFn: (email: string) => apiCall(userRoutes.remove, { params: { email } }),
    onSuccess: refreshUsers,
  });
}

export function useRemoveAdmin() {
  return useMutation({
    mutationFn: (email: string) => apiCall(userRoutes.removeAdmin, { params: { email } }),
    onSuccess: refreshUsers,
  });
}
