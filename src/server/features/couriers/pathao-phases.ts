import type { ParcelPhase } from './courier.ts';

// Pathao's order statuses in the shop's words. Pathao writes them with underscores
// ("Partial_Delivery") in some answers and spaces in others, in varying case.

const PHASES: Record<string, ParcelPhase> = {
  pending: 'in-transit',
  // The webhook's first event: the parcel exists, nobody has it yet.
  created: 'in-transit',
  pickup_requested: 'in-transit',
  assigned_for_pickup: 'in-transit',
  picked: 'in-transit',
  pickup_failed: 'in-transit',
  at_the_sorting_hub: 'in-transit',
  in_transit: 'in-transit',
  received_at_last_mile_hub: 'in-transit',
  assigned_for_delivery: 'in-transit',
  delivery_failed: 'in-transit',
  on_hold: 'in-transit',
  delivered: 'delivered',
  payment_invoice: 'delivered',
  // The webhook's word for Payment Invoice: Pathao paid the shop for a delivered parcel.
  paid: 'delivered',
  partial_delivery: 'partial',
  partial_delivered: 'partial',
  return: 'returned',
  returned: 'returned',
  paid_return: 'returned',
  // The rider never took it: the goods are still at the shop, as after a return.
  pickup_cancelled: 'returned',
};

/** Every order status Pathao documents, as its webhook and its answers write them. */
export const PATHAO_STATUSES = Object.keys(PHASES);

export function pathaoPhase(status: string): ParcelPhase {
  const key = status
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return PHASES[key] ?? 'unknown';
}
