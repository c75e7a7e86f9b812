import type pg from 'pg';
import type { ClaimDetail } from '../../../shared/schemas/warranty-desk.ts';
import {
  CLAIM_MOVES,
  CLAIM_STATE_LABELS,
  formatClaimNumber,
  type ClaimState,
} from '../../../shared/warranty-desk.ts';
import type { products } from '../../db/schema.ts';
import type { soldUnits, warrantyClaims } from '../../db/schema-warranty.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { adminActor, changeStock } from '../stock/index.ts';
import { claimDetail } from './claim-reads.ts';
import { addClaimStep } from './claim-steps.ts';
import { insertLiveUnits, releaseReturnedSerials } from './serial-units.ts';

// Staff move a claim along its states (docs/product.md#warranty-desk): only the moves of
// CLAIM_MOVES, each with a note and who made it; a rejection says why, and a replacement hands
// over a new unit: its serial is recorded on the same sale and one unit leaves stock through
// the ledger (reason warranty-replacement). All of a move or nothing.

export interface ClaimMoveRequest {
  state: ClaimState;
  note: string;
  reason?: string | undefined;
  newSerial?: string | undefined;
}

type SoldUnit = typeof soldUnits.$inferSelect;

type LockedClaim = Pick<
  typeof warrantyClaims.$inferSelect,
  'id' | 'number' | 'state' | 'unitId' | 'serial' | 'productId' | 'orderId'
> & { productName: (typeof products.$inferSelect)['name'] };

const LOCK = `select c.id, c.number::int as number, c.state, c.unit_id as "unitId", c.serial,
    c.product_id as "productId", p.name as "productName", c.order_id as "orderId"
  from warranty_claims c join products p on p.id = c.product_id
  where c.id = $1 for update of c`;

function refuseMove(claim: LockedClaim, to: ClaimState) {
  const next = CLAIM_MOVES[claim.state];
  if (next.includes(to)) return;
  const allowed = next.length === 0 ? 'it is closed' : `next: ${next.join(' or ')}`;
  throw new HttpError(
    409,
    `Claim ${formatClaimNumber(claim.number)} is ${CLAIM_STATE_LABELS[claim.state].toLowerCase()} and cannot become ${to} (${allowed}).`,
  );
}

/**
 * The new unit takes the faulty one's place on its sale: the faulty record is marked replaced,
 * the new serial recorded with the same order line and unit (or offline sale) and the first
 * sale as its origin, and a unit of the product leaves stock.
 */
async function replaceUnit(
  client: pg.ClientBase,
  claim: LockedClaim,
  newSerial: string,
  staff: AuthUser,
): Promise<string> {
  if (newSerial === claim.serial) {
    throw new HttpError(409, 'The new unit’s serial is the faulty unit’s: scan the new unit.');
  }
  const { rows } = await client.query<
    Pick<SoldUnit, 'orderId' | 'lineNo' | 'unitNo' | 'offlineRef' | 'soldOn'> & {
      /** The first sale's unit: the faulty unit's origin, or the faulty unit itself. */
      originId: SoldUnit['id'];
    }
  >(
    `update sold_units set state = 'replaced', ended_at = now()
      where id = $1 and state = 'sold'
     returning order_id as "orderId", line_no as "lineNo", unit_no as "unitNo",
       offline_ref as "offlineRef", sold_on::text as "soldOn",
       coalesce(origin_unit_id, id) as "originId"`,
    [claim.unitId],
  );
  const old = rows[0];
  if (!old) {
    throw new HttpError(
      409,
      `Serial ${claim.serial} is no longer a sold unit: it cannot be replaced.`,
    );
  }
  await releaseReturnedSerials(client, [newSerial]);
  const [unitId] = await insertLiveUnits(client, [
    {
      ...old,
      productId: claim.productId,
      serial: newSerial,
      recordedBy: staff.id,
      originUnitId: old.originId,
    },
  ]);
  const taken = await changeStock(
    client,
    {
      reason: 'warranty-replacement',
      orderId: claim.orderId,
      note: `Claim ${formatClaimNumber(claim.number)}: ${newSerial} replaces ${claim.serial}`,
    },
    [{ productId: claim.productId, change: -1 }],
    adminActor(staff),
  );
  if (!taken) {
    throw new HttpError(
      409,
      `${claim.productName} is out of stock: there is no unit to replace with.`,
    );
  }
  return unitId as string;
}

export async function moveClaim(
  pool: pg.Pool,
  claimId: string,
  move: ClaimMoveRequest,
  staff: AuthUser,
): Promise<ClaimDetail> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<LockedClaim>(LOCK, [claimId]);
    const claim = rows[0];
    if (!claim) throw new HttpError(404, 'No warranty claim with this id.');
    refuseMove(claim, move.state);
    const replacement =
      move.state === 'replaced'
        ? await replaceUnit(client, claim, move.newSerial as string, staff)
        : null;
    await client.query(
      `update warranty_claims set state = $2, updated_at = now(),
          reject_reason = coalesce($3, reject_reason),
          replacement_unit_id = coalesce($4, replacement_unit_id),
          closed_at = case when $2 = 'returned-to-customer' then now() else closed_at end
        where id = $1`,
      [claim.id, move.state, move.state === 'rejected' ? (move.reason ?? null) : null, replacement],
    );
    await addClaimStep(client, claim.id, move.state, move.note, {
      role: 'admin',
      id: staff.id,
      name: staff.name,
    });
    return claimDetail(client, claim.id);
  });
}
