import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { Category } from '../../../../shared/categories.ts';
import { productRoutes } from '../../../../shared/api/routes/catalogue.ts';
import type { NewProduct, ProductPatch } from '../../../../shared/schemas/product-admin.ts';
import type { StockLevel } from '../../../../shared/schemas/product.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { apiCall, apiList } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../../dashboard/api/overview-api.ts';
import { productKeys } from '../../products/api/product-queries.ts';

export const MANAGE_PAGE_SIZE = 20;

export interface ManageSearch {
  q: string;
  category: Category | '';
  page: number;
  /** Low on stock or out of it; empty: every product. */
  stock: StockLevel | '';
}

export const productAdminKeys = {
  all: ['admin', 'products'] as const,
  manage: (search: ManageSearch) => ['admin', 'products', 'manage', search] as const,
  mine: (email: string | null) => ['admin', 'products', 'mine', email] as const,
};

export function manageProductsQuery(search: ManageSearch) {
  return queryOptions({
    queryKey: productAdminKeys.manage(search),
    queryFn: ({ signal }) =>
      apiList(
        productRoutes.manage,
        {
          query: {
            q: search.q,
            category: search.category,
            page: search.page,
            stock: search.stock,
            pageSize: MANAGE_PAGE_SIZE,
            sort: 'newest',
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The admin's own products, with the My Products field names (docs/product.md#my-products). */
export function myProductsQuery(email: string | null) {
  return queryOptions({
    queryKey: productAdminKeys.mine(email),
    queryFn: ({ signal }) =>
      apiCall(productRoutes.mine, { query: email === null ? {} : { email } }, { signal }),
  });
}

/** A product change shows everywhere: the storefront, the admin lists, the overview. */
export function refreshProducts() {
  void queryClient.invalidateQueries({ queryKey: productKeys.all });
  void queryClient.invalidateQueries({ queryKey: productAdminKeys.all });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
}

export function useAddProduct() {
  return useMutation({
    mutationFn: (product: NewProduct & { email: string }) =>
      apiCall(productRoutes.create, { body: product }),
    onSuccess: refreshProducts,
  });
}

export function useUpdateProduct() {
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ProductPatch }) =>
      apiCall(productRoutes.update, { params: { id }, body: patch }),
    onSuccess: refreshProducts,
  });
}

export function useDeleteProduct() {
  return useMutation({
    mutationFn: (id: string) => apiCall(productRoutes.remove, { params: { id } }),
    onSuccess: refreshProducts,
  });
}

export function deletedProductsQuery() {
  return queryOptions({
    queryKey: [...productAdminKeys.all, 'deleted'] as const,
    queryFn: ({ signal }) => apiCall(productRoutes.deleted, {}, { signal }),
  });
}

export function useRestoreProduct() {
  return useMutation({
    mutationFn: (id: string) => apiCall(productRoutes.restore, { params: { id } }),
    onSuccess: refreshProducts,
  });
}
