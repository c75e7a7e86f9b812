import type pg from 'pg';
import { districtNamedIn } from '../../../shared/address-text.ts';
import { comingSoonMessage } from '../../../shared/availability.ts';
import { messages } from '../../../shared/messages.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { canonicalDistrict } from '../addresses/index.ts';
import type { OrderPayments } from '../payments/index.ts';
import type { OrderRow } from './order-mapper.ts';
import { UnorderableLines, type PlacementRules } from './order-placement.ts';
import { placeOrder } from './place-order.ts';

export interface OrderRequest {
  productId: string;
  quantity: number;
  phone: string;
  address: string;
  /** The order modal sends it; without one, the district the address names (orderDistrict). */
  district?: string;
  /** One coupon, priced and counted by the same code as checkout's. */
  couponCode?: string;
}

/**
 * The district a single-product order is delivered to: the one it names, or else the one
 * its address names (districtNamedIn). An order without a district would have no delivery
 * charge, and the payment rules (the cash limit, the advance outside Dhaka) judge the total
 * with it, so without either it is a 400 asking for the district (decision 073).
 */
function orderDistrict(request: OrderRequest): string {
  if (request.district) return canonicalDistrict(request.district, 'district');
  const named = districtNamedIn(request.address);
  if (named) return named;
  const message =
    'choose the district the order is delivered to (its address names none, or more than one), so its delivery charge is known';
  throw new HttpError(400, `district: ${message}`, { district: message });
}

/**
 * The spec's single-product order: a one-line cash order with home delivery to a district
 * (and a coupon, if asked), placed by the same transaction as checkout (placeOrder) and held to the same payment
 * rules (it has no online step, so an order that must pay its delivery charge in advance is
 * refused: checkout takes it), answered with the spec's messages.
 */
export async function orderOneProduct(
  pool: pg.Pool,
  customer: AuthUser,
  request: OrderRequest,
  payments: OrderPayments,
  rules: PlacementRules,
): Promise<OrderRow> {
  const district = orderDistrict(request);
  try {
    return await placeOrder(pool, customer, rules, payments, {
      toPlace: async () => ({
        lines: [{ productId: request.productId, quantity: request.quantity }],
        contactName: customer.name,
        phone: request.phone,
        address: request.address,
        district,
        area: null,
        deliveryMethod: 'home',
        paymentMethod: 'cod',
        note: null,
        couponCode: request.couponCode,
      }),
      finish: async (_client, { order }) => order,
    });
  } catch (error) {
    if (!(error instanceof UnorderableLines)) throw error;
    if (error.notSold.length) throw new HttpError(404, 'This product is no longer sold.');
    if (error.comingSoon.length)
      throw new HttpError(409, comingSoonMessage(error.comingSoon.join(', ')));
    const stock = error.short[0]?.available ?? 0;
    if (stock === 0) throw new HttpError(409, messages.order.outOfStock);
    throw new HttpError(409, `Only ${stock} left in stock: please choose a smaller pack.`);
  }
}
