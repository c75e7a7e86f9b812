import { queryOptions, useMutation } from '@tanstack/react-query';
import { addressRoutes } from '../../../../shared/api/routes/checkout.ts';
import type { Address, AddressInput } from '../../../../shared/schemas/address.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

// The customer's address book (docs/product.md#address-book): kept in My Profile, read by
// checkout and the order modal to start from the default address.

const addressKey = ['addresses'] as const;

/** Saved addresses, the default first. */
export function addressesQuery() {
  return queryOptions({
    queryKey: addressKey,
    queryFn: ({ signal }) => apiCall(addressRoutes.list, {}, { signal }),
  });
}

/** The default address, if the customer saved any. */
export const defaultAddress = (addresses: readonly Address[] | undefined) =>
  addresses?.find((address) => address.isDefault) ?? addresses?.[0];

/** Reads the book again: after its own changes, and after a checkout that saved an address. */
export const refreshAddresses = () => queryClient.invalidateQueries({ queryKey: addressKey });
const refresh = refreshAddresses;

export function useSaveAddress() {
  return useMutation({
    mutationFn: ({ id, address }: { id?: string; address: AddressInput }) =>
      id
        ? apiCall(addressRoutes.update, { params: { id }, body: address })
        : apiCall(addressRoutes.add, { body: address }),
    onSettled: refresh,
  });
}

export function useRemoveAddress() {
  return useMutation({
    mutationFn: (id: string) => apiCall(addressRoutes.remove, { params: { id } }),
    onSettled: refresh,
  });
}
