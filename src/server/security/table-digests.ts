import type pg from 'pg';

/**
 * A digest per table that a request may change, to prove that a refused request changed
 * nothing. Rate-limit counters are left out: they are meant to count refusals.
 */
export async function tableDigests(pool: pg.Pool): Promise<Record<string, string>> {
  const digest = (table: string, row = 't::text', order = 't.id') =>
    `(select md5(coalesce(string_agg(${row}, '|' order by ${order}), '')) from ${table} t) as ${table}`;
  const result = await pool.query<Record<string, string>>(
    `select ${[
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
    ].join(', ')}`,
  );
  return result.rows[0] as Record<string, string>;
}

/** The tables whose digest differs between two readings. */
export function changedTables(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  return Object.keys(after).filter((table) => after[table] !== before[table]);
}
