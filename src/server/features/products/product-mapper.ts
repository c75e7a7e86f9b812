import type { Category } from '../../../shared/categories.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import type { products } from '../../db/schema.ts';

/** A product as the app reads it; the search document and the lower-case name are only read by the database. */
export type ProductRow = Omit<typeof products.$inferSelect, 'searchDocument' | 'sortName'>;

export interface RatingSummary {
  average: number;
  count: number;
}

/**
 * The one place the database's product names become the API's names (docs/product.md#field-names).
 */
export function toApiProduct(row: ProductRow, rating: RatingSummary): Product {
  return {
    _id: row.id,
    name: row.name,
    sku: row.sku,
    slug: row.slug,
    image: row.imageUrl,
    images: row.images,
    details: row.details,
    price: row.priceTk,
    regularPrice: row.regularPriceTk,
    saleEndsAt: row.saleEndsAt?.toISOString() ?? null,
    quantity: row.stock,
    origin: row.origin,
    category: row.category as Category,
    brand: row.brand,
    specs: row.specs,
    weightGrams: row.weightGrams,
    holdLimit: row.holdLimit,
    lowStockAt: row.lowStockAt,
    warrantyMonths: row.warrantyMonths,
    warrantyKind: row.warrantyKind,
    serialTracked: row.serialTracked ?? false,
    availability: row.availability,
    rating: { average: Math.round(rating.average * 10) / 10, count: rating.count },
    createdAt: row.createdAt.toISOString(),
  };
}
