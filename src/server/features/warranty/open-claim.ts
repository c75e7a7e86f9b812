import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import { isStaffRole } from '../../../shared/schemas/auth.ts';
import { formatClaimNumber } from '../../../shared/warranty-desk.ts';
import { orders } from '../../db/schema.ts';
import { soldUnits, warrantyClaims } from '../../db/schema-warranty.ts';
import { inTransaction } from '../../db/transaction.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { addClaimStep } from './claim-steps.ts';
import { builderOn, type Queryable } from '../../db/queryable.ts';
import { LIVE_UNIT } from './serial-units.ts';

// Opening a warranty claim (docs/product.md#warranty-desk): a customer for a unit of their
// own delivered order, staff at the counter for any unit sold. One open claim per unit: the
// partial unique index warranty_claims_one_open settles two claims opened at once.

export interface ClaimRequest {
  serial: string;
  problem: string;
  images?: string[] | undefined;
  customer?: { name: string; phone: string; email?: string | undefined } | undefined;
}

/** The first sale's unit: the unit's origin, or the unit itself. */
const ORIGIN = sql<string>`coalesce(${soldUnits.originUnitId}, ${soldUnits.id})`;
const first = alias(soldUnits, 'first');

/** The live unit carrying the serial and its first sale's order (null for an offline sale). */
function soldUnit(db: Queryable, serial: string) {
  return builderOn(db)
    .select({
      id: soldUnits.id,
      originId: ORIGIN,
      productId: soldUnits.productId,
      orderId: orders.id,
      orderNumber: orders.number,
      orderStatus: orders.status,
      userId: orders.userId,
      contactName: orders.contactName,
      phone: orders.phone,
      email: orders.email,
    })
    .from(soldUnits)
    .innerJoin(first, eq(first.id, ORIGIN))
    .leftJoin(orders, eq(orders.id, first.orderId))
    .where(and(eq(soldUnits.serial, serial), LIVE_UNIT));
}

type SoldUnit = Awaited<ReturnType<typeof soldUnit>>[number];

/** Why this caller may not claim on this unit, or null when they may. */
function refusalOf(unit: SoldUnit, caller: AuthUser): HttpError | null {
  if (isStaffRole(caller.role)) return null;
  if (unit.userId !== caller.id) {
    return new HttpError(
      403,
      'This unit was sold with another customer’s order: a claim is opened by whoever bought it, or at the shop’s counter.',
    );
  }
  if (unit.orderStatus !== 'delivered') {
    const number = formatOrderNumber(unit.orderNumber ?? 0);
    return new HttpError(
      409,
      `Order ${number} is not delivered yet: a warranty claim opens once the unit has reached you.`,
    );
  }
  return null;
}

/** The claim that already holds the unit, as a 409 naming it. */
async function alreadyOpen(db: Queryable, serial: string, originId: string) {
  const [open] = await builderOn(db)
    .select({ number: warrantyClaims.number, state: warrantyClaims.state })
    .from(warrantyClaims)
    .where(
      and(
        eq(warrantyClaims.originUnitId, originId),
        ne(warrantyClaims.state, 'returned-to-customer'),
      ),
    );
  const named = open ? ` ${formatClaimNumber(open.number)} (${open.state})` : '';
  return new HttpError(409, `Serial ${serial} is already under an open warranty claim${named}.`);
}

/** Writes the claim on the unit: the customer's contact is the order's, or what staff give. */
async function insertClaim(db: Queryable, unit: SoldUnit, request: ClaimRequest, by: string) {
  const told = request.customer;
  const [claim] = await builderOn(db)
    .insert(warrantyClaims)
    .values({
      unitId: unit.id,
      originUnitId: unit.originId,
      serial: request.serial,
      productId: unit.productId,
      orderId: unit.orderId,
      customerId: unit.userId,
      // A sale before the shop went online has no contact on record but what staff give.
      contactName: told?.name ?? unit.contactName ?? 'Customer at the counter',
      contactPhone: told ? told.phone : unit.phone,
      contactEmail: told ? (told.email ?? null) : unit.email,
      problem: request.problem,
      images: request.images ?? [],
      openedBy: by,
    })
    .returning({ id: warrantyClaims.id, number: warrantyClaims.number });
  if (!claim) throw new Error('The new claim was not returned by the database.');
  return claim;
}

export async function openClaim(pool: pg.Pool, request: ClaimRequest, caller: AuthUser) {
  return inTransaction(pool, async (client) => {
    const [unit] = await soldUnit(client, request.serial);
    if (!unit) {
      throw new HttpError(404, `Serial ${request.serial} is not a unit this shop sold.`);
    }
    const refusal = refusalOf(unit, caller);
    if (refusal) throw refusal;
    const staff = isStaffRole(caller.role);
    if (request.customer && !staff) {
      throw new HttpError(403, 'Your claim is told to your order’s phone and email.');
    }
    // A savepoint (a hand-written utility statement: the builder makes one only inside its
    // own transactions), so that the transaction can still name the open claim after its
    // unique index refused this one.
    await client.query('savepoint open_claim');
    const claim = await insertClaim(client, unit, request, caller.id).catch(
      async (error: unknown) => {
        if (uniqueViolation(error) !== 'warranty_claims_one_open') throw error;
        await client.query('rollback to savepoint open_claim');
        throw await alreadyOpen(client, request.serial, unit.originId);
      },
    );
    await addClaimStep(client, claim.id, 'received', null, {
      role: staff ? 'admin' : 'customer',
      id: caller.id,
      name: caller.name,
    });
    return {
      id: claim.id,
      claimNumber: formatClaimNumber(claim.number),
      state: 'received' as const,
    };
  });
}
