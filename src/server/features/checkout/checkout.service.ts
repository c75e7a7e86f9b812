import type pg from 'pg';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import type { CartLineInput } from '../../../shared/schemas/cart.ts';
import type { CheckoutResult, DeliveryMethodId } from '../../../shared/schemas/checkout.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { placeLines } from '../orders/order-placement.ts';
import type { OrderLimit } from '../orders/placement-limits.ts';
import { claimKey, storeAnswer } from './checkout-keys.ts';
import { canonicalDistrict } from './district.ts';

/** A checkout body after the schema (phone in its local form). */
export interface CheckoutBody {
  items?: CartLineInput[];
  contact: { name: string; phone: string };
  address: { district: string; area: string; line: string };
  deliveryMethod: DeliveryMethodId;
  pickupPointId?: string;
  paymentMethod: 'cod';
  note?: string;
}

export interface CheckoutKey {
  key: string;
  hash: string;
}

/**
 * Orders the items sent, or the caller's cart, in one transaction, all or nothing; the
 * ordered products leave the cart. The same key with the same body answers the first
 * result (replayed: true) and orders nothing more.
 */
export async function checkout(
  pool: pg.Pool,
  customer: AuthUser,
  body: CheckoutBody,
  key: CheckoutKey,
  limit: OrderLimit,
): Promise<{ result: CheckoutResult; replayed: boolean }> {
  const district = canonicalDistrict(body.address.district, 'address.district');
  return inTransaction(pool, async (client) => {
    const stored = await claimKey(client, customer.id, key.key, key.hash);
    if (stored) return { result: stored, replayed: true };
    const lines = body.items ?? (await cartLines(client, customer.id));
    if (lines.length === 0) {
      throw new HttpError(400, 'items: your cart is empty; add a product to order', {
        items: 'your cart is empty',
      });
    }
    const order = await placeLines(
      client,
      customer,
      {
        lines,
        contactName: body.contact.name,
        phone: body.contact.phone,
        address: [body.address.line, body.address.area, district].join(', '),
        district,
        area: body.address.area,
        deliveryMethod: body.deliveryMethod,
        pickupPointId: body.pickupPointId,
        paymentMethod: body.paymentMethod,
        note: body.note || null,
      },
      limit,
    );
    await client.query(
      'delete from cart_items where user_id = $1 and product_id = any($2::uuid[])',
      [customer.id, lines.map((line) => line.productId)],
    );
    const result = await checkoutResult(client, order.id);
    await storeAnswer(client, customer.id, key.key, result);
    return { result, replayed: false };
  });
}

async function cartLines(client: pg.ClientBase, userId: string): Promise<CartLineInput[]> {
  const { rows } = await client.query<CartLineInput>(
    `select product_id as "productId", quantity from cart_items
      where user_id = $1 order by added_at, product_id`,
    [userId],
  );
  return rows;
}

/** The 201 answer, read back from what was written. */
async function checkoutResult(client: pg.ClientBase, orderId: string): Promise<CheckoutResult> {
  const { rows } = await client.query<{ answer: CheckoutResult & { number: number } }>(
    `select json_build_object(
       'orderId', o.id, 'number', o.number, 'status', o.status,
       'lines', (select json_agg(json_build_object('productId', l.product_id,
         'name', l.product_name, 'image', l.product_image, 'unitPrice', l.unit_price_tk,
         'quantity', l.quantity, 'lineTotal', l.line_total_tk) order by l.line_no)
         from order_lines l where l.order_id = o.id),
       'subtotal', o.subtotal_tk, 'deliveryCharge', o.delivery_charge_tk, 'total', o.total_tk,
       'payment', json_build_object('method', o.payment_method, 'status', o.payment_status)
     ) as answer from orders o where o.id = $1`,
    [orderId],
  );
  const { number, ...answer } = (rows[0] as { answer: CheckoutResult & { number: number } }).answer;
  return { ...answer, orderNumber: formatOrderNumber(number) };
}
