import { queryOptions, useQueries } from '@tanstack/react-query';
import type { Category } from '../../../../shared/categories.ts';
import { MAX_PAGE_SIZE } from '../../../../shared/constants.ts';
import { productRoutes } from '../../../../shared/api/routes/catalogue.ts';
import type { Product } from '../../../../shared/schemas/product.ts';
import { apiCall, apiList, isApiRequestError } from '../../../lib/api-client.ts';

/** The parts a slot offers: the category's products, cheapest first. */
export function categoryPartsQuery(category: Category) {
  return queryOptions({
    queryKey: ['products', 'builder', category],
    queryFn: async ({ signal }) => {
      const { items } = await apiList(
        productRoutes.list,
        { query: { category, sort: 'price-asc', pageSize: MAX_PAGE_SIZE } },
        { signal },
      );
      return items;
    },
  });
}

/** One product, sharing the product page's cache entry. */
function chosenProductQuery(id: string) {
  return queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) => apiCall(productRoutes.detail, { params: { id } }, { signal }),
    retry: (count, error) => !isApiRequestError(error, 404) && count < 2,
  });
}

export interface ChosenProducts {
  byId: ReadonlyMap<string, Product>;
  /** Ids in the build that the shop no longer sells (deleted, or a mistyped link). */
  gone: ReadonlySet<string>;
  loading: boolean;
}

/** The products of a build, loaded by id. */
export function useChosenProducts(ids: readonly string[]): ChosenProducts {
  return useQueries({
    queries: ids.map(chosenProductQuery),
    combine: (results) => {
      const byId = new Map<string, Product>();
      const gone = new Set<string>();
      results.forEach((result, i) => {
        const id = ids[i] ?? '';
        if (result.data) byId.set(id, result.data);
        else if (result.error) gone.add(id);
      });
      return { byId, gone, loading: results.some((result) => result.isPending) };
    },
  });
}
