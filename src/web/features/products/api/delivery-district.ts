import { findDistrict } from '../../../../shared/delivery/districts.ts';
import { deliveryQuoteQuery } from '../../delivery/api/delivery-api.ts';

// Which district the product page quotes delivery for (docs/product.md#delivery): the one in
// its address (?district=, so the server renders it and a shared link keeps it), else the
// signed-in shopper's saved one (known only in the browser), else Dhaka.

export const DELIVERY_DISTRICT_PARAM = 'district';
export const DEFAULT_DELIVERY_DISTRICT = 'Dhaka';

/** The district named in the page's address, or undefined when none (or no real one) is. */
export function districtInAddress(search: URLSearchParams): string | undefined {
  const named = search.get(DELIVERY_DISTRICT_PARAM);
  return named ? findDistrict(named)?.name : undefined;
}

/** The quote the page shows: checkout's own quote for these units of the product. */
export function productDeliveryQuery(district: string, productId: string, quantity: number) {
  return deliveryQuoteQuery(district, [{ productId, quantity }]);
}
