import pg from 'pg';
import { PLANNED_ONCE } from '../../db/transaction.ts';
import { emiUnitPrice } from '../../../shared/emi.ts';
import type { DeliveryMethodId, PaymentMethod } from '../../../shared/schemas/checkout.ts';
import type { PaymentRules } from '../../../shared/schemas/payment.ts';
import type { products } from '../../db/schema.ts';
import type { deliverySettingsToken } from '../../db/schema-delivery.ts';
import type { RowOf } from '../../db/rows.ts';
import type { AuthUser } from '../../http/access.ts';
import {
  DELIVERY_SETTINGS_TOKEN,
  DELIVERY_SETTINGS_VALUE,
  deliverySettingsInForce,
  keptDeliverySettings,
  type StoredDeliverySettings,
} from '../delivery/index.ts';
import { parsePaymentRules, PAYMENT_RULES_VALUE } from '../payments/index.ts';
import { countCouponUse, redeemCoupon, type CouponDiscount } from '../coupons/index.ts';
import type { NoticeChannels } from '../notices/index.ts';
import { chooseDelivery, type DeliveryChoice } from './delivery-choice.ts';
import type { OrderRow } from './order-mapper.ts';
import { insertOrder, type NewLine } from './order-records.ts';
import {
  checkHolds,
  checkOrderRate,
  STANDING,
  type OrderLimit,
  type Standing,
} from './placement-limits.ts';

// The lines of an order, placed inside placeOrder's transaction (place-order.ts), which every
// way of ordering (checkout, the spec's single-product order) goes through.

export interface PlacementLine {
  productId: string;
  quantity: number;
}

export interface Placement {
  lines: readonly PlacementLine[];
  contactName: string;
  phone: string;
  address: string;
  /**
   * The canonical district, which every order has, so its delivery is priced and the payment
   * rules judge its whole total (a way of ordering without one finds it or refuses: decision 073).
   */
  district: string;
  area: string | null;
  deliveryMethod: DeliveryMethodId;
  pickupPointId?: string;
  paymentMethod: PaymentMethod;
  note: string | null;
  /** The coupon the customer asked for: priced here, its use taken by takeCouponUse. */
  couponCode?: string;
  /** Card EMI is sold at regular prices (emiUnitPrice, decision 086); else the price. */
  atRegularPrices?: boolean;
}

/** What the shop's configuration says about placing an order, for every order alike. */
export interface PlacementRules {
  /** Orders one customer may place in a rolling minute. */
  limit: OrderLimit;
  /** The channels the shop can send notices on: a new order's notices are written for them. */
  notices: NoticeChannels;
}

/**
 * Lines that cannot be ordered: not sold (unknown or removed), coming soon (shown, not sold
 * yet: decision 078), or short of stock.
 */
export class UnorderableLines extends Error {
  constructor(
    readonly notSold: readonly string[],
    readonly short: readonly { productId: string; name: string; available: number }[],
    readonly comingSoon: readonly string[] = [],
  ) {
    super('Some lines cannot be ordered');
  }
}

const { escapeLiteral } = pg;

/**
 * The start of an order's transaction that also takes the customer's lock (lock_customer
 * queues one customer's orders behind each other, on every instance), in the round trip of
 * `begin`: a statement without parameters, the id a quoted literal (a caller's id is a uuid
 * read from the database). One round trip fewer an order, and lock_customer() keeps its plan
 * where a parameterless statement would be planned on every order: 50 us of PostgreSQL an
 * order (docs/performance.md, "Writes", decisions 048 and 066).
 */
export function startWithCustomerLocked(customerId: string) {
  return `${PLANNED_ONCE}; select lock_customer(${escapeLiteral(customerId)}::uuid)` as const;
}

/**
 * Locks the lines' products in id order and reads, in the same statement, the customer's
 * standing for these products and $3 units (a statement after the customer's lock, so it
 * sees all their orders), the payment rules and the delivery settings' token, with the
 * settings themselves only when the token is not $4, that of the settings this process
 * keeps: each is read once and repeated on every row (every order has a district, so every
 * order chooses its delivery). Each row is answered as one json value, as the order's insert is
 * (order-records.ts): pg builds a row column by column, and every value here is json's
 * (the insert's forty columns cost about 40 us of the shop's CPU an order that way:
 * docs/performance.md, decisions 066 and 067).
 */
const LOCK_PRODUCTS = `select json_build_object('id', id, 'name', name, 'image_url', image_url,
    'price_tk', price_tk, 'regular_price_tk', regular_price_tk, 'stock', stock, 'weight_grams', weight_grams,
    'hold_limit', hold_limit, 'category', category, 'removed', deleted_at is not null,
    'availability', availability,
    'standing', ${STANDING},
    'payment_rules', ${PAYMENT_RULES_VALUE},
    'delivery_token', ${DELIVERY_SETTINGS_TOKEN},
    'delivery_settings', case when ${DELIVERY_SETTINGS_TOKEN} is distinct from $4::uuid
      then ${DELIVERY_SETTINGS_VALUE} end) as locked
  from products where id = any($2::uuid[]) order by id for no key update`;

type LockedProduct = RowOf<
  typeof products,
  | 'id'
  | 'name'
  | 'image_url'
  | 'price_tk'
  | 'regular_price_tk'
  | 'stock'
  | 'weight_grams'
  | 'hold_limit'
  | 'category'
  | 'availability'
> & {
  removed: boolean;
  standing: Standing;
  /** The shop's payment rules as stored (settleOrderPayment applies them). */
  payment_rules: string | null;
  /** The token of the delivery settings in force. */
  delivery_token: (typeof deliverySettingsToken.$inferSelect)['token'];
  /** The delivery settings in force, unless they are those kept under $4 (then null). */
  delivery_settings: StoredDeliverySettings | null;
};

