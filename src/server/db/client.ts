import { createHash } from 'node:crypto';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

// node-postgres hands bigint (count(*)) back as text; counts here always fit a number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * How long an unused connection stays open. node-postgres closes one after 10 s; a new one
 * costs PostgreSQL a process, and each of the shop's named statements (the order's insert,
 * the products' lock) is parsed and planned again on it, so traffic coming in bursts
 * a little apart paid that on every burst. The pool is small (DATABASE_POOL_SIZE).
 */
const IDLE_CONNECTION_MS = 5 * 60_000;

/**
 * Planner settings every connection of the shop starts with. The catalogue the searches read
 * is held in memory, where a page read at random costs about what a page read in order does;
 * at PostgreSQL's default (4) the planner reads every product to find a broad query's
 * 1,400 rather than fetch them through the search index, at about twice the CPU
 * (decision 096). A named statement is planned once per connection and that plan kept
 * (`plan_cache_mode`): a search's statement is named by its text, and planning it afresh
 * cost a fifth of its time (decision 100); unnamed statements are planned every time as
 * before. Sent at connection start: no round trip per statement.
 */
export const PLANNER_OPTIONS = '-c random_page_cost=1.1 -c plan_cache_mode=force_generic_plan';

/**
 * The name a statement is prepared under on each connection: from its text, so the same
 * text is parsed and planned once per connection, and two texts never share a name.
 */
export function statementNameOf(text: string): string {
  return `text_${createHash('sha1').update(text).digest('base64url')}`;
}

/**
 * The name a statement is given to be prepared under `statementNameOf` its text: Drizzle's
 * `prepare(NAMED_BY_TEXT)` builds the statement once, and the shop's connections put the
 * name made from its text in its place (`TextNamingClient`), where building it again only to
 * learn its text cost a third of a search's time in the shop (decision 100).
 */
export const NAMED_BY_TEXT = 'named-by-text';

/** A query as node-postgres is given it, with NAMED_BY_TEXT replaced by its text's name. */
export function withTextName<T>(config: T): T {
  const query = config as { name?: unknown; text?: unknown } | null;
  if (typeof query !== 'object' || query?.name !== NAMED_BY_TEXT) return config;
  return { ...config, name: statementNameOf(String(query.text)) };
}

/** The shop's connections: node-postgres's, naming by text what asks for it. */
export class TextNamingClient extends pg.Client {}
Object.defineProperty(TextNamingClient.prototype, 'query', {
  value(this: pg.Client, config: unknown, ...rest: unknown[]): unknown {
    return (pg.Client.prototype.query as (...args: unknown[]) => unknown).call(
      this,
      withTextName(config),
      ...rest,
    );
  },
});

/** A connection's settings with the shop's planner settings added to any options it has (an
 *  `options` parameter in a connection string replaces them: node-postgres reads it last). */
export function withPlannerOptions<T extends pg.ClientConfig>(settings: T): T {
  const options = [settings.options, PLANNER_OPTIONS].filter(Boolean).join(' ');
  return { ...settings, options };
}

export function connectDatabase(connection: string | pg.PoolConfig, poolSize = 10): Database {
  const settings = typeof connection === 'string' ? { connectionString: connection } : connection;
  const pool = new pg.Pool({
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    ...withPlannerOptions(settings),
    max: poolSize,
    Client: TextNamingClient,
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  // Nor one checked out (its query fails and says why; the notice queue checks for this).
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
