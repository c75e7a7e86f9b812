import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import type { ClaimDetail, ClaimSummary } from '../../../shared/schemas/warranty-desk.ts';
import { formatClaimNumber, type ClaimState } from '../../../shared/warranty-desk.ts';
import { orders, products } from '../../db/schema.ts';
import { soldUnits, warrantyClaimEvents, warrantyClaims } from '../../db/schema-warranty.ts';
import { HttpError } from '../../http/errors.ts';
import { builderOn, type Queryable } from '../../db/queryable.ts';
import { unitById } from './warranty-units.ts';
import { readTogether } from '../../db/read-together.ts';

// Claims as staff's board, one claim's slip and the customer's My Orders read them.

const claims = warrantyClaims;
const replacement = alias(soldUnits, 'replacement');

const SUMMARY = {
  id: claims.id,
  number: claims.number,
  state: claims.state,
  serial: claims.serial,
  problem: claims.problem,
  images: claims.images,
  productId: products.id,
  productName: products.name,
  brand: products.brand,
  /** Null for an offline sale's unit, or once its order was erased. */
  orderNumber: orders.number,
  contactName: claims.contactName,
  contactPhone: claims.contactPhone,
  openedAt: claims.createdAt,
  rejectReason: claims.rejectReason,
  replacementSerial: replacement.serial,
  /** The unit the customer has now: the replacement, or the claimed unit. */
  currentUnitId: sql<string>`coalesce(${claims.replacementUnitId}, ${claims.unitId})`,
  /** Days open are whole days in Dhaka, from the day opened to today or the day closed. */
  daysOpen: sql<number>`((coalesce(${claims.closedAt}, now()) at time zone 'Asia/Dhaka')::date
    - (${claims.createdAt} at time zone 'Asia/Dhaka')::date)`,
};

/** The claims `where` picks, with their product, order and replacement unit. */
function summaries(db: Queryable, where: SQL | undefined) {
  return builderOn(db)
    .select(SUMMARY)
    .from(claims)
    .innerJoin(products, eq(products.id, claims.productId))
    .leftJoin(orders, eq(orders.id, claims.orderId))
    .leftJoin(replacement, eq(replacement.id, claims.replacementUnitId))
    .where(where);
}

type SummaryRow = Awaited<ReturnType<typeof summaries>>[number];

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
  const rows = await summaries(
    db,
    and(
      filter.state === undefined ? undefined : eq(claims.state, filter.state),
      filter.brand ? sql`lower(${products.brand}) = lower(${filter.brand})` : undefined,
    ),
  )
    .orderBy(claims.createdAt, claims.number)
    .limit(500);
  return { claims: rows.map(toSummary) };
}

/** A claim's steps as the slip shows them, in the order they were taken. */
function stepsOf(db: Queryable, claimId: string) {
  const events = warrantyClaimEvents;
  return builderOn(db)
    .select({
      state: events.state,
      at: events.createdAt,
      role: events.actorRole,
      name: events.actorName,
      note: events.note,
    })
    .from(events)
    .where(eq(events.claimId, claimId))
    .orderBy(events.eventNo);
}

async function detailOf(db: Queryable, row: SummaryRow): Promise<ClaimDetail> {
  const [events, warranty] = await readTogether(db, [
    () => stepsOf(db, row.id),
    () => unitById(db, row.currentUnitId),
  ]);
  if (!warranty) throw new Error(`Claim ${row.id} has no unit record`);
  return {
    ...toSummary(row),
    events: events.map((event) => ({
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
  const [row] = await summaries(db, eq(claims.id, claimId));
  if (!row) throw new HttpError(404, 'No warranty claim with this id.');
  return detailOf(db, row);
}

/** The customer's own claims, the newest first (My Orders). */
export async function claimsOfCustomer(
  db: Queryable,
  customerId: string,
): Promise<{ claims: ClaimDetail[] }> {
  const rows = await summaries(db, eq(claims.customerId, customerId))
    .orderBy(desc(claims.createdAt), desc(claims.number))
    .limit(100);
  return {
    claims: await readTogether(
      db,
      rows.map((row) => () => detailOf(db, row)),
    ),
  };
}
