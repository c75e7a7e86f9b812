import type pg from 'pg';
import type { StockReason } from '../../../shared/schemas/stock.ts';
import type { TableRow } from '../../db/rows.ts';
import type { ActorRole, stockLedger } from '../../db/schema-checkout.ts';

// The one owner of stock. Every change of a product's stock (an order, a cancel, an
// admin's adjustment or goods received) is a call of the database function change_stock
// (migration 0010) through this module, which moves the stock unless that would take it
// below zero and writes the ledger row with the stock after, in the caller's
// transaction. A new product's stock is its `initial` entry (a trigger on insert).
// Hence, for every product: stock = the sum of its ledger's changes, never below zero.

/** Who changed stock: a customer (an order, their cancel), an admin, or the shop itself. */
export interface StockActor {
  role: ActorRole;
  id: string | null;
  name: string | null;
}

/** One product's signed change: negative takes units off the shelf. */
export interface StockMove {
  productId: string;
  change: number;
}

/** Why the moves happen, shared by all moves of one call. */
export interface StockCause {
  reason: StockReason;
  orderId?: string | null;
  note?: string | null;
}

/** A ledger row as the database names it (change_stock answers whole rows). */
export type LedgerRow = TableRow<typeof stockLedger>;

const CHANGE_STOCK = `select l.* from unnest($1::uuid[], $2::int[]) with ordinality as m(product_id, change, n)
  cross join lateral change_stock(m.product_id, m.change, $3, $4, $5, $6, $7, $8) as l
  order by m.n`;

/**
 * Applies the moves in one statement, in the order given (callers that move several
 * products pass them sorted by id, the order every transaction locks them in). Answers
 * the ledger rows written, or null when a move would take a product below zero or names
 * no product: the caller must then roll its transaction back, as other moves of the call
 * may have applied.
 */
export async function changeStock(
  client: pg.ClientBase,
  cause: StockCause,
  moves: readonly StockMove[],
  actor: StockActor,
): Promise<LedgerRow[] | null> {
  if (moves.length === 0) return [];
  const { rows } = await client.query<LedgerRow>({
    name: 'change_stock',
    text: CHANGE_STOCK,
    values: [
      moves.map((move) => move.productId),
      moves.map((move) => move.change),
      cause.reason,
      cause.orderId ?? null,
      actor.role,
      actor.id,
      actor.name,
      cause.note ?? null,
    ],
  });
  return rows.length === moves.length ? rows : null;
}

/** Moves that add up one product's units per product, sorted by id (the locking order). */
export function movesByProduct(
  lines: readonly { productId: string; quantity: number }[],
  sign: 1 | -1,
): { productId: string; change: number }[] {
  const units = new Map<string, number>();
  for (const { productId, quantity } of lines) {
    units.set(productId, (units.get(productId) ?? 0) + quantity);
  }
  return [...units.keys()].sort().map((productId) => ({
    productId,
    change: sign * (units.get(productId) ?? 0),
  }));
}
