import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { NAMED_BY_TEXT, type Db } from './client.ts';

/**
 * How a statement's builder puts a value into it: `inline` binds the value itself (the
 * statement is rendered for these values); a `BoundValues` binds a named placeholder, so the
 * rendered statement is the same text for any values of the same shape and can be kept.
 */
export type Bind = <T>(value: T) => T | Placeholder;

/** The value itself: what every builder does unless it is asked to keep its statement. */
export const inline: Bind = (value) => value;

/** Placeholders named in the order they are bound, and the values to fill them with. */
export class BoundValues {
  readonly values: Record<string, unknown> = {};
  private count = 0;

  readonly bind: Bind = (value) => {
    const name = `v${this.count++}`;
    this.values[name] = value;
    return sql.placeholder(name);
  };
}

/**
 * What decides a statement's text when every value in it is bound: each string or number
 * becomes its type, arrays keep their length and objects their keys. Booleans stay, since a
 * builder adds a condition for one rather than binding it. Strings that choose SQL (a sort
 * order) must be given to the key beside this, as they are.
 */
export function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') {
    return Object.keys(value)
      .sort()
      .map((key) => [key, shapeOf((value as Record<string, unknown>)[key])]);
  }
  return typeof value === 'boolean' ? value : typeof value;
}

/**
 * Statements kept for each pool of connections (a prepared statement runs on the pool it was
 * made for), by their shape's key, at most `limit` a pool (then all of that pool's are
 * dropped and made again as they are asked for): the shapes shoppers ask are a few dozen.
 */
export class KeptStatements<T> {
  private readonly byPool = new WeakMap<Db, Map<string, T>>();

  constructor(private readonly limit: number) {}

  get(db: Db, key: string, make: () => T): T {
    let kept = this.byPool.get(db);
    if (!kept) {
      kept = new Map();
      this.byPool.set(db, kept);
    }
    let statement = kept.get(key);
    if (statement === undefined) {
      if (kept.size >= this.limit) kept.clear();
      statement = make();
      kept.set(key, statement);
    }
    return statement;
  }
}

const dialect = new PgDialect();

/**
 * A `sql` template prepared as the builder's queries are: rendered once, here, named by its
 * text (planned once per connection, decision 100), and run with `execute(values)` for its
 * placeholders' values. Its rows come back as PostgreSQL names them.
 */
export function prepareSql<Row extends Record<string, unknown>>(db: Db, query: SQL) {
  return db._.session.prepareQuery<PreparedQueryConfig & { execute: pg.QueryResult<Row> }>(
    dialect.sqlToQuery(query),
    undefined,
    NAMED_BY_TEXT,
    false,
  );
}
