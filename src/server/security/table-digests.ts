import type pg from 'pg';

/**
 * A digest per table that a request may change, to prove that a refused request changed
 * nothing. Rate-limit counters are left out: they are meant to count refusals.
 */
export async function tableDigests(pool: pg.Pool): Promise<Record<string, string>> {
  return (await readDigests(pool)).digests;
}

/**
 * `tableDigests` for a test that reads them after every one of thousands of requests:
 * they are computed again only when PostgreSQL's snapshot has moved. A snapshot (lowest
 * running transaction, next transaction id, those running) decides which rows a reader
 * sees, and a row is only ever written by a transaction with an id of its own, so an
 * unchanged snapshot sees exactly the rows the last digests were made of.
 */
export function tableDigestReader(pool: pg.Pool): () => Promise<Record<string, string>> {
  let last: { snapshot: string; digests: Record<string, string> } | undefined;
  return async () => {
    if (last) {
      const now = await pool.query<{ snapshot: string }>(
        'select pg_current_snapshot()::text as snapshot',
      );
      if (now.rows[0]?.snapshot === last.snapshot) return last.digests;
    }
    // One statement, one snapshot: the digests are of the rows that snapshot sees.
    last = await readDigests(pool);
    return last.digests;
  };
}

/** Every digest is computed (an md5 over a table's rows), and so is the snapshot's text. */
type DigestRow = Record<string, string> & { snapshot: string };

async function readDigests(pool: pg.Pool) {
  const digest = (table: string, row = 't::text', order = 't.id') =>
    `(select md5(coalesce(string_agg(${row}, '|' order by ${order}), '')) from ${table} t) as ${table}`;
  const result = await pool.query<DigestRow>(
    `select pg_current_snapshot()::text as snapshot, ${[
      digest('users'),
      digest('sessions'),
      digest('products'),
      digest('orders'),
      digest('reviews'),
      digest('images', "t.id || t.mime || t.width || 'x' || t.height"),
      digest('settings', 't::text', 't.key'),
      digest('activity_log'),
      digest('password_resets', 't::text', 't.token_hash'),
      digest('saved_builds'),
      digest('coupons'),
      digest('coupon_uses', 't::text', 't.order_id'),
      digest('shipments', 't::text', 't.order_id'),
    ].join(', ')}`,
  );
  const { snapshot, ...digests } = result.rows[0] as DigestRow;
  return { snapshot, digests };
}

/** The tables whose digest differs between two readings. */
export function changedTables(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  return Object.keys(after).filter((table) => after[table] !== before[table]);
}
