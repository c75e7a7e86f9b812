import { queryOptions } from '@tanstack/react-query';
import { reportRoutes } from '../../../shared/api/routes/reports.ts';
import type { SalesReportQuery } from '../../../shared/schemas/sales-report.ts';
import { apiCall } from '../../lib/api-client.ts';

// The owner's reports: never kept long, the figures change with every order.

export function salesReportQuery(query: SalesReportQuery) {
  return queryOptions({
    queryKey: ['admin', 'reports', 'sales', query.from ?? '', query.to ?? ''] as const,
    queryFn: ({ signal }) =>
      apiCall(reportRoutes.sales, { query: { ...query, compare: 'previous' } }, { signal }),
  });
}

export function stockFiguresQuery() {
  return queryOptions({
    queryKey: ['admin', 'reports', 'stock'] as const,
    queryFn: ({ signal }) => apiCall(reportRoutes.stock, {}, { signal }),
  });
}
