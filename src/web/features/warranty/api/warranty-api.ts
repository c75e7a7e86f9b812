import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { warrantyRoutes } from '../../../../shared/api/routes/warranty.ts';
import type { ClaimRequest } from '../../../../shared/schemas/warranty-desk.ts';
import { apiCall } from '../../../lib/api-client.ts';

// The public warranty check and the customer's own claims. Only the public route table and
// type-only schema imports: /warranty and My Orders carry no zod and no staff code.

export const warrantyKeys = {
  all: ['warranty'] as const,
  serial: (serial: string) => ['warranty', 'serial', serial] as const,
  myClaims: ['warranty', 'my-claims'] as const,
  claims: ['warranty', 'claims'] as const,
};

// A proxy's 429 carries no JSON message: the page still says what happened.
const fallbackMessages = {
  429: 'Too many checks from this connection. Please wait a minute and try again.',
};

/** One sold unit's warranty by its serial; 404 when the shop did not sell it. */
export function warrantyCheckQuery(serial: string) {
  return queryOptions({
    queryKey: warrantyKeys.serial(serial),
    queryFn: ({ signal }) =>
      apiCall(warrantyRoutes.check, { query: { serial } }, { signal, fallbackMessages }),
    // A refusal is an answer to show, not a hiccup to retry (and retries spend the rate limit).
    retry: false,
  });
}

/** Every recorded unit of an order, by its number and phone. */
export function useOrderWarrantyLookup() {
  return useMutation({
    mutationFn: (body: { orderNumber: string; phone: string }) =>
      apiCall(warrantyRoutes.orderLookup, { body }, { fallbackMessages }),
  });
}

/** The signed-in customer's claims, newest first, each with its steps. */
export function myClaimsQuery() {
  return queryOptions({
    queryKey: warrantyKeys.myClaims,
    queryFn: ({ signal }) => apiCall(warrantyRoutes.myClaims, {}, { signal }),
  });
}

/** Opens a claim (a customer on their unit, or staff at the counter on any unit sold). */
export function useOpenClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimRequest) => apiCall(warrantyRoutes.openClaim, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: warrantyKeys.all }),
  });
}
