import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { drizzle, type NodePgClient, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';

/** The pool, or the connection of the caller's transaction. */
export type Queryable = pg.Pool | pg.ClientBase;

/**
 * Drizzle's builder on the caller's pool or connection, so that its statements run in the
 * caller's transaction. Drizzle sends them through the client's `query`, which every
 * connection has (it begins no transaction of its own on one).
 */
export function builderOn(db: Queryable): NodePgDatabase {
  return drizzle(db as NodePgClient);
}

/**
 * `column = any(values)`, the values sent as one array parameter however many there are (a
 * serials file's thousands), where `inArray` would send one parameter each.
 */
export function isAnyOf(column: SQLWrapper, values: readonly unknown[]): SQL {
  return sql`${column} = any(${sql.param(values)})`;
}
