// How a product is sold besides its stock (docs/product.md#availability, decision 078).

export const AVAILABILITIES = ['normal', 'preorder', 'coming-soon'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** The words a shopper reads on a card and the product page (none for a normal product). */
export const AVAILABILITY_LABEL: Record<Availability, string> = {
  normal: 'Normal (sold by stock)',
  preorder: 'Pre-order',
  'coming-soon': 'Coming soon',
};

/** The refusal of an order with a product that cannot be ordered yet. */
export const comingSoonMessage = (name: string) =>
  `${name} is coming soon and cannot be ordered yet. Tap "Notify me" on its page to hear when it arrives.`;

/**
 * Whether a shopper can order the product now: in stock and not coming soon. Out of stock
 * otherwise, the product offers "Notify me" instead of Buy and Cart. A pre-order is still
 * held to stock until its lines can take no stock (decision 078, not done yet).
 */
export function orderableNow(product: { quantity: number; availability?: Availability }) {
  return product.quantity > 0 && product.availability !== 'coming-soon';
}
