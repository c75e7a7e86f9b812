import { formatOrderNumber } from '../../../shared/order-number.ts';
import type { Shipment } from '../../../shared/schemas/courier.ts';
import type { OrderSummary } from '../../../shared/schemas/order-detail.ts';
import type { orders } from '../../db/schema.ts';

/** An order as ORDER_COLUMNS reads it: its row and its parcel (json, null when none). */
export type OrderRow = typeof orders.$inferSelect & {
  shipment?: (Omit<NonNullable<Shipment>, 'updatedAt'> & { updatedAt: string }) | null;
};

/**
 * The one place the database's order names become the API's names (docs/product.md#field-names):
 * the spec's flat fields (the first line's product; every unit; what the customer pays) and
 * the order's number, delivery and payment.
 */
export function toApiOrder(row: OrderRow): OrderSummary {
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
    orderNumber: formatOrderNumber(row.number),
    lineCount: row.lineCount,
    subtotal: row.subtotalTk,
    deliveryCharge: row.deliveryChargeTk,
    discount: row.discountTk,
    couponCode: row.couponCode,
    deliveryMethod: row.deliveryMethod,
    district: row.district,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    advance:
      row.advanceTk === null
        ? null
        : { amount: row.advanceTk, status: row.advancePaidTk > 0 ? 'paid' : 'due' },
    cashToCollect: row.cashToCollectTk ?? 0,
    emi:
      row.emiBank && row.emiMonths && row.emiMonthlyTk
        ? { bank: row.emiBank, months: row.emiMonths, monthly: row.emiMonthlyTk }
        : null,
    shipment: row.shipment
      ? { ...row.shipment, updatedAt: new Date(row.shipment.updatedAt).toISOString() }
      : null,
  };
}
