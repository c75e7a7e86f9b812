import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { warrantyDeskRoutes } from '../../../../shared/api/routes/warranty.ts';
import type { ClaimState } from '../../../../shared/warranty-desk.ts';
import type {
  ClaimMove,
  OrderSerialsRequest,
  WarrantySettings,
} from '../../../../shared/schemas/warranty-desk.ts';
import { apiCall, apiFile } from '../../../lib/api-client.ts';
import { orderKeys } from '../../orders/api/order-api.ts';
import { warrantyKeys } from './warranty-api.ts';

// The staff side of the warranty desk: serials at packing, the claims board and the rule.

export interface ClaimBoardFilters {
  state?: ClaimState;
  brand?: string;
}

export const deskKeys = {
  serials: (orderId: string) => ['warranty', 'serials', orderId] as const,
  board: (filters: ClaimBoardFilters) => ['warranty', 'claims', 'board', filters] as const,
  claim: (id: string) => ['warranty', 'claims', 'one', id] as const,
  settings: ['warranty', 'settings'] as const,
};

/** The order's lines with the serials recorded so far. */
export function orderSerialsQuery(orderId: string) {
  return queryOptions({
    queryKey: deskKeys.serials(orderId),
    queryFn: ({ signal }) =>
      apiCall(warrantyDeskRoutes.orderSerials, { params: { id: orderId } }, { signal }),
  });
}

/** Saves the scanned serials; the order (its lines and timeline) is read again after. */
export function useSaveOrderSerials(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderSerialsRequest) =>
      apiCall(warrantyDeskRoutes.saveOrderSerials, { params: { id: orderId }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(deskKeys.serials(orderId), saved);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

/** Whether a scanned serial is free to sell with this order (the check on the spot). */
export function checkSerial(serial: string, orderId?: string) {
  return apiCall(warrantyDeskRoutes.checkSerial, {
    query: orderId ? { serial, orderId } : { serial },
  });
}

/** The claims board, oldest first. */
export function claimsBoardQuery(filters: ClaimBoardFilters) {
  return queryOptions({
    queryKey: deskKeys.board(filters),
    queryFn: ({ signal }) => apiCall(warrantyDeskRoutes.claims, { query: filters }, { signal }),
  });
}

export function claimQuery(id: string) {
  return queryOptions({
    queryKey: deskKeys.claim(id),
    queryFn: ({ signal }) => apiCall(warrantyDeskRoutes.claim, { params: { id } }, { signal }),
  });
}

/** Moves a claim to its next state; the board and the customer's list are read again. */
export function useMoveClaim(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimMove) =>
      apiCall(warrantyDeskRoutes.moveClaim, { params: { id }, body }),
    onSuccess: (claim) => {
      queryClient.setQueryData(deskKeys.claim(id), claim);
      void queryClient.invalidateQueries({ queryKey: warrantyKeys.claims });
    },
    // Refused because someone moved it first: show where it stands now.
    onError: () => void queryClient.invalidateQueries({ queryKey: deskKeys.claim(id) }),
  });
}

export function warrantySettingsQuery() {
  return queryOptions({
    queryKey: deskKeys.settings,
    queryFn: ({ signal }) => apiCall(warrantyDeskRoutes.settings, {}, { signal }),
  });
}

export function useSaveWarrantySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WarrantySettings) => apiCall(warrantyDeskRoutes.saveSettings, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(deskKeys.settings, saved);
      // Each order's "serials needed" state follows the rule.
      void queryClient.invalidateQueries({ queryKey: ['warranty', 'serials'] });
    },
  });
}

/** Every unit sold with its serial, as a CSV file (the shape the import reads). */
export async function serialsFile() {
  const { blob, filename } = await apiFile(warrantyDeskRoutes.exportSerials);
  return { blob, filename: filename ?? 'serials.csv' };
}

/** Checks (dryRun) or applies a serials file; all or nothing. */
export function sendSerialsFile(file: File, dryRun: boolean) {
  const form = new FormData();
  form.append('file', file);
  return apiCall(warrantyDeskRoutes.importSerials, {
    query: { dryRun: dryRun ? 'true' : 'false' },
    form,
  });
}
