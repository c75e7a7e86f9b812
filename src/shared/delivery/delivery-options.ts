import {
  DELIVERY_METHOD_LABELS,
  type DeliveryMethod,
  type DeliveryOption,
  type DeliverySettings,
  type DeliveryZone,
  type PickupPoint,
} from '../schemas/delivery.ts';

export type { DeliveryMethod, DeliveryOption, DeliverySettings, DeliveryZone, PickupPoint };

export interface Parcel {
  /** The district's English name (see districts.ts findDistrict). */
  district: string;
  weightGrams: number;
  /** The lines' total in Taka, for the free-delivery threshold. */
  subtotal: number;
}

/**
 * Whole kilograms above the first, each charged extra: 1,000 g pays nothing more, 1,001 g to
 * 2,000 g one kg, and so on. This is the one place the weight rule lives.
 */
export function extraKilograms(weightGrams: number): number {
  return Math.max(0, Math.ceil(weightGrams / 1000) - 1);
}

/**
 * The Taka more the lines must cost for free home delivery: 0 when they already get it,
 * null when the shop sets no threshold. The one owner of the free-delivery rule: the quote
 * charges by it and the cart and checkout say how far off it is.
 */
export function freeDeliveryShortfall(threshold: number | null, subtotal: number): number | null {
  return threshold === null ? null : Math.max(0, threshold - subtotal);
}

/** A charge as its two parts: the zone's charge for the method and the weight above the first kg. */
function chargeOf(zoneCharge: number, weightCharge: number) {
  return { charge: zoneCharge + weightCharge, zoneCharge, weightCharge };
}

/**
 * The ways a parcel can reach a district, with each one's charge and time: home delivery
 * always, express where its zone offers it, store pickup when the shop has a pickup point.
 * Undefined when the district has no zone. The server is the only caller that charges.
 */
export function deliveryOptions(
  settings: DeliverySettings,
  parcel: Parcel,
): { zone: DeliveryZone; options: DeliveryOption[] } | undefined {
  const zone = settings.zones.find((z) => z.id === settings.districtZones[parcel.district]);
  if (!zone) return undefined;
  const weightCharge = settings.extraKgCharge * extraKilograms(parcel.weightGrams);
  const freeHome = freeDeliveryShortfall(settings.freeDeliveryThreshold, parcel.subtotal) === 0;
  const options: DeliveryOption[] = [
    {
      method: 'home',
      label: DELIVERY_METHOD_LABELS.home,
      ...(freeHome ? chargeOf(0, 0) : chargeOf(zone.homeCharge, weightCharge)),
      eta: zone.homeEta,
    },
  ];
  if (zone.expressCharge !== null && zone.expressEta !== null) {
    options.push({
      method: 'express',
      label: DELIVERY_METHOD_LABELS.express,
      ...chargeOf(zone.expressCharge, weightCharge),
      eta: zone.expressEta,
    });
  }
  if (settings.pickupPoints.length > 0) {
    options.push({
      method: 'pickup',
      label: DELIVERY_METHOD_LABELS.pickup,
      ...chargeOf(0, 0),
      eta: 'When you collect it',
      pickupPoints: settings.pickupPoints,
    });
  }
  return { zone, options };
}

export type DeliveryChoice =
  | { ok: true; option: DeliveryOption; pickupPoint: PickupPoint | null }
  | { ok: false; field: 'deliveryMethod' | 'pickupPointId'; message: string };

/** Checks a customer's chosen method (and pickup point) against the options for their parcel. */
export function chooseDelivery(
  options: readonly DeliveryOption[],
  district: string,
  method: DeliveryMethod,
  pickupPointId?: string | null,
): DeliveryChoice {
  const option = options.find((o) => o.method === method);
  if (!option) {
    return {
      ok: false,
      field: 'deliveryMethod',
      message: `${DELIVERY_METHOD_LABELS[method]} is not offered in ${district}`,
    };
  }
  if (method !== 'pickup') return { ok: true, option, pickupPoint: null };
  if (!pickupPointId) {
    return { ok: false, field: 'pickupPointId', message: 'Choose a pickup point for store pickup' };
  }
  const pickupPoint = option.pickupPoints?.find((p) => p.id === pickupPointId);
  if (!pickupPoint) {
    return { ok: false, field: 'pickupPointId', message: 'That pickup point does not exist' };
  }
  return { ok: true, option, pickupPoint };
}
