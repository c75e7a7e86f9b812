// Sale prices (docs/product.md#sale-prices, decision 053): the one owner of what makes a
// sale valid and of the saving a shopper is shown. The product form, the API, the
// catalogue import and the storefront all ask here.

/** A product's price fields as a sale reads them. */
export interface SaleFields {
  price: number;
  /** The price before the sale; null: not on sale. */
  regularPrice: number | null;
  /** When the regular price comes back; null: no end. */
  saleEndsAt: Date | string | null;
}

export const saleMessages = {
  regularNotAbove: 'Regular price must be above the price (the price charged during the sale)',
  endWithoutRegular: 'Sale end needs a regular price to go back to',
  endInPast: 'Sale end must be in the future',
  endNotADate: 'Sale end must be a date and time',
} as const;

/** What is wrong with a sale, by field; empty when nothing is. */
export function saleIssues(fields: SaleFields, now: number = Date.now()): Record<string, string> {
  const issues: Record<string, string> = {};
  const { price, regularPrice, saleEndsAt } = fields;
  if (regularPrice !== null && regularPrice <= price) {
    issues.regularPrice = saleMessages.regularNotAbove;
  }
  if (saleEndsAt !== null) {
    const end = new Date(saleEndsAt).getTime();
    if (Number.isNaN(end)) issues.saleEndsAt = saleMessages.endNotADate;
    else if (regularPrice === null) issues.saleEndsAt = saleMessages.endWithoutRegular;
    else if (end <= now) issues.saleEndsAt = saleMessages.endInPast;
  }
  return issues;
}

/** The Taka a shopper saves on a product on sale; null when it is not on sale. */
export function saleSaving(product: Pick<SaleFields, 'price' | 'regularPrice'>): number | null {
  const { price, regularPrice } = product;
  return regularPrice !== null && regularPrice > price ? regularPrice - price : null;
}
