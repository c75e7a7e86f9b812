import { queryOptions, useMutation } from '@tanstack/react-query';
import { stockRoutes } from '../../../../shared/api/routes/checkout.ts';
import type { StockChange } from '../../../../shared/schemas/stock.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { productAdminKeys, refreshProducts } from './product-admin-api.ts';

/** A product's stock now and its ledger, newest first (docs/product.md#stock). */
export function stockLedgerQuery(productId: string) {
  return queryOptions({
    queryKey: [...productAdminKeys.all, 'stock-ledger', productId] as const,
    queryFn: ({ signal }) => apiCall(stockRoutes.ledger, { params: { id: productId } }, { signal }),
  });
}

/**
 * An admin's stock change. Success and a refusal both refresh the ledger: after a 409 the
 * dialog shows the stock as it is now, ready for a new count.
 */
export function useChangeStock(productId: string) {
  return useMutation({
    mutationFn: (change: StockChange) =>
      apiCall(stockRoutes.change, { params: { id: productId }, body: change }),
    onSettled: refreshProducts,
  });
}
