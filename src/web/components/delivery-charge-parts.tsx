import { extraKilograms } from '../../shared/delivery/delivery-options.ts';
import type {
  DeliveryMethod,
  DeliveryOption,
  DeliveryQuote,
} from '../../shared/schemas/delivery.ts';
import { DELIVERY_METHOD_LABELS } from '../../shared/schemas/delivery.ts';
import { Price } from './price.tsx';

// The delivery charge as its parts (docs/product.md#delivery), wherever a charge is shown:
// checkout, Buy Now, the cart, the order page and the invoice. The parts come from the server
// (a quote's option or the order as kept); this only words them.

export interface DeliveryParts {
  method: DeliveryMethod;
  /** The zone's name, e.g. "Outside Dhaka"; null when the order did not keep it. */
  zone: string | null;
  zoneCharge: number;
  weightCharge: number;
  weightGrams: number;
}

/** The parts of one option of a delivery quote: its method and charges, the quote's zone and weight. */
export function quotedParts(quote: DeliveryQuote, option: DeliveryOption): DeliveryParts {
  return {
    method: option.method,
    zone: quote.zone.name,
    zoneCharge: option.zoneCharge,
    weightCharge: option.weightCharge,
    weightGrams: quote.weightGrams,
  };
}

/** "3.4 kg": grams as kilograms, to one decimal where it matters. */
export function formatKg(grams: number): string {
  return `${Math.round(grams / 100) / 10} kg`;
}

/** The lines that explain a charge, each with its amount. */
export function partsOf(parts: DeliveryParts): { label: string; amount: number | 'free' }[] {
  const method = DELIVERY_METHOD_LABELS[parts.method];
  if (parts.method === 'pickup') return [{ label: `${method} from our shop`, amount: 'free' }];
  if (parts.zoneCharge === 0 && parts.weightCharge === 0) {
    return [{ label: `${method}: free delivery on this order`, amount: 'free' }];
  }
  const extra = extraKilograms(parts.weightGrams);
  return [
    {
      label: parts.zone ? `${method}, ${parts.zone}` : method,
      amount: parts.zoneCharge,
    },
    {
      label:
        extra > 0
          ? `Weight ${formatKg(parts.weightGrams)}: ${extra} kg above the first`
          : `Weight ${formatKg(parts.weightGrams)}: within the first kg`,
      amount: parts.weightCharge,
    },
  ];
}

/** The parts under a delivery charge, in small print. */
export function DeliveryChargeParts({ parts }: { parts: DeliveryParts }) {
  return (
    <ul className="space-y-0.5 text-sm opacity-80" aria-label="How the delivery charge is made up">
      {partsOf(parts).map((part) => (
        <li key={part.label} className="flex justify-between gap-3">
          <span>{part.label}</span>
          {part.amount === 'free' ? (
            <span>Free</span>
          ) : (
            <Price amount={part.amount} className="whitespace-nowrap" />
          )}
        </li>
      ))}
    </ul>
  );
}
