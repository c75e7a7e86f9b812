import type pg from 'pg';
import type { StockReason } from '../../../shared/schemas/stock.ts';
import type { TableRow } from '../../db/rows.ts';
import type { ActorRole, stockLedger } from '../../db/schema-checkout.ts';

// The one owner of stock. Every change of a product's stock (an order, a cancel, an
// admin's adjustment or goods received) is a call of the database function change_stocks
// (db/functions) through this module, which moves the stock unless that would take it
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

/** A ledger row as the database names it (change_stocks answers whole rows). */
export type LedgerRow = TableRow<typeof stockLedger>;

/** The SQL of a change_stocks call's arguments: parameters or expressions of the caller's. */
export interface StockMovesSql {
  productIds: string;
  changes: string;
  reason: string;
  orderId: string;
  actorRole: string;
  actorId: string;
  actorName: string;
  note: string;
  /** Rows the arguments read (a CTE of the caller's statement), joined before the moves. */
  from?: string;
}

/**
 * A query applying moves through change_stocks, answering their ledger rows in the moves'
 * order: for a statement that writes other rows in the same round trip (placing an order
 * writes the order and takes its stock in one). As for changeStock, fewer rows than moves
 * means a move was refused and the transaction must roll back.
 */
export function stockMovesQuery(sql: StockMovesSql): string {
  return `select l.* from ${sql.from ? `${sql.from}, ` : ''}
    change_stocks(${sql.productIds}::uuid[], ${sql.changes}::int[], ${sql.reason},
      ${sql.orderId}, ${sql.actorRole}, ${sql.actorId}, ${sql.actorName}, ${sql.note}) as l
    order by l.entry_no`;
}

const CHANGE_STOCK = stockMovesQuery({
  productIds: '$1',
  changes: '$2',
  reason: '$3',
  orderId: '$4',
  actorRole: '$5',
  actorId: '$6',
  actorName: '$7',
  note: '$8',
});

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
    name: 'change_stocks',
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
