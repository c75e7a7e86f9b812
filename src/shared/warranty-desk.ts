// The warranty desk's words and states (docs/product.md#warranty-desk). No zod here: the
// storefront's /warranty page and My Orders import it (the checks are in schemas/warranty-desk.ts).
import type { Category } from './categories.ts';

/** Categories whose products are sold with a serial number per unit unless staff say otherwise. */
export const SERIAL_TRACKED_CATEGORIES: readonly Category[] = [
  'cpu',
  'gpu',
  'motherboard',
  'memory',
  'storage',
  'psu',
  'monitor',
];

export function serialTrackedByDefault(category: Category): boolean {
  return SERIAL_TRACKED_CATEGORIES.includes(category);
}

/** The longest serial a unit can carry (after trimming). */
export const MAX_SERIAL_LENGTH = 64;

/**
 * What a warranty check says of a unit: `not-yet-delivered` while the order is on its way
 * (the warranty runs from delivery, so it has no end yet; decision 088).
 */
export const WARRANTY_STATES = [
  'in-warranty',
  'expired',
  'claim-open',
  'not-yet-delivered',
] as const;
export type WarrantyState = (typeof WARRANTY_STATES)[number];

export const CLAIM_STATES = [
  'received',
  'with-supplier',
  'repaired',
  'replaced',
  'rejected',
  'returned-to-customer',
] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

/** The moves staff may make: any other is refused with 409. */
export const CLAIM_MOVES: Readonly<Record<ClaimState, readonly ClaimState[]>> = {
  received: ['with-supplier'],
  'with-supplier': ['repaired', 'replaced', 'rejected'],
  repaired: ['returned-to-customer'],
  replaced: ['returned-to-customer'],
  rejected: ['returned-to-customer'],
  'returned-to-customer': [],
};

export const CLAIM_STATE_LABELS: Record<ClaimState, string> = {
  received: 'Received',
  'with-supplier': 'With the supplier',
  repaired: 'Repaired',
  replaced: 'Replaced',
  rejected: 'Rejected',
  'returned-to-customer': 'Returned to the customer',
};

/** `WC-000001` */
export function formatClaimNumber(number: number): string {
  return `WC-${String(number).padStart(6, '0')}`;
}

/** Up to this many photos go with a claim. */
export const MAX_CLAIM_IMAGES = 4;
