import type pg from 'pg';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import type { ClaimDetail, ClaimSummary } from '../../../shared/schemas/warranty-desk.ts';
import { formatClaimNumber, type ClaimState } from '../../../shared/warranty-desk.ts';
import type { orders, products } from '../../db/schema.ts';
import type { soldUnits, warrantyClaimEvents, warrantyClaims } from '../../db/schema-warranty.ts';
import { HttpError } from '../../http/errors.ts';
import { unitById } from './warranty-units.ts';

// Claims as staff's board, one claim's slip and the customer's My Orders read them.

type Queryable = Pick<pg.ClientBase, 'query'>;

/** Days open are whole days in Dhaka, from the day opened to today or the day closed. */
const SUMMARY = `select c.id, c.number::int as number, c.state, c.serial, c.problem, c.images,
    p.id as "productId", p.name as "productName", p.brand, o.number::int as "orderNumber",
    c.contact_name as "contactName", c.contact_phone as "contactPhone",
    c.created_at as "openedAt", c.reject_reason as "rejectReason",
    r.serial as "replacementSerial",
    coalesce(c.replacement_unit_id, c.unit_id) as "currentUnitId",
    ((coalesce(c.closed_at, now()) at time zone 'Asia/Dhaka')::date
      - (c.created_at at time zone 'Asia/Dhaka')::date) as "daysOpen"
  from warranty_claims c
  join products p on p.id = c.product_id
  left join orders o on o.id = c.order_id
  left join sold_units r on r.id = c.replacement_unit_id`;

type Claim = typeof warrantyClaims.$inferSelect;
type ClaimEvent = typeof warrantyClaimEvents.$inferSelect;
type Product = typeof products.$inferSelect;

type SummaryRow = Pick<
  Claim,
  | 'id'
  | 'number'
  | 'state'
  | 'serial'
  | 'problem'
  | 'images'
  | 'contactName'
  | 'contactPhone'
  | 'rejectReason'
> &
  Pick<Product, 'brand'> & {
    productId: Product['id'];
    productName: Product['name'];
    /** Null for an offline sale's unit, or once its order was erased. */
    orderNumber: (typeof orders.$inferSelect)['number'] | null;
    openedAt: Claim['createdAt'];
    replacementSerial: (typeof soldUnits.$inferSelect)['serial'] | null;
    /** The unit the customer has now: the replacement, or the claimed unit. */
    currentUnitId: Claim['unitId'];
    /** Whole days open, computed by the statement. */
    daysOpen: number;
  };

/** A claim's step as the slip shows it. */
type EventRow = Pick<ClaimEvent, 'state' | 'note'> & {
  at: ClaimEvent['createdAt'];
  role: ClaimEvent['actorRole'];
  name: ClaimEvent['actorName'];
};

function toSummary(row: SummaryRow): ClaimSummary {
  return {
    id: row.id,
    claimNumber: formatClaimNumber(row.number),
    state: row.state,
    serial: row.serial,
    product: { id: row.productId, name: row.productName, brand: row.brand },
    orderNumber: row.orderNumber === null ? null : formatOrderNumber(row.orderNumber),
    customer: { name: row.contactName, phone: row.contactPhone },
    problem: row.problem,
    images: row.images,
    openedAt: row.openedAt.toISOString(),
    daysOpen: row.daysOpen,
    replacementSerial: row.replacementSerial,
    rejectReason: row.rejectReason,
  };
}

/** The claims board: by state and brand (any letter case), the oldest first. */
export async function claimBoard(
  db: Queryable,
  filter: { state?: ClaimState | undefined; brand?: string | undefined },
): Promise<{ claims: ClaimSummary[] }> {
  const { rows } = await db.query<SummaryRow>(
    `${SUMMARY}
      where ($1::text is null or c.state = $1) and ($2::text is null or lower(p.brand) = lower($2))
      order by c.created_at, c.number limit 500`,
    [filter.state ?? null, filter.brand || null],
  );
  return { claims: rows.map(toSummary) };
}

async function detailOf(db: Queryable, row: SummaryRow): Promise<ClaimDetail> {
  const [events, warranty] = await Promise.all([
    db.query<EventRow>(
      `select state, created_at as at, actor_role as role, actor_name as name, note
         from warranty_claim_events where claim_id = $1 order by event_no`,
      [row.id],
    ),
    unitById(db, row.currentUnitId),
  ]);
  if (!warranty) throw new Error(`Claim ${row.id} has no unit record`);
  return {
    ...toSummary(row),
    events: events.rows.map((event) => ({
      state: event.state,
      at: event.at.toISOString(),
      actor: { role: event.role, name: event.name },
      note: event.note,
    })),
    warranty,
  };
}

/** One claim with its events and its unit's warranty now. */
export async function claimDetail(db: Queryable, claimId: string): Promise<ClaimDetail> {
  const { rows } = await db.query<SummaryRow>(`${SUMMARY} where c.id = $1`, [claimId]);
  const row = rows[0];
  if (!row) throw new HttpError(404, 'No warranty claim with this id.');
  return detailOf(db, row);
}

/** The customer's own claims, the newest first (My Orders). */
export async function claimsOfCustomer(
  db: Queryable,
  customerId: string,
): Promise<{ claims: ClaimDetail[] }> {
  const { rows } = await db.query<SummaryRow>(
    `${SUMMARY} where c.customer_id = $1 order by c.created_at desc, c.number desc limit 100`,
    [customerId],
  );
  return { claims: await Promise.all(rows.map((row) => detailOf(db, row))) };
}
