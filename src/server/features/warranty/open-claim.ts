import type pg from 'pg';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import { isStaffRole } from '../../../shared/schemas/auth.ts';
import { formatClaimNumber } from '../../../shared/warranty-desk.ts';
import type { orders } from '../../db/schema.ts';
import type { soldUnits, warrantyClaims } from '../../db/schema-warranty.ts';
import { inTransaction } from '../../db/transaction.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { addClaimStep } from './claim-steps.ts';

// Opening a warranty claim (docs/product.md#warranty-desk): a customer for a unit of their
// own delivered order, staff at the counter for any unit sold. One open claim per unit: the
// partial unique index warranty_claims_one_open settles two claims opened at once.

export interface ClaimRequest {
  serial: string;
  problem: string;
  images?: string[] | undefined;
  customer?: { name: string; phone: string; email?: string | undefined } | undefined;
}

type Claim = typeof warrantyClaims.$inferSelect;
type Order = typeof orders.$inferSelect;
type Unit = typeof soldUnits.$inferSelect;

/** A live unit and its first sale's order: the order's columns are null for an offline sale. */
type SoldUnit = Pick<Unit, 'id' | 'productId'> & {
  /** The first sale's unit: the unit's origin, or the unit itself. */
  originId: Unit['id'];
  orderId: Order['id'] | null;
  orderNumber: Order['number'] | null;
  orderStatus: Order['status'] | null;
  userId: Order['userId'];
  contactName: Order['contactName'] | null;
  phone: Order['phone'] | null;
  email: Order['email'];
};

/** The claim's id and number. */
type OpenedClaim = Pick<Claim, 'id' | 'number'>;

const UNIT = `select u.id, coalesce(u.origin_unit_id, u.id) as "originId", u.product_id as "productId",
    o.id as "orderId", o.number::int as "orderNumber", o.status as "orderStatus",
    o.user_id as "userId", o.contact_name as "contactName", o.phone, o.email
  from sold_units u
  join sold_units first on first.id = coalesce(u.origin_unit_id, u.id)
  left join orders o on o.id = first.order_id
  where u.serial = $1 and u.state = 'sold'
    and (o.id is null or o.status not in ('cancelled', 'returned'))`;

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
async function alreadyOpen(db: pg.ClientBase, serial: string, originId: string) {
  const { rows } = await db.query<Pick<Claim, 'number' | 'state'>>(
    `select number::int as number, state from warranty_claims
      where origin_unit_id = $1 and state <> 'returned-to-customer'`,
    [originId],
  );
  const open = rows[0];
  const named = open ? ` ${formatClaimNumber(open.number)} (${open.state})` : '';
  return new HttpError(409, `Serial ${serial} is already under an open warranty claim${named}.`);
}

export async function openClaim(pool: pg.Pool, request: ClaimRequest, caller: AuthUser) {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<SoldUnit>(UNIT, [request.serial]);
    const unit = rows[0];
    if (!unit) {
      throw new HttpError(404, `Serial ${request.serial} is not a unit this shop sold.`);
    }
    const refusal = refusalOf(unit, caller);
    if (refusal) throw refusal;
    const staff = isStaffRole(caller.role);
    if (request.customer && !staff) {
      throw new HttpError(403, 'Your claim is told to your order’s phone and email.');
    }
    const told = request.customer;
    let claim: OpenedClaim;
    try {
      await client.query('savepoint open_claim');
      const inserted = await client.query<OpenedClaim>(
        `insert into warranty_claims (unit_id, origin_unit_id, serial, product_id, order_id,
           customer_id, contact_name, contact_phone, contact_email, problem, images, opened_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         returning id, number::int as number`,
        [
          unit.id,
          unit.originId,
          request.serial,
          unit.productId,
          unit.orderId,
          unit.userId,
          // A sale before the shop went online has no contact on record but what staff give.
          told?.name ?? unit.contactName ?? 'Customer at the counter',
          told ? told.phone : unit.phone,
          told ? (told.email ?? null) : unit.email,
          request.problem,
          request.images ?? [],
          caller.id,
        ],
      );
      claim = inserted.rows[0] as OpenedClaim;
    } catch (error) {
      if (uniqueViolation(error) !== 'warranty_claims_one_open') throw error;
      await client.query('rollback to savepoint open_claim');
      throw await alreadyOpen(client, request.serial, unit.originId);
    }
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
