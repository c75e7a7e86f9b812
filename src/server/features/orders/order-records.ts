import type pg from 'pg';
import type { DeliveryMethodId, PaymentMethod } from '../../../shared/schemas/checkout.ts';
import type { PickupPointSnapshot } from '../../db/schema.ts';
import { channelsValues, newOrderNoticesQuery, type NoticeChannels } from '../notices/index.ts';
import { PLACED } from '../order-life/index.ts';
import { movesByProduct, stockMovesQuery } from '../stock/index.ts';
import type { OrderRow } from './order-mapper.ts';

// The rows of an order: the order, its lines and its timeline. Columns are named as the
// query builder names them, so a row needs no mapping before order-mapper.ts.

export const ORDER_COLUMNS = `o.id, o.user_id as "userId", o.product_id as "productId",
  o.product_name as "productName", o.product_image as "productImage",
  o.unit_price_tk as "unitPriceTk", o.quantity, o.total_tk as "totalTk",
  o.customer_name as "customerName", o.email, o.phone, o.address, o.status,
  o.created_at as "createdAt", o.updated_at as "updatedAt", o.number,
  o.contact_name as "contactName", o.district, o.area, o.zone,
  o.delivery_method as "deliveryMethod", o.pickup_point as "pickupPoint",
  o.delivery_charge_tk as "deliveryChargeTk", o.subtotal_tk as "subtotalTk",
  o.payment_method as "paymentMethod", o.payment_status as "paymentStatus", o.note,
  o.line_count as "lineCount", o.courier, o.tracking_code as "trackingCode",
  o.advance_tk as "advanceTk", o.advance_paid_tk as "advancePaidTk",
  o.cash_to_collect_tk as "cashToCollectTk",
  o.delivery_zone_charge_tk as "deliveryZoneChargeTk",
  o.delivery_weight_charge_tk as "deliveryWeightChargeTk",
  o.discount_tk as "discountTk", o.coupon_code as "couponCode",
  o.emi_bank as "emiBank", o.emi_months as "emiMonths", o.emi_monthly_tk as "emiMonthlyTk",
  (select json_build_object('courier', s.courier, 'consignmentId', s.consignment_id,
      'trackingCode', s.tracking_code, 'courierStatus', s.courier_status, 'state', s.state,
      'updatedAt', s.updated_at)
    from shipments s where s.order_id = o.id) as shipment`;

export interface NewLine {
  productId: string;
  name: string;
  image: string;
  unitPrice: number;
  quantity: number;
  weightGrams: number;
}

export interface NewOrder {
  userId: string;
  accountName: string;
  /** Null for a phone account without an email. */
  email: string | null;
  contactName: string;
  phone: string;
  /** The flat address: what a spec order typed, or the street, area and district joined. */
  address: string;
  district: string | null;
  area: string | null;
  zone: string | null;
  deliveryMethod: DeliveryMethodId;
  pickupPoint: PickupPointSnapshot | null;
  /** Null: to be confirmed by the shop; otherwise the zone's part plus the weight's. */
  deliveryCharge: { zone: number; weight: number } | null;
  paymentMethod: PaymentMethod;
  note: string | null;
  lines: readonly NewLine[];
  /**
   * The coupon's code, the discount the server priced for it and each line's share of it (in
   * the lines' order; what a refund of the line gives back is its total less its share), or null.
   */
  coupon: { code: string; discount: number; lineShares: readonly number[] } | null;
}

/**
 * Writes the order, its lines and its first event (placed, by the customer, in the order
 * life's placed state) and takes the lines' stock through the stock module's change_stocks,
 * in one statement: the first line's product, every unit and what the customer pays are
 * the order's flat fields (docs/product.md#orders); what the customer pays is the subtotal
 * less the coupon's discount plus the delivery charge. The stock's ledger rows name the
 * order, so they are written after it in the same statement (`taken` reads `o`);
 * "stockMoved" counts them. Its 'placed' notices are written by the same statement too
 * (the notices module's query; "noticesQueued" counts them); the notice relay queues
 * their sending once the order has committed, and those of a channel the shop cannot send
 * on are written as not configured ($31-$33, the shop's NoticeChannels).
 */