/**
 * Places an order's lines in placeOrder's transaction, after the customer's lock its start
 * took (so the standing read here sees all their orders): checks the order rate, locks the
 * products in id order (so concurrent orders never deadlock), checks every line, the holds
 * and the delivery, prices the coupon, then writes the order with its lines and first event
 * and takes the stock through the stock module, in one statement (insertOrder). Prices,
 * names, pictures and weights come from the locked rows, never the request.
 * Answers the order and its lines as written, the payment rules read with the products
 * (for settleOrderPayment, in the same transaction), and the step that takes the coupon's
 * use, which placeOrder runs last, just before its commit (takeCouponUse).
 */
export async function placeLines(
  client: pg.ClientBase,
  customer: AuthUser,
  placement: Placement,
  rules: PlacementRules,
): Promise<{
  order: OrderRow;
  lines: NewLine[];
  paymentRules: PaymentRules;
  coupon: CouponDiscount | null;
  /**
   * Takes the coupon's use (nothing without a coupon): the transaction's last statement
   * before its commit. It holds the coupon's row from there to the commit, and every order
   * with the same code queues on that row, so the less the order does after it, the more
   * orders a rush on one code gets through.
   */
  takeCouponUse: () => Promise<void>;
}> {
  const ids = [...new Set(placement.lines.map((line) => line.productId))].sort();
  // Taken before the statement: what it compares with is what is used when they match.
  const kept = keptDeliverySettings();
  const { rows: answered } = await client.query<{ locked: LockedProduct }>({
    name: 'lock_products',
    text: LOCK_PRODUCTS,
    values: [
      customer.id,
      ids,
      placement.lines.reduce((units, line) => units + line.quantity, 0),
      kept?.token ?? null,
    ],
  });
  const rows = answered.map((row) => row.locked);
  if (rows[0]) checkOrderRate(rows[0].standing, rules.limit);
  const products = new Map(rows.map((row) => [row.id, row]));
  const lines = priced(placement.lines, products, placement.atRegularPrices ?? false);
  // Every line's product is known and locked here (priced refused the others): rows[0] is
  // there, and carries the values read once for the statement.
  const first = rows[0] as LockedProduct;
  checkHolds(
    first.standing,
    lines.map((line) => ({
      ...line,
      holdLimit: (products.get(line.productId) as LockedProduct).hold_limit,
    })),
  );
  const delivery: DeliveryChoice = chooseDelivery(
    deliverySettingsInForce(first.delivery_token, first.delivery_settings, kept),
    placement,
    lines,
  );
  const couponLines = lines.map((line) => ({
    ...line,
    category: (products.get(line.productId) as LockedProduct).category,
  }));
  const charge = delivery.charge.zone + delivery.charge.weight;
  // Priced here; its use is taken at the end of placeOrder's transaction (takeCouponUse),
  // so orders with one coupon hold its row only from then to their commit.
  const coupon = placement.couponCode
    ? await redeemCoupon(client, placement.couponCode, customer.id, couponLines, charge)
    : null;
  const order = await insertOrder(
    client,
    {
      userId: customer.id,
      accountName: customer.name,
      email: customer.email,
      contactName: placement.contactName,
      phone: placement.phone,
      address: placement.address,
      district: placement.district,
      area: placement.area,
      zone: delivery.zone,
      deliveryMethod: placement.deliveryMethod,
      pickupPoint: delivery.pickupPoint,
      deliveryCharge: delivery.charge,
      paymentMethod: placement.paymentMethod,
      note: placement.note,
      lines,
      coupon,
    },
    rules.notices,
  );
  if (!order) throw new Error('Stock checked under lock could not be taken');
  return {
    order,
    lines,
    paymentRules: parsePaymentRules(first.payment_rules),
    coupon,
    takeCouponUse: async () => {
      if (coupon) await countCouponUse(client, coupon, order.id, customer.id, couponLines, charge);
    },
  };
}

/**
 * The order as its payment rules see it: a free-delivery coupon leaves no delivery charge to
 * ask in advance.
 */
export function asCharged(order: OrderRow, coupon: CouponDiscount | null): OrderRow {
  return coupon?.freeDelivery ? { ...order, deliveryChargeTk: 0 } : order;
}

/** The lines priced from the locked rows; refused together when any cannot be ordered. */
function priced(
  lines: readonly PlacementLine[],
  products: ReadonlyMap<string, LockedProduct>,
  atRegularPrices: boolean,
): NewLine[] {
  const notSold: string[] = [];
  const wanted = new Map<string, number>();
  for (const { productId, quantity } of lines) {
    wanted.set(productId, (wanted.get(productId) ?? 0) + quantity);
  }
  const short: { productId: string; name: string; available: number }[] = [];
  const comingSoon: string[] = [];
  for (const [productId, quantity] of wanted) {
    const product = products.get(productId);
    if (!product || product.removed) notSold.push(productId);
    else if (product.availability === 'coming-soon') comingSoon.push(product.name);
    else if (product.stock < quantity) {
      short.push({ productId, name: product.name, available: product.stock });
    }
  }
  if (notSold.length || short.length || comingSoon.length) {
    throw new UnorderableLines(notSold, short, comingSoon);
  }
  return lines.map(({ productId, quantity }) => {
    const product = products.get(productId) as LockedProduct;
    return {
      productId,
      quantity,
      name: product.name,
      image: product.image_url,
      unitPrice: atRegularPrices
        ? emiUnitPrice({ price: product.price_tk, regularPrice: product.regular_price_tk })
        : product.price_tk,
      weightGrams: product.weight_grams,
    };
  });
}
