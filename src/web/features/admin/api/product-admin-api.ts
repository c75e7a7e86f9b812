import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { Category } from '../../../../shared/categories.ts';
import type {
  MyProduct,
  NewProduct,
  ProductPatch,
} from '../../../../shared/schemas/product-admin.ts';
import type { Product } from '../../../../shared/schemas/product.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { apiList, apiRequest, withQuery } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../../dashboard/api/overview-api.ts';
import { productKeys } from '../../products/api/product-queries.ts';

export const MANAGE_PAGE_SIZE = 20;

export interface ManageSearch {
  q: string;
  category: Category | '';
  page: number;
}

export const productAdminKeys = {
  all: ['admin', 'products'] as const,
  manage: (search: ManageSearch) => ['admin', 'products', 'manage', search] as const,
  mine: (email: string) => ['admin', 'products', 'mine', email] as const,
};

export function manageProductsQuery(search: ManageSearch) {
  return queryOptions({
    queryKey: productAdminKeys.manage(search),
    queryFn: ({ signal }) =>
      apiList<Product>(
        withQuery('/api/manage-products', {
          q: search.q,
          category: search.category,
          page: search.page,
          pageSize: MANAGE_PAGE_SIZE,
          sort: 'newest',
        }),
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The admin's own products, with the spec's field names (§3). */
export function myProductsQuery(email: string) {
  return queryOptions({
    queryKey: productAdminKeys.mine(email),
    queryFn: ({ signal }) =>
      apiRequest<MyProduct[]>(withQuery('/api/my-products', { email }), { signal }),
  });
}

/** A product change shows everywhere: the storefront, the admin lists, the overview. */
function refreshProducts() {
  void queryClient.invalidateQueries({ queryKey: productKeys.all });
  void queryClient.invalidateQueries({ queryKey: productAdminKeys.all });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
}

export function useAddProduct() {
  return useMutation({
    mutationFn: (product: NewProduct & { email: string }) =>
      apiRequest<{ insertedId: string }>('/api/products', { method: 'POST', body: product }),
    onSuccess: refreshProducts,
  });
}

export function useUpdateProduct() {
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ProductPatch }) =>
      apiRequest<Product>(`/api/products/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: patch,
      }),
    onSuccess: refreshProducts,
  });
}

export function useDeleteProduct() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ deletedCount: number }>(`/api/products/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: refreshProducts,
  });
}
