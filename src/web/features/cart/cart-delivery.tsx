import { useQuery } from '@tanstack/react-query';
import { DeliveryChargeParts, quotedParts } from '../../components/delivery-charge-parts.tsx';
import { Price } from '../../components/price.tsx';
import { useSession } from '../../lib/use-session.ts';
import { deliveryQuoteQuery } from '../delivery/api/delivery-api.ts';
import { addressesQuery, defaultAddress } from '../profile/api/address-api.ts';

interface CartDeliveryProps {
  /** The lines that can be ordered now: the parcel the quote weighs. */
  items: readonly { productId: string; quantity: number }[];
}

/**
 * The cart's delivery line: for a customer with a saved address, home delivery to its district
 * with the charge's parts, as checkout will start from it; otherwise a word that delivery
 * depends on the district chosen at checkout.
 */
export function CartDelivery({ items }: CartDeliveryProps) {
  const { user } = useSession();
  const addresses = useQuery({ ...addressesQuery(), enabled: user !== null });
  const district = (user && defaultAddress(addresses.data)?.district) || '';
  const quote = useQuery(deliveryQuoteQuery(items.length ? district : '', items));
  const home = quote.data?.options.find((option) => option.method === 'home');
  if (!district || !home || !quote.data) {
    return <p className="text-sm opacity-80">Delivery is worked out at checkout.</p>;
  }
  return (
    <div className="space-y-1" data-testid="cart-delivery">
      <p className="flex justify-between">
        <span>Home delivery to {district}</span>
        {home.charge === 0 ? 'Free' : <Price amount={home.charge} />}
      </p>
      <DeliveryChargeParts parts={quotedParts(quote.data, home)} />
      <p className="text-sm opacity-80">Other addresses and methods are offered at checkout.</p>
    </div>
  );
}
