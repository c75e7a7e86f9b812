// A product's warranty (docs/product.md#warranty): how many months, and who honours it.
// One formatter words it for the product page, the cart, the order page and the invoice.
// No zod here: the storefront's pages import it (the checks are in schemas/warranty.ts).

export const WARRANTY_KINDS = ['brand', 'shop', 'service'] as const;
export type WarrantyKind = (typeof WARRANTY_KINDS)[number];

/** 10 years: the longest any distributor here gives. */
export const MAX_WARRANTY_MONTHS = 120;

/** The form's words for each kind. */
export const WARRANTY_KIND_LABELS: Record<WarrantyKind, string> = {
  brand: 'Brand warranty',
  shop: 'Shop warranty',
  service: 'Service only',
};

export interface Warranty {
  months: number;
  kind: WarrantyKind;
}

function duration(months: number): string {
  if (months % 12 === 0) {
    const years = months / 12;
    return `${years} ${years === 1 ? 'year' : 'years'}`;
  }
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}

/** "3 years brand warranty", "1 year service warranty", "18 months shop warranty", "No warranty". */
export function formatWarranty({ months, kind }: Warranty): string {
  if (months <= 0) return 'No warranty';
  return `${duration(months)} ${kind} warranty`;
}
