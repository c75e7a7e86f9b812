import { useQuery } from '@tanstack/react-query';
import Truck from 'lucide-react/icons/truck';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { formatTk } from '../../../../shared/money.ts';
import type { DeliveryOption } from '../../../../shared/schemas/delivery.ts';
import { DistrictPicker } from '../../../components/district-picker.tsx';
import { KEEP_SCROLL } from '../../../lib/keep-scroll.ts';
import { useSession } from '../../../lib/use-session.ts';
import { addressesQuery, defaultAddress } from '../../profile/api/address-api.ts';
import {
  DEFAULT_DELIVERY_DISTRICT,
  DELIVERY_DISTRICT_PARAM,
  districtInAddress,
  productDeliveryQuery,
} from '../api/delivery-district.ts';

/** "Home delivery: Tk 80, 1-2 days": one text, so the server writes it as one run of words. */
function optionLine(option: DeliveryOption): string {
  const charge = option.charge === 0 ? 'Free' : formatTk(option.charge);
  return `${option.label}: ${charge}, ${option.eta}`;
}

/** The district to quote: the address's, else the shopper's saved one, else Dhaka. */
function useDeliveryDistrict(): [string, (district: string) => void] {
  const [search, setSearch] = useSearchParams();
  const { user } = useSession();
  const addresses = useQuery({ ...addressesQuery(), enabled: user !== null });
  const saved = user ? defaultAddress(addresses.data)?.district : undefined;
  const district = districtInAddress(search) ?? saved ?? DEFAULT_DELIVERY_DISTRICT;
  const choose = (next: string) => {
    const params = new URLSearchParams(search);
    params.set(DELIVERY_DISTRICT_PARAM, next);
    // The same page for another district: no new history entry, no jump to the top.
    void setSearch(params, { replace: true, state: KEEP_SCROLL, preventScrollReset: true });
  };
  return [district, choose];
}

/**
 * What delivery of these units costs and how long it takes, by checkout's own quote, for a
 * district the shopper can change with the shop's district picker.
 */
export function ProductDelivery({ productId, quantity }: { productId: string; quantity: number }) {
  const headingId = useId();
  const [district, choose] = useDeliveryDistrict();
  const quote = useQuery(productDeliveryQuery(district, productId, quantity));
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-box border border-base-300 p-4"
      data-testid="product-delivery"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-semibold">
        <Truck className="size-5 shrink-0" aria-hidden="true" />
        {`Delivery to ${district}`}
      </h2>
      {quote.data ? (
        <ul className="space-y-1 text-sm" aria-live="polite" aria-busy={quote.isFetching}>
          {quote.data.options.map((option) => (
            <li key={option.method}>{optionLine(option)}</li>
          ))}
        </ul>
      ) : quote.isError ? (
        <p className="text-sm">The delivery charge is shown at checkout.</p>
      ) : (
        <p className="text-sm opacity-80">Working out the delivery charge…</p>
      )}
      <DistrictPicker label="Deliver to another district" value={district} onChange={choose} />
    </section>
  );
}
