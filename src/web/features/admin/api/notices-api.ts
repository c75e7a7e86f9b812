import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { noticeRoutes } from '../../../../shared/api/routes/notices.ts';
import type { NoticeStatus } from '../../../../shared/schemas/notice.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

export const NOTICES_PAGE_SIZE = 50;

export const noticeKeys = {
  all: ['admin', 'notices'] as const,
  list: (page: number, status: NoticeStatus | undefined) =>
    ['admin', 'notices', page, status ?? 'all'] as const,
  settings: ['admin', 'notice-settings'] as const,
};

/** A page of notices, newest first; polled while some are still on their way. */
export function noticesQuery(page: number, status: NoticeStatus | undefined) {
  return queryOptions({
    queryKey: noticeKeys.list(page, status),
    queryFn: ({ signal }) =>
      apiCall(
        noticeRoutes.list,
        { query: { page, pageSize: NOTICES_PAGE_SIZE, ...(status && { status }) } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.notices.some((notice) => notice.status === 'queued') ? 3000 : false,
  });
}

export function useResendNotice() {
  return useMutation({
    mutationFn: (id: string) => apiCall(noticeRoutes.resend, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}

export function noticeSettingsQuery() {
  return queryOptions({
    queryKey: noticeKeys.settings,
    queryFn: ({ signal }) => apiCall(noticeRoutes.settings, {}, { signal }),
  });
}

export function useSaveNoticeSettings() {
  return useMutation({
    mutationFn: (adminEmail: string) =>
      apiCall(noticeRoutes.saveSettings, { body: { adminEmail } }),
    onSuccess: (saved) => queryClient.setQueryData(noticeKeys.settings, saved),
  });
}
