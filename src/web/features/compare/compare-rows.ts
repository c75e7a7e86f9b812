import { CATEGORY_LABELS } from '../../../shared/categories.ts';
import { formatTk } from '../../../shared/money.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { hasPartSpecs } from '../../../shared/specs/part-specs.ts';
import { formatSpecValue, SPEC_LABELS, type SpecLabel } from '../../../shared/specs/spec-labels.ts';

export interface CompareRow {
  key: string;
  label: string;
  /** One text per product, in column order. */
  values: string[];
  differs: boolean;
}

const stockText = (quantity: number) =>
  quantity <= 0 ? 'Out of stock' : quantity < 5 ? `Only ${quantity} left` : 'In stock';

/**
 * The comparison's rows: price, stock, rating, brand and origin, then every spec of the category
 * with its label and unit (and any other spec a product lists). A row differs when its texts do.
 */
export function compareRows(products: readonly Product[]): CompareRow[] {
  const row = (key: string, label: string, values: string[]): CompareRow => ({
    key,
    label,
    values,
    differs: products.length > 1 && new Set(values).size > 1,
  });
  const rows = [
    row(
      'price',
      'Price',
      products.map((p) => formatTk(p.price)),
    ),
    row(
      'stock',
      'Stock',
      products.map((p) => stockText(p.quantity)),
    ),
    row(
      'rating',
      'Rating',
      products.map((p) =>
        p.rating.count === 0 ? 'No reviews yet' : `${p.rating.average} of 5 (${p.rating.count})`,
      ),
    ),
    row(
      'brand',
      'Brand',
      products.map((p) => p.brand || '—'),
    ),
    row(
      'origin',
      'Origin',
      products.map((p) => p.origin || '—'),
    ),
  ];
  const category = products[0]?.category;
  const known: readonly SpecLabel[] =
    category && hasPartSpecs(category) ? SPEC_LABELS[category] : [];
  const extra = [...new Set(products.flatMap((p) => Object.keys(p.specs)))]
    .filter((key) => !known.some((label) => label.key === key))
    .map((key): SpecLabel => ({ key, label: key }));
  for (const spec of [...known, ...extra]) {
    rows.push(
      row(
        `spec-${spec.key}`,
        labelWithUnit(spec),
        products.map((p) => formatSpecValue(spec, p.specs[spec.key])),
      ),
    );
  }
  return rows;
}

function labelWithUnit(spec: SpecLabel): string {
  return spec.unit ? `${spec.label} (${spec.unit})` : spec.label;
}

export function categoryName(product: Product): string {
  return CATEGORY_LABELS[product.category];
}
