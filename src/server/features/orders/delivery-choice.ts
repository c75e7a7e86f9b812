import {
  chooseDelivery as chooseOffered,
  deliveryOptions,
} from '../../../shared/delivery/delivery-options.ts';
import type { DeliveryMethodId } from '../../../shared/schemas/checkout.ts';
import type { DeliverySettings } from '../../../shared/schemas/delivery.ts';
import type { PickupPointSnapshot } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

export interface DeliveryChoice {
  /** The delivery zone's name when ordered. */
  zone: string;
  /** Its two parts (docs/product.md#delivery). */
  charge: { zone: number; weight: number };
  pickupPoint: PickupPointSnapshot | null;
}

interface Wanted {
  district: string;
  deliveryMethod: DeliveryMethodId;
  pickupPointId?: string;
}

/**
 * The delivery the order gets, by the shop's delivery settings read in the order's
 * transaction (with the locked products): the method must be offered in the district (400 naming the field), a
 * pickup needs one of the offered points, and the charge is the delivery module's rule
 * for the lines' weight and subtotal. Every order has a district, so every new order's
 * charge is known (decision 073).
 */
export function chooseDelivery(
  settings: DeliverySettings,
  wanted: Wanted,
  lines: readonly { unitPrice: number; quantity: number; weightGrams: number }[],
): DeliveryChoice {
  const offered = deliveryOptions(settings, {
    district: wanted.district,
    weightGrams: lines.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0),
    subtotal: lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
  });
  if (!offered) {
    throw fieldError('address.district', `the shop does not deliver to ${wanted.district} yet`);
  }
  const choice = chooseOffered(
    offered.options,
    wanted.district,
    wanted.deliveryMethod,
    wanted.pickupPointId,
  );
  if (!choice.ok) throw fieldError(choice.field, choice.message);
  const point = choice.pickupPoint;
  return {
    zone: offered.zone.name,
    charge: { zone: choice.option.zoneCharge, weight: choice.option.weightCharge },
    pickupPoint: point && { id: point.id, name: point.name, address: point.address },
  };
}

function fieldError(field: string, message: string): HttpError {
  return new HttpError(400, `${field}: ${message}`, { [field]: message });
}
