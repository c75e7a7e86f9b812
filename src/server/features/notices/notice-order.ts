import type pg from 'pg';
import type { orders } from '../../db/schema.ts';

type Order = typeof orders.$inferSelect;

/** What a notice tells about its order, read when it is sent. */
export type NoticeOrder = Pick<
  Order,
  | 'id'
  | 'number'
  | 'status'
  | 'contactName'
  | 'phone'
  | 'deliveryMethod'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'couponCode'
  | 'courier'
  | 'trackingCode'
> & {
  subtotal: Order['subtotalTk'];
  deliveryCharge: Order['deliveryChargeTk'];
  total: Order['totalTk'];
  /** The delivery charge asked online in advance of a cash order; null: paid in one part. */
  advance: Order['advanceTk'];
  advancePaid: Order['advancePaidTk'];
  /** Taken off by the order's coupon (0 without one), and its code. */
  discount: Order['discountTk'];
  /** Cash to hand over at the door (the orders table's one rule); 0 when none is due. */
  cashToCollect: NonNullable<Order['cashToCollectTk']>;
} & NoticeOrderComputed;

/** What the statement computes rather than reads from a column. */
interface NoticeOrderComputed {
  /** The pickup point's name and address, or the address the customer typed. */
  deliveryPlace: string;
  /** The place is the address the customer typed (home delivery), not the shop's pickup point. */
  placeTypedByCustomer: boolean;
  /**
   * The order's mail address is its account's, proven (a mailed link, or Google): only
   * then does the customer's mail repeat what they typed (F7, docs/security.md).
   */
  recipientVerified: boolean;
  lines: { name: string; quantity: number; lineTotal: number }[];
}

/** Hand-written (decision 099): the order and its lines aggregated as json, in one statement. */
export async function readNoticeOrder(
  client: pg.ClientBase,
  orderId: string,
): Promise<NoticeOrder | undefined> {
  const { rows } = await client.query<NoticeOrder>(
    `select o.id, o.number::int as number, o.status, o.contact_name as "contactName", o.phone,
            o.subtotal_tk as subtotal, o.delivery_charge_tk as "deliveryCharge", o.total_tk as total,
            o.discount_tk as discount, o.coupon_code as "couponCode",
            o.delivery_method as "deliveryMethod",
            coalesce(o.pickup_point->>'name' || ', ' || (o.pickup_point->>'address'), o.address)
              as "deliveryPlace",
            o.pickup_point is null as "placeTypedByCustomer",
            exists(select 1 from users u where u.id = o.user_id and u.email = o.email
                      and u.email_verified_at is not null) as "recipientVerified",
            o.payment_method as "paymentMethod", o.payment_status as "paymentStatus",
            o.advance_tk as advance, o.advance_paid_tk as "advancePaid",
            o.cash_to_collect_tk as "cashToCollect",
            o.courier, o.tracking_code as "trackingCode",
            coalesce((select json_agg(json_build_object('name', l.product_name,
                        'quantity', l.quantity, 'lineTotal', l.line_total_tk) order by l.line_no)
                        from order_lines l where l.order_id = o.id), '[]') as lines
       from orders o where o.id = $1`,
    [orderId],
  );
  return rows[0];
}
