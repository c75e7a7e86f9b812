import type pg from 'pg';
import type { OrderStatus } from '../../../shared/schemas/order.ts';
import type { OrderSerials } from '../../../shared/schemas/warranty-desk.ts';
import type { orders } from '../../db/schema.ts';
import type { soldUnits } from '../../db/schema-warranty.ts';
import type { RowOf } from '../../db/rows.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { addTimelineStep } from '../order-life/index.ts';
import { orderSerials, serialLinesOf } from './order-serials.ts';
import { insertLiveUnits, releaseReturnedSerials } from './serial-units.ts';

// Recording an order's serials at packing (docs/product.md#warranty-desk): one per unit of a
// tracked line, all of a request or none. A changed or removed serial is a correction: it
// needs a note, which the order's timeline keeps.

export interface SerialsRequest {
  lines: { lineNo: number; serials: string[] }[];
  note?: string | undefined;
}

interface Change {
  lineNo: number;
  name: string;
  unitNo: number;
  from: string;
  to: string | null;
}

const CLOSED: readonly OrderStatus[] = ['cancelled', 'returned'];
const SENT: readonly OrderStatus[] = ['shipped', 'delivered'];

/** The same serial given for two units of the request: 409 naming it. */
function refuseRepeats(request: SerialsRequest) {
  const seen = new Set<string>();
  for (const serial of request.lines.flatMap((line) => line.serials)) {
    if (seen.has(serial)) {
      throw new HttpError(409, `Serial ${serial} is given for two units: each unit has its own.`);
    }
    seen.add(serial);
  }
}

export async function recordSerials(
  pool: pg.Pool,
  orderId: string,
  request: SerialsRequest,
  staff: AuthUser,
): Promise<OrderSerials> {
  refuseRepeats(request);
  return inTransaction(pool, async (client) => {
    // The order's row is held, so two saves of one order apply one after the other.
    const { rows } = await client.query<RowOf<typeof orders, 'status'>>(
      'select status from orders where id = $1 for no key update',
      [orderId],
    );
    const order = rows[0];
    if (!order) throw new HttpError(404, 'No order with this id.');
    if (CLOSED.includes(order.status)) {
      throw new HttpError(
        409,
        `This order is ${order.status}: its units have no serials to record.`,
      );
    }
    const lines = await serialLinesOf(client, orderId);
    const changes: Change[] = [];
    const added: { lineNo: number; unitNo: number; productId: string; serial: string }[] = [];
    for (const asked of request.lines) {
      const line = lines.find((l) => l.lineNo === asked.lineNo);
      if (!line) throw new HttpError(422, `This order has no line ${asked.lineNo}.`);
      if (!line.serialTracked && asked.serials.length > 0) {
        throw new HttpError(
          422,
          `${line.name} is not sold with serial numbers (line ${line.lineNo}).`,
        );
      }
      if (asked.serials.length > line.quantity) {
        throw new HttpError(
          422,
          `${line.name} has ${line.quantity} unit${line.quantity === 1 ? '' : 's'}: ${asked.serials.length} serials were given.`,
        );
      }
      const unitCount = Math.max(asked.serials.length, line.serials.length);
      for (let index = 0; index < unitCount; index++) {
        const from = line.serials[index];
        const to = asked.serials[index] ?? null;
        if (from === to) continue;
        if (from !== undefined) {
          changes.push({ lineNo: line.lineNo, name: line.name, unitNo: index + 1, from, to });
        }
        if (to !== null) {
          added.push({
            lineNo: line.lineNo,
            unitNo: index + 1,
            productId: line.productId,
            serial: to,
          });
        }
      }
    }
    if (changes.length > 0) {
      if (!request.note) {
        throw new HttpError(
          422,
          `Changing a recorded serial (${changes[0]?.from}) needs a note saying why.`,
          { note: 'Say why the serial is corrected' },
        );
      }
      if (changes.some((change) => change.to === null) && SENT.includes(order.status)) {
        throw new HttpError(
          409,
          `This order is ${order.status}: a serial can be corrected, not removed.`,
        );
      }
      await endUnits(client, orderId, changes);
      await addTimelineStep(
        client,
        orderId,
        order.status,
        { role: 'admin', id: staff.id, name: staff.name },
        correctionNote(changes, request.note),
      );
    }
    await releaseReturnedSerials(
      client,
      added.map((unit) => unit.serial),
    );
    await insertLiveUnits(
      client,
      added.map((unit) => ({ ...unit, orderId, recordedBy: staff.id })),
    );
    return orderSerials(client, orderId);
  });
}

/**
 * Marks the changed units' records corrected, first, so serials may move between units of
 * the order in one save. A unit under a warranty claim keeps its record: its claim names it.
 */
async function endUnits(client: pg.ClientBase, orderId: string, changes: readonly Change[]) {
  const { rows } = await client.query<
    RowOf<typeof soldUnits, 'serial'> & {
      /** Whether a warranty claim names the unit's first sale. */
      claimed: boolean;
    }
  >(
    `update sold_units u set state = 'corrected', ended_at = now()
       from unnest($2::int[], $3::int[]) as c(line_no, unit_no)
      where u.order_id = $1 and u.line_no = c.line_no and u.unit_no = c.unit_no
        and u.state = 'sold'
     returning u.serial, exists (select 1 from warranty_claims w
       where w.origin_unit_id = coalesce(u.origin_unit_id, u.id)) as claimed`,
    [orderId, changes.map((c) => c.lineNo), changes.map((c) => c.unitNo)],
  );
  const claimed = rows.find((row) => row.claimed);
  if (claimed) {
    throw new HttpError(
      409,
      `Serial ${claimed.serial} has a warranty claim: it cannot be corrected on the order.`,
    );
  }
}

function correctionNote(changes: readonly Change[], note: string): string {
  const each = changes.map(
    (c) =>
      `${c.name} unit ${c.unitNo}: ${c.from} ${c.to === null ? 'removed' : `corrected to ${c.to}`}`,
  );
  return `Serial ${each.join('; ')}. ${note}`;
}
