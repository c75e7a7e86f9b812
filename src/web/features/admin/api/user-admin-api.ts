import { queryOptions, useMutation } from '@tanstack/react-query';
import type { User } from '../../../../shared/schemas/auth.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../../dashboard/api/overview-api.ts';

export const userAdminKeys = { all: ['admin', 'users'] as const };

export function usersQuery() {
  return queryOptions({
    queryKey: userAdminKeys.all,
    queryFn: ({ signal }) => apiRequest<User[]>('/api/user', { signal }),
  });
}

function refreshUsers() {
  void queryClient.invalidateQueries({ queryKey: userAdminKeys.all });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
}

export function useMakeAdmin() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<{ modifiedCount: number }>(`/api/user/admin/${encodeURIComponent(email)}`, {
        method: 'PUT',
      }),
    onSuccess: refreshUsers,
  });
}

export function useDeleteUser() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<{ deletedCount: number }>(`/api/userDelete/${encodeURIComponent(email)}`, {
        method: 'DELETE',
      }),
    onSuccess: refreshUsers,
  });
}