const INSERT_ORDER = `with o as (
    insert into orders (user_id, product_id, product_name, product_image, unit_price_tk,
      quantity, total_tk, customer_name, email, phone, address, contact_name, district, area,
      zone, delivery_method, pickup_point, delivery_charge_tk, subtotal_tk, payment_method,
      note, line_count, delivery_zone_charge_tk, delivery_weight_charge_tk, discount_tk, coupon_code,
      status, payment_status)
    values ($1, ($2::uuid[])[1], ($3::text[])[1], ($4::text[])[1], ($5::int[])[1], $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
      $17, $18, $19, $20, $21, $22, cardinality($2::uuid[]), $24, $25, $28, $29,
      '${PLACED.status}', '${PLACED.paymentStatus}')
    returning *
  ), lines as (
    insert into order_lines (order_id, line_no, product_id, product_name, product_image,
      unit_price_tk, quantity, line_total_tk, weight_grams, warranty_months, warranty_kind,
      discount_tk, cost_price_tk)
    select o.id, l.n, l.product_id, l.name, l.image, l.price, l.quantity, l.price * l.quantity,
      l.weight, p.warranty_months, p.warranty_kind, l.discount, p.cost_price_tk
    from o, unnest($2::uuid[], $3::text[], $4::text[], $5::int[], $6::int[], $23::int[], $30::int[])
      with ordinality as l(product_id, name, image, price, quantity, weight, discount, n)
      -- The warranty and cost it is sold with, from the product row the order has locked.
      join products p on p.id = l.product_id
  ), event as (
    insert into order_events (order_id, status, actor_role, actor_id, actor_name)
    select o.id, o.status, 'customer', $1, $9 from o
  ), taken as (
    ${stockMovesQuery({
      from: 'o',
      productIds: '$26',
      changes: '$27',
      reason: "'order'",
      orderId: 'o.id',
      actorRole: "'customer'",
      actorId: '$1',
      actorName: '$9',
      note: 'null',
    })}
  ), ${newOrderNoticesQuery('o', PLACED.notice, {
    sendable: '$31::text[]',
    emailError: '$32',
    smsError: '$33',
  })}
  select row_to_json(placed) as placed from (
    select ${ORDER_COLUMNS}, (select count(*) from taken)::int as "stockMoved",
      (select queued from notice_queued) as "noticesQueued"
    from o
  ) placed`;

/**
 * Writes the order with its notices (INSERT_ORDER). Answers null, having written
 * nothing the caller may commit, when a stock move was refused: the caller checked the
 * stock under lock, so that is a bug, and the transaction must roll back.
 */
export async function insertOrder(
  client: pg.ClientBase,
  order: NewOrder,
  channels: NoticeChannels,
): Promise<OrderRow | null> {
  const { lines } = order;
  const moves = movesByProduct(lines, -1);
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const parts = order.deliveryCharge;
  const deliveryCharge = parts && parts.zone + parts.weight;
  const discount = order.coupon?.discount ?? 0;
  const { rows } = await client.query<{ placed: PlacedAsJson }>({
    name: 'insert_order',
    text: INSERT_ORDER,
    values: [
      order.userId,
      lines.map((line) => line.productId),
      lines.map((line) => line.name),
      lines.map((line) => line.image),
      lines.map((line) => line.unitPrice),
      lines.map((line) => line.quantity),
      units,
      subtotal - discount + (deliveryCharge ?? 0),
      order.accountName,
      order.email,
      order.phone,
      order.address,
      order.contactName,
      order.district,
      order.area,
      order.zone,
      order.deliveryMethod,
      order.pickupPoint && JSON.stringify(order.pickupPoint),
      deliveryCharge,
      subtotal,
      order.paymentMethod,
      order.note,
      lines.map((line) => line.weightGrams),
      parts?.zone ?? null,
      parts?.weight ?? null,
      moves.map((move) => move.productId),
      moves.map((move) => move.change),
      discount,
      order.coupon?.code ?? null,
      lines.map((_, index) => order.coupon?.lineShares[index] ?? 0),
      ...channelsValues(channels),
    ],
  });
  const { stockMoved, noticesQueued, createdAt, updatedAt, ...placed } = (
    rows[0] as { placed: PlacedAsJson }
  ).placed;
  if (stockMoved !== moves.length) return null;
  // A new order's notices are all new: none queued would be a bug, not a repeat.
  if (!noticesQueued) throw new Error(`Order ${placed.id} was placed without its notices`);
  return { ...placed, createdAt: new Date(createdAt), updatedAt: new Date(updatedAt) };
}

/**
 * The order's insert answers its row as one json value: pg builds a row of some forty
 * columns field by field, which cost more of Node's time per order than any other part
 * of reading the answers. Json carries every column as the row would, but times as text.
 */
type PlacedAsJson = Omit<OrderRow, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
  stockMoved: number;
  noticesQueued: number | null;
};
