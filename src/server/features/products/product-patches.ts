import { getTableColumns } from 'drizzle-orm';
import type pg from 'pg';
import { products } from '../../db/schema.ts';
import { toColumns, type ParsedPatch } from './products.admin.service.ts';

// Many products' patches in a few statements (a catalogue import of thousands of rows): the
// patches that set the same columns go in one UPDATE ... FROM jsonb_to_recordset. Setting only
// the columns a patch changes matters beyond the statement count: the products triggers that
// watch columns (the search document, the price history) fire only where those are set.

export interface ProductPatchOf {
  id: string;
  patch: ParsedPatch;
}

const COLUMNS = getTableColumns(products);
type Key = keyof typeof COLUMNS;

/** Applies every patch to its product (removed products are left alone); answers the rows written. */
export async function writeProductPatches(
  client: pg.ClientBase,
  patches: readonly ProductPatchOf[],
): Promise<number> {
  const groups = new Map<string, { keys: Key[]; rows: Record<string, unknown>[] }>();
  for (const { id, patch } of patches) {
    const columns = toColumns(patch) as Partial<Record<Key, unknown>>;
    const keys = (Object.keys(columns) as Key[]).sort();
    if (keys.length === 0) continue;
    const name = keys.join(',');
    const group = groups.get(name) ?? { keys, rows: [] };
    group.rows.push({ id, ...columns });
    groups.set(name, group);
  }
  let written = 0;
  for (const { keys, rows } of groups.values()) {
    const set = keys.map((key) => `"${COLUMNS[key].name}" = u."${key}"`).join(', ');
    const shape = keys.map((key) => `"${key}" ${COLUMNS[key].getSQLType()}`).join(', ');
    const result = await client.query(
      `update products p set ${set}, updated_at = now()
         from jsonb_to_recordset($1::jsonb) as u(id uuid, ${shape})
        where p.id = u.id and p.deleted_at is null`,
      [JSON.stringify(rows)],
    );
    written += result.rowCount ?? 0;
  }
  return written;
}
