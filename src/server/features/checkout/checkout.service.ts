import type pg from 'pg';
import { addressText } from '../../../shared/address-text.ts';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import type { CartLineInput } from '../../../shared/schemas/cart.ts';
import type { CheckoutResult, DeliveryMethodId } from '../../../shared/schemas/checkout.ts';
import type { cartItems } from '../../db/schema-checkout.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { placeOrder, type PlacedOrder } from '../orders/index.ts';
import { payOnline, type OrderPayments } from '../payments/index.ts';
import type { PlacementRules } from '../orders/index.ts';
import { finishCheckout, keyRead, storedAnswer } from './checkout-keys.ts';
import { canonicalDistrict } from '../addresses/index.ts';
import { checkEmiRequest, recordEmiPlan, type EmiChoice } from '../emi/index.ts';

/** A checkout body after the schema (phone in its local form). */
export interface CheckoutBody {
  items?: CartLineInput[];
  contact: { name: string; phone: string };
  address: { district: string; area: string; line: string };
  deliveryMethod: DeliveryMethodId;
  pickupPointId?: string;
  paymentMethod: 'cod' | 'bkash' | 'sslcommerz' | 'emi';
  /** Card EMI's plan, with paymentMethod 'emi' (checkEmiRequest asks for it). */
  emi?: EmiChoice;
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

/** A checkout's answer, and whether it is the one its key answered before. */
type CheckoutOutcome = { result: CheckoutResult; replayed: boolean };

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
): Promise<CheckoutOutcome> {
  const district = canonicalDistrict(body.address.district, 'address.district');
  const emi =
    body.paymentMethod === 'emi'
      ? checkEmiRequest(body, Boolean(payments.gateways.sslcommerz))
      : undefined;
  const placed = await placeCheckoutOrder(
    pool,
    customer,
    body,
    key,
    rules,
    district,
    payments,
    emi,
  );
  const { advance } = placed.result;
  if (placed.result.payment.method === 'cod' && !advance) return placed;
  const attempt = await payOnline(pool, payments.gateways, placed.result.orderId);
  if (!advance) return { ...placed, result: { ...placed.result, payment: attempt } };
  const started = { ...advance, ...attempt, method: advance.method };
  return { ...placed, result: { ...placed.result, advance: started } };
}

async function placeCheckoutOrder(
  pool: pg.Pool,
  customer: AuthUser,
  body: CheckoutBody,
  key: CheckoutKey,
  rules: PlacementRules,
  district: string,
  payments: CheckoutPayments,
  emiChoice: EmiChoice | undefined,
): Promise<CheckoutOutcome> {
  return placeOrder<CheckoutOutcome>(pool, customer, rules, payments, {
    readAfterLock: keyRead(customer.id, key.key),
    toPlace: async (client, readRows) => {
      const stored = storedAnswer(readRows, key.hash);
      if (stored) return { answered: { result: stored, replayed: true } };
      const lines = body.items ?? (await cartLines(client, customer.id));
      if (lines.length === 0) {
        throw new HttpError(400, 'items: your cart is empty; add a product to order', {
          items: 'your cart is empty',
        });
      }
      return {
        lines,
        contactName: body.contact.name,
        phone: body.contact.phone,
        address: addressText({ ...body.address, district }),
        district,
        area: body.address.area,
        deliveryMethod: body.deliveryMethod,
        pickupPointId: body.pickupPointId,
        // Card EMI is a card payment through SSLCommerz, at regular prices (decision 086).
        paymentMethod: body.paymentMethod === 'emi' ? 'sslcommerz' : body.paymentMethod,
        note: body.note || null,
        couponCode: body.couponCode,
        atRegularPrices: Boolean(emiChoice),
        advanceMethod: body.advanceMethod,
      };
    },
    finish: async (client, placed) => {
      const emi =
        emiChoice &&
        (await recordEmiPlan(
          client,
          placed.order,
          placed.lines.map((line) => line.productId),
          emiChoice,
        ));
      const result = checkoutAnswer(placed, emi);
      const address = body.saveAddress
        ? {
            name: body.contact.name,
            phone: body.contact.phone,
            district,
            area: body.address.area,
            line: body.address.line,
          }
        : null;
      await finishCheckout(client, customer.id, key, result, placed.lines, address);
      return { result, replayed: false };
    },
  });
}

/** What checkout answers for the order it placed (and what its key answers from then on). */
function checkoutAnswer(
  { order, lines, advance }: PlacedOrder,
  emi: CheckoutResult['emi'] | undefined,
): CheckoutResult {
  return {
    orderId: order.id,
    orderNumber: formatOrderNumber(order.number),
    status: order.status,
    lines: lines.map((line) => ({
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
    ...(emi && { emi }),
  };
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
