export const CATEGORIES = [
  'cpu',
  'gpu',
  'motherboard',
  'memory',
  'storage',
  'psu',
  'case',
  'cooler',
  'monitor',
  // The documented new-product payload has no category (docs/product.md#categories); such products
  // land here.
  'other',
] as const;

export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  cpu: 'Processors',
  gpu: 'Graphics Cards',
  motherboard: 'Motherboards',
  memory: 'Memory',
  storage: 'Storage',
  psu: 'Power Supplies',
  case: 'Cases',
  cooler: 'Coolers',
  monitor: 'Monitors',
  other: 'Accessories & Other',
};

/** A category's name for people; a value outside the list (a row from before it) as it is. */
export function categoryName(category: string): string {
  return (CATEGORY_LABELS as Record<string, string | undefined>)[category] ?? category;
}
