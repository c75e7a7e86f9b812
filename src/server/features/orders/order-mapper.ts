import type { Order } from '../../../shared/schemas/order.ts';
import type { orders } from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;

/**
 * The one place the database's order names become the API's names (docs/product.md#field-names).
 */
export function toApiOrder(row: OrderRow): Order {
  return {
    _id: row.id,
    productId: row.productId,
    name: row.productName,
    image: row.productImage,
    price: row.unitPriceTk,
    quantity: row.quantity,
    total: row.totalTk,
    user: row.customerName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
