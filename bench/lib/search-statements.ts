import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { TextNamingClient, withTextName, type Db } from '../../src/server/db/client.ts';
import * as schema from '../../src/server/db/schema.ts';
import {
  listProducts,
  productListFilter,
} from '../../src/server/features/products/products.repository.ts';
import { searchWordsOf } from '../../src/server/features/search/index.ts';
import { suggestionsFor } from '../../src/server/features/search/suggestions.ts';
import { productListQuerySchema } from '../../src/shared/schemas/product.ts';

// The statements the shop runs for one search or suggestion, asked of the shop's own code
// (the products list and the suggestions, with the query's words already kept in memory, as
// a running shop has them), for the bare search server to run the same. There is no second
// copy of any statement: a change to the shop's SQL is a change to the baseline's.

/**
 * Stands for the part of a request that differs from one request to the next (the price
 * ceiling of a search, the part number typed in a suggestion); the bare server puts the
 * request's own value wherever it appears in a captured statement's parameters.
 */
export const HOLE = '98765432';

export interface Statement {
  text: string;
  params: unknown[];
  /** The name the shop prepares it under, when it does. */
  name?: string;
}

export interface SearchStatements {
  hole: string;
  /** By "<path> <q>" (searches) or "<path> <q up to its trailing number><HOLE>" (suggestions). */
  templates: Record<string, Statement[]>;
}

/**
 * Captures the statements of each search query (with a price ceiling of HOLE) and of each
 * suggestion prefix (followed by HOLE). Each is asked twice and the second asking kept: the
 * first looks the query's words up, which a running shop has done long before.
 */
export async function captureSearchStatements(
  connection: pg.ClientConfig,
  searches: readonly string[],
  suggestionPrefixes: readonly string[],
): Promise<SearchStatements> {
  // The shop's connections, which name a statement by its text when it asks (decision 100).
  const pool = new pg.Pool({ ...connection, max: 1, Client: TextNamingClient });
  let recorded: Statement[] = [];
  // As node-postgres is asked: the text, its values and the name of a statement the shop
  // prepares (planned once per connection), for the bare server to ask the same way.
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown[]) => unknown;
  pool.query = ((config: pg.QueryConfig | string, values?: unknown[]) => {
    const { text, name } =
      typeof config === 'string' ? { text: config, name: undefined } : withTextName(config);
    recorded.push({ text, params: values ?? [], ...(name && { name }) });
    return query(config, values);
  }) as typeof pool.query;
  const db: Db = drizzle(pool, { schema });
  // As in the shop while its change notices arrive: words looked up once, then kept.
  searchWordsOf(db).setTrusted(true);
  const statementsOf = async (ask: () => Promise<unknown>) => {
    await ask();
    const statements: Statement[] = [];
    recorded = statements;
    await ask();
    recorded = [];
    return statements;
  };
  const templates: Record<string, Statement[]> = {};
  try {
    for (const q of searches) {
      // What the products route makes of `?q=<q>&maxPrice=<HOLE>`.
      const filter = productListFilter(productListQuerySchema.parse({ q, maxPrice: HOLE }));
      templates[`/api/product ${q}`] = await statementsOf(() => listProducts(db, filter));
    }
    for (const prefix of suggestionPrefixes) {
      templates[`/api/search/suggest ${prefix}${HOLE}`] = await statementsOf(() =>
        suggestionsFor(db, `${prefix}${HOLE}`),
      );
    }
  } finally {
    await pool.end();
  }
  return { hole: HOLE, templates };
}
