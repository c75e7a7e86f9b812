import { and, eq } from 'drizzle-orm';
import { formatOrderNumber, parseOrderNumber } from '../../../shared/order-number.ts';
import type { WarrantyUnit } from '../../../shared/schemas/warranty-desk.ts';
import { formatClaimNumber } from '../../../shared/warranty-desk.ts';
import { orders, type products } from '../../db/schema.ts';
import type { soldUnits, warrantyClaims } from '../../db/schema-warranty.ts';
import { HttpError } from '../../http/errors.ts';
import { builderOn, type Queryable } from '../../db/queryable.ts';

// A sold unit's warranty as the public check answers it (decision 088): the product, the day
// sold, the warranty's kind and last day, counted from delivery (the day the order became
// delivered; an offline sale's own date), and any open claim. Never who bought it.
// A replacement carries its first sale's dates and warranty: it is read through its origin.
// The units' statement stays hand-written: nearly every column it answers is computed (days
// in Dhaka, the warranty's end by interval arithmetic, the replaced serial a subquery).

/** The days are Dhaka's: a unit delivered at 1 am there was delivered that day. */
const UNITS = `with unit as (
    select u.*, coalesce(u.origin_unit_id, u.id) as origin_id from sold_units u
  ), dated as (
    select unit.id, unit.serial, unit.product_id, unit.origin_id, unit.order_id,
      coalesce(first.sold_on, (o.created_at at time zone 'Asia/Dhaka')::date) as sold_on,
      case when first.order_id is null then first.sold_on
           when o.status = 'delivered' then (select (max(e.created_at) at time zone 'Asia/Dhaka')::date
             from order_events e where e.order_id = o.id and e.status = 'delivered')
      end as delivered_on,
      coalesce(l.warranty_months, p.warranty_months) as months,
      coalesce(l.warranty_kind, p.warranty_kind) as kind
    from unit join sold_units first on first.id = unit.origin_id
    join products p on p.id = unit.product_id
    left join orders o on o.id = first.order_id
    left join order_lines l on l.order_id = first.order_id and l.line_no = first.line_no
    where %WHERE%
  )
  select d.serial, p.id as "productId", p.name, p.brand, p.sku, p.image_url as image,
    d.sold_on::text as "soldOn", d.delivered_on::text as "deliveredOn", d.months, d.kind,
    ((d.delivered_on + make_interval(months => d.months))::date - 1)::text as "until",
    (d.delivered_on + make_interval(months => d.months))::date - 1
      < (now() at time zone 'Asia/Dhaka')::date as expired,
    c.number::int as "claimNumber", c.state as "claimState",
    (c.created_at at time zone 'Asia/Dhaka')::date::text as "claimOpenedOn",
    (select r.serial from warranty_claims rc join sold_units r on r.id = rc.unit_id
      where rc.replacement_unit_id = d.id) as replaces
  from dated d join products p on p.id = d.product_id
  left join warranty_claims c on c.origin_unit_id = d.origin_id and c.state <> 'returned-to-customer'
  order by d.order_id, d.serial`;

/** Live units of an order that is not cancelled or returned. */
const LIVE = `unit.state = 'sold' and (o.id is null or o.status not in ('cancelled', 'returned'))`;

type Claim = typeof warrantyClaims.$inferSelect;
type Product = typeof products.$inferSelect;

type UnitRow = Pick<typeof soldUnits.$inferSelect, 'serial'> &
  Pick<Product, 'name' | 'brand' | 'sku'> & {
    productId: Product['id'];
    image: Product['imageUrl'];
    /** The open claim's number and state; null when the unit has none. */
    claimNumber: Claim['number'] | null;
    claimState: Claim['state'] | null;
    /** The serial this unit replaced (a subquery); null when it is no replacement. */
    replaces: (typeof soldUnits.$inferSelect)['serial'] | null;
  } & UnitComputed;

/** What the statement computes rather than reads from a column. */
interface UnitComputed {
  /** The offline sale's date, or the day in Dhaka the online order was placed. */
  soldOn: string;
  /** The day in Dhaka the order became delivered (an offline sale's date); null before. */
  deliveredOn: string | null;
  /** The line's warranty, or the product's for a line without one. */
  months: number;
  kind: WarrantyUnit['warrantyKind'];
  /** The warranty's last day and whether it has passed; null before delivery. */
  until: string | null;
  expired: boolean | null;
  /** The day in Dhaka the open claim was opened. */
  claimOpenedOn: string | null;
}

function toUnit(row: UnitRow): WarrantyUnit {
  const openClaim =
    row.claimNumber === null || row.claimState === null
      ? null
      : {
          claimNumber: formatClaimNumber(row.claimNumber),
          state: row.claimState,
          openedOn: row.claimOpenedOn ?? '',
        };
  const state = openClaim
    ? 'claim-open'
    : row.deliveredOn === null
      ? 'not-yet-delivered'
      : row.expired
        ? 'expired'
        : 'in-warranty';
  return {
    serial: row.serial,
    product: {
      id: row.productId,
      name: row.name,
      brand: row.brand,
      sku: row.sku,
      image: row.image,
    },
    soldOn: row.soldOn,
    deliveredOn: row.deliveredOn,
    warrantyMonths: row.months,
    warrantyKind: row.kind,
    warrantyUntil: row.until,
    state,
    openClaim,
    replaces: row.replaces,
  };
}

async function readUnits(db: Queryable, where: string, values: unknown[]) {
  const { rows } = await db.query<UnitRow>(UNITS.replace('%WHERE%', where), values);
  return rows.map(toUnit);
}

/** The live unit carrying this serial, or undefined when the shop has not sold it. */
export async function unitBySerial(db: Queryable, serial: string) {
  return (await readUnits(db, `${LIVE} and unit.serial = $1`, [serial]))[0];
}

/** A unit by its record's id, live or not (a claim's unit, after a replacement). */
export async function unitById(db: Queryable, unitId: string) {
  return (await readUnits(db, 'unit.id = $1', [unitId]))[0];
}

/** The public check by serial: 404 for a serial the shop did not sell (or sold and took back). */
export async function warrantyOfSerial(db: Queryable, serial: string): Promise<WarrantyUnit> {
  const unit = await unitBySerial(db, serial);
  if (!unit) {
    throw new HttpError(404, `Serial ${serial} is not a unit this shop sold.`);
  }
  return unit;
}

/**
 * The check by order number and the order's phone: the order's live units. One 404 for an
 * order that does not exist and a phone that is not its own, so neither is told apart.
 */
export async function warrantyOfOrder(db: Queryable, orderNumber: string, phone: string) {
  const number = parseOrderNumber(orderNumber);
  const [order] = await builderOn(db)
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(and(eq(orders.number, number ?? -1), eq(orders.phone, phone)));
  if (!order) {
    throw new HttpError(404, 'No order with this number and phone.');
  }
  return {
    orderNumber: formatOrderNumber(order.number),
    units: await readUnits(db, `${LIVE} and unit.order_id = $1`, [order.id]),
  };
}
