import { queryOptions } from '@tanstack/react-query';
import { courierDeskRoutes } from '../../../../shared/api/routes/courier-desk.ts';
import type { CashQuery } from '../../../../shared/schemas/courier-cash.ts';
import { apiCall, apiFile } from '../../../lib/api-client.ts';

// Staff's courier tools: Pathao's places, the labels and the cash reconciliation.

export const courierDeskKeys = {
  pathaoCities: ['admin', 'pathao', 'cities'] as const,
  pathaoZones: (cityId: number) => ['admin', 'pathao', 'zones', cityId] as const,
  pathaoAreas: (zoneId: number) => ['admin', 'pathao', 'areas', zoneId] as const,
  labels: (orderIds: readonly string[]) => ['admin', 'shipment-labels', ...orderIds] as const,
  cash: (query: CashQuery) =>
    ['admin', 'courier-cash', query.from ?? '', query.to ?? '', query.courier ?? ''] as const,
};

/** The lists change seldom (the server keeps them hours): no refetching while staff pick. */
const PLACE_STALE_MS = 60 * 60_000;

export function pathaoCitiesQuery() {
  return queryOptions({
    queryKey: courierDeskKeys.pathaoCities,
    queryFn: ({ signal }) => apiCall(courierDeskRoutes.pathaoCities, {}, { signal }),
    staleTime: PLACE_STALE_MS,
  });
}

export function pathaoZonesQuery(cityId: number | null) {
  return queryOptions({
    queryKey: courierDeskKeys.pathaoZones(cityId ?? 0),
    queryFn: ({ signal }) =>
      apiCall(courierDeskRoutes.pathaoZones, { params: { cityId: cityId ?? 0 } }, { signal }),
    enabled: cityId !== null,
    staleTime: PLACE_STALE_MS,
  });
}

export function pathaoAreasQuery(zoneId: number | null) {
  return queryOptions({
    queryKey: courierDeskKeys.pathaoAreas(zoneId ?? 0),
    queryFn: ({ signal }) =>
      apiCall(courierDeskRoutes.pathaoAreas, { params: { zoneId: zoneId ?? 0 } }, { signal }),
    enabled: zoneId !== null,
    staleTime: PLACE_STALE_MS,
  });
}

export function labelsQuery(orderIds: readonly string[]) {
  return queryOptions({
    queryKey: courierDeskKeys.labels(orderIds),
    queryFn: ({ signal }) =>
      apiCall(courierDeskRoutes.labels, { query: { orderIds: orderIds.join(',') } }, { signal }),
    enabled: orderIds.length > 0,
  });
}

export function cashQuery(query: CashQuery) {
  return queryOptions({
    queryKey: courierDeskKeys.cash(query),
    queryFn: ({ signal }) => apiCall(courierDeskRoutes.cash, { query }, { signal }),
  });
}

/** Downloads the reconciliation's CSV for the same period and courier. */
export async function downloadCashFile(query: CashQuery): Promise<void> {
  const { blob } = await apiFile(courierDeskRoutes.cashFile, { query });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `courier-cash-${query.from ?? ''}-to-${query.to ?? ''}.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}
