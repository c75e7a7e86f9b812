import type pg from 'pg';
import { deliveryOptions } from '../../../shared/delivery/delivery-options.ts';
import type { DeliveryMethodId } from '../../../shared/schemas/checkout.ts';
import type { PickupPointSnapshot } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { loadDeliverySettings } from '../delivery/delivery-settings.repository.ts';

export interface DeliveryChoice {
  zone: string | null;
  /** Null: to be confirmed by the shop. */
  charge: number | null;
  pickupPoint: PickupPointSnapshot | null;
}

interface Wanted {
  district: string | null;
  deliveryMethod: DeliveryMethodId;
  pickupPointId?: string;
}

/**
 * The delivery the order gets, by the shop's delivery settings read in the order's
 * transaction: the method must be offered in the district (400 naming the field), a
 * pickup needs one of the offered points, and the charge is the settings' own rule for
 * the lines' weight and subtotal. A spec order without a district gets home delivery
 * whose charge the shop confirms later.
 */
export async function chooseDelivery(
  client: pg.ClientBase,
  wanted: Wanted,
  lines: readonly { unitPrice: number; quantity: number; weightGrams: number }[],
): Promise<DeliveryChoice> {
  if (wanted.district === null) return { zone: null, charge: null, pickupPoint: null };
  const settings = await loadDeliverySettings(client);
  const options = deliveryOptions(settings, {
    district: wanted.district,
    weightGrams: lines.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0),
    subtotal: lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
  });
  const option = options.find((offered) => offered.method === wanted.deliveryMethod);
  if (!option) {
    const offered = options.map((o) => o.method).join(', ') || 'none';
    throw fieldError(
      'deliveryMethod',
      `${wanted.deliveryMethod} is not offered in ${wanted.district} (offered: ${offered})`,
    );
  }
  let pickupPoint: PickupPointSnapshot | null = null;
  if (option.method === 'pickup') {
    if (!wanted.pickupPointId) {
      throw fieldError('pickupPointId', 'choose a pickup point for store pickup');
    }
    const point = option.pickupPoints?.find((p) => String(p.id) === wanted.pickupPointId);
    if (!point) {
      throw fieldError('pickupPointId', `no pickup point ${wanted.pickupPointId} is offered`);
    }
    pickupPoint = { id: String(point.id), name: point.name, address: point.address };
  }
  return { zone: option.zone, charge: option.charge, pickupPoint };
}

function fieldError(field: string, message: string): HttpError {
  return new HttpError(400, `${field}: ${message}`, { [field]: message });
}
