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
