import type pg from 'pg';
import { addressText } from '../../../shared/address-text.ts';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import type { CartLineInput } from '../../../shared/schemas/cart.ts';
import type { CheckoutResult, DeliveryMethodId } from '../../../shared/schemas/checkout.ts';
import type { cartItems } from '../../db/schema-checkout.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { asCharged, placeLines } from '../orders/index.ts';
import { payOnline, settleOrderPayment, type OrderPayments } from '../payments/index.ts';
import type { PlacementRules } from '../orders/index.ts';
import { finishCheckout, startWithKeyRead, storedAnswer } from './checkout-keys.ts';
import { canonicalDistrict } from '../addresses/index.ts';
import { requireProvedPhone } from './phone-proof.ts';

/** A checkout body after the schema (phone in its local form). */
export interface CheckoutBody {
  items?: CartLineInput[];
  contact: { name: string; phone: string };
  address: { district: string; area: string; line: string };
  deliveryMethod: DeliveryMethodId;
  pickupPointId?: string;
  paymentMethod: 'cod' | 'bkash' | 'sslcommerz';
  /** Cash orders under the advance rule: how the delivery charge is paid first. */
  advanceMethod?: 'bkash' | 'sslcommerz';
  note?: string;
  /** Keep the address in the customer's address book (the schema's default: true). */
  saveAddress: boolean;
  /** One coupon; the server prices it on the locked prices (docs/product.md#offers-coupons). */
  couponCode?: string;
}

export interface CheckoutKey {
  key: string;
  hash: string;
}

export type CheckoutPayments = OrderPayments;

/**
 * Orders the items sent, or the caller's cart, in one transaction, all or nothing; the
 * ordered products leave the cart. The same key with the same body answers the first
 * result (replayed: true) and orders nothing more. An online order also opens its
 * payment, after the commit (the gateway is never waited on inside the transaction); a
 * replay answers the same attempt and opens no second gateway session. So does a cash
 * order whose delivery charge is paid in advance, for that charge.
 */
export async function checkout(
  pool: pg.Pool,
  customer: AuthUser,
  body: CheckoutBody,
  key: CheckoutKey,
  rules: PlacementRules,
  payments: CheckoutPayments,
): Promise<{ result: CheckoutResult; replayed: boolean }> {
  const district = canonicalDistrict(body.address.district, 'address.district');
  await requireProvedPhone(pool, customer.id, body.paymentMethod);
  const placed = await placeOrder(pool, customer, body, key, rules, district, payments);
  const { advance } = placed.result;
  if (placed.result.payment.method === 'cod' && !advance) return placed;
  const attempt = await payOnline(pool, payments.gateways, placed.result.orderId);
  if (!advance) return { ...placed, result: { ...placed.result, payment: attempt } };
  const started = { ...advance, ...attempt, method: advance.method };
  return { ...placed, result: { ...placed.result, advance: started } };
}

async function placeOrder(
  pool: pg.Pool,
  customer: AuthUser,
  body: CheckoutBody,
  key: CheckoutKey,
  rules: PlacementRules,
  district: string,
  payments: CheckoutPayments,
): Promise<{ result: CheckoutResult; replayed: boolean }> {
  return inTransaction(
    pool,
    async (client, started) => {
      const stored = storedAnswer(started, key.hash);
      if (stored) return { result: stored, replayed: true };
      const lines = body.items ?? (await cartLines(client, customer.id));
      if (lines.length === 0) {
        throw new HttpError(400, 'items: your cart is empty; add a product to order', {
          items: 'your cart is empty',
        });
      }
      const {
        order,
        lines: ordered,
        paymentRules,
        coupon,
        takeCouponUse,
      } = await placeLines(
        client,
        customer,
        {
          lines,
          contactName: body.contact.name,
          phone: body.contact.phone,
          address: addressText({ ...body.address, district }),
          district,
          area: body.address.area,
          deliveryMethod: body.deliveryMethod,
          pickupPointId: body.pickupPointId,
          paymentMethod: body.paymentMethod,
          note: body.note || null,
          couponCode: body.couponCode,
        },
        rules,
        true, // locked by the transaction's start
      );
      const advance = await settleOrderPayment(
        client,
        payments,
        asCharged(order, coupon),
        body.advanceMethod,
        paymentRules,
      );
      const result: CheckoutResult = {
        orderId: order.id,
        orderNumber: formatOrderNumber(order.number),
        status: order.status,
        lines: ordered.map((line) => ({
          productId: line.productId,
          name: line.name,
          image: line.image,
          unitPrice: line.unitPrice,
          quantity: line.quantity,
          lineTotal: line.unitPrice * line.quantity,
        })),
        subtotal: order.subtotalTk,
        deliveryCharge: order.deliveryChargeTk,
        discount: order.discountTk,
        couponCode: order.couponCode,
        total: order.totalTk,
        payment: { method: order.paymentMethod, status: order.paymentStatus },
        ...(advance && { advance: { ...advance, status: 'initiated' as const } }),
      };
      const address = body.saveAddress
        ? {
            name: body.contact.name,
            phone: body.contact.phone,
            district,
            area: body.address.area,
            line: body.address.line,
          }
        : null;
      await finishCheckout(client, customer.id, key, result, lines, address);
      await takeCouponUse();
      return { result, replayed: false };
    },
    startWithKeyRead(customer.id, key.key),
  );
}

async function cartLines(client: pg.ClientBase, userId: string): Promise<CartLineInput[]> {
  const { rows } = await client.query<
    Pick<typeof cartItems.$inferSelect, 'productId' | 'quantity'>
  >(
    `select product_id as "productId", quantity from cart_items
      where user_id = $1 order by added_at, product_id`,
    [userId],
  );
  return rows;
}
