import { Column, is, SQL, StringChunk } from 'drizzle-orm';
import { getTableConfig, PgTable, type IndexedColumn } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as buildsSchema from './schema-builds.ts';
import * as catalogueSchema from './schema-catalogue.ts';
import * as checkoutSchema from './schema-checkout.ts';
import * as couponsSchema from './schema-coupons.ts';
import * as couriersSchema from './schema-couriers.ts';
import * as deliverySchema from './schema-delivery.ts';
import * as mailedLinksSchema from './schema-mailed-links.ts';
import * as noticesSchema from './schema-notices.ts';
import * as stockAlertsSchema from './schema-stock-alerts.ts';
import * as ordersSchema from './schema-orders.ts';
import * as paymentsSchema from './schema-payments.ts';
import * as phoneCodesSchema from './schema-phone-codes.ts';
import * as searchSchema from './schema-search.ts';
import * as mainSchema from './schema.ts';
import * as warrantySchema from './schema-warranty.ts';

// The declarations (src/server/db/schema*.ts) and a migrated database, described the same
// way so that the two can be compared line by line. Names of primary keys, unique
// constraints and foreign keys are left out: the migrations name them as PostgreSQL does,
// the declarations need not; what they cover and do is compared instead.

const SCHEMA_MODULES = [
  mainSchema,
  ordersSchema,
  catalogueSchema,
  searchSchema,
  checkoutSchema,
  couponsSchema,
  deliverySchema,
  paymentsSchema,
  couriersSchema,
  noticesSchema,
  stockAlertsSchema,
  mailedLinksSchema,
  buildsSchema,
  phoneCodesSchema,
  warrantySchema,
];

// Once each: schema.ts and schema-checkout.ts re-export the orders tables they used to declare.
export const declaredTables: PgTable[] = [
  ...new Set(
    SCHEMA_MODULES.flatMap((module) =>
      Object.values(module).filter((value): value is PgTable => is(value, PgTable)),
    ),
  ),
];

/** One line per fact, `table: what`, so a difference reads as a sentence. */
export type SchemaFacts = string[];

type DefaultKind = 'none' | 'identity' | 'generated' | `default ${string}`;

function columnFact(
  table: string,
  name: string,
  type: string,
  notNull: boolean,
  defaultKind: DefaultKind,
) {
  return `${table}.${name}: ${type}${notNull ? ' not null' : ''}${defaultKind === 'none' ? '' : ` ${defaultKind}`}`;
}

// A default's text without casts, spaces and case, as PostgreSQL's and drizzle's differ in those.
function normalDefault(text: string): string {
  return text
    .replace(/::[a-z0-9_ ]+(\[\])?/gi, '')
    .replace(/\s+/g, '')
    .toLowerCase();
}

function sqlText(value: SQL): string | undefined {
  let text = '';
  for (const chunk of value.queryChunks) {
    if (is(chunk, StringChunk)) text += chunk.value.join('');
    else if (is(chunk, Column)) text += chunk.name;
    else if (is(chunk, SQL)) {
      const inner = sqlText(chunk);
      if (inner === undefined) return undefined;
      text += inner;
    } else return undefined;
  }
  return text;
}

function declaredDefault(column: Column): DefaultKind {
  if (column.generatedIdentity) return 'identity';
  if (column.generated) return 'generated';
  const value: unknown = column.default;
  if (value === undefined) return 'none';
  if (is(value, SQL)) {
    // `default(sql\`null\`)` declares a column a trigger fills (the insert may leave it
    // out); in the database that is a column without a default.
    const text = normalDefault(sqlText(value) ?? '?');
    return text === 'null' ? 'none' : `default ${text}`;
  }
  if (typeof value === 'string') return `default ${normalDefault(`'${value}'`)}`;
  if (typeof value === 'object') return `default ${normalDefault(`'${JSON.stringify(value)}'`)}`;
  // A number or a boolean, written as PostgreSQL writes it.
  return `default ${normalDefault(JSON.stringify(value))}`;
}

const SERIAL_TYPES: Record<string, string> = {
  smallserial: 'smallint',
  serial: 'integer',
  bigserial: 'bigint',
};

// A serial column is, in the database, an integer whose default draws from its sequence.
function declaredColumn(table: string, column: Column): [string, string, boolean, DefaultKind] {
  const type = column.getSQLType();
  const integerType = SERIAL_TYPES[type];
  if (integerType) {
    return [
      column.name,
      integerType,
      column.notNull,
      `default nextval('${table}_${column.name}_seq')`,
    ];
  }
  return [column.name, type, column.notNull, declaredDefault(column)];
}

// An index key as the database reports it: a column's name (whatever operator class it
// uses), or "expression".
function declaredIndexKey(key: Partial<IndexedColumn | SQL>): string {
  if (is(key, Column)) return key.name;
  if (is(key, SQL)) {
    const text = sqlText(key)?.trim();
    const match = text?.match(/^"?([a-z_0-9]+)"?( [a-z_0-9]+)?$/);
    return match ? match[1]! : 'expression';
  }
  return (key as Partial<IndexedColumn>).name ?? 'expression';
}

function fkFact(
  table: string,
  columns: string[],
  target: string,
  targetColumns: string[],
  onDelete: string,
) {
  return `${table}: foreign key (${columns.join(', ')}) references ${target} (${targetColumns.join(', ')}) on delete ${onDelete}`;
}

export function declaredFacts(): SchemaFacts {
  const facts: string[] = [];
  for (const table of declaredTables) {
    const config = getTableConfig(table);
    const name = config.name;
    facts.push(`${name}: table`);
    const primary = config.columns.filter((c) => c.primary).map((c) => c.name);
    for (const key of config.primaryKeys) primary.push(...key.columns.map((c) => c.name));
    if (primary.length > 0) facts.push(`${name}: primary key (${primary.join(', ')})`);
    for (const column of config.columns) {
      facts.push(columnFact(name, ...declaredColumn(name, column)));
      if (column.isUnique) facts.push(`${name}: unique (${column.name})`);
    }
    for (const unique of config.uniqueConstraints) {
      facts.push(`${name}: unique (${unique.columns.map((c) => c.name).join(', ')})`);
    }
    for (const index of config.indexes) {
      const c = index.config;
      facts.push(
        `${name}: ${c.unique ? 'unique ' : ''}index ${c.name} using ${c.method ?? 'btree'} (${c.columns
          .map(declaredIndexKey)
          .join(', ')})${c.where ? ' partial' : ''}`,
      );
    }
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      facts.push(
        fkFact(
          name,
          ref.columns.map((c) => c.name),
          getTableConfig(ref.foreignTable).name,
          ref.foreignColumns.map((c) => c.name),
          fk.onDelete ?? 'no action',
        ),
      );
    }
    for (const constraint of config.checks) facts.push(`${name}: check ${constraint.name}`);
  }
  return facts.sort();
}

const ON_DELETE: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};

/** The same facts read from the database's catalogue (its public schema only). */
export async function databaseFacts(pool: pg.Pool): Promise<SchemaFacts> {
  const facts: string[] = [];
  const tables = await pool.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')`,
  );
  for (const { name } of tables.rows) facts.push(`${name}: table`);

  const columns = await pool.query<{
    table: string;
    name: string;
    type: string;
    not_null: boolean;
    identity: string;
    generated: string;
    default: string | null;
  }>(
    `select c.relname as table, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
            a.attnotnull as not_null, a.attidentity as identity, a.attgenerated as generated,
            pg_get_expr(d.adbin, d.adrelid) as default
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid
     join pg_namespace n on n.oid = c.relnamespace
     left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`,
  );
  for (const column of columns.rows) {
    const kind: DefaultKind = column.identity
      ? 'identity'
      : column.generated
        ? 'generated'
        : column.default === null
          ? 'none'
          : `default ${normalDefault(column.default)}`;
    facts.push(columnFact(column.table, column.name, column.type, column.not_null, kind));
  }

  const constraints = await pool.query<{
    table: string;
    name: string;
    type: string;
    columns: string[];
    target: string | null;
    target_columns: string[] | null;
    on_delete: string;
  }>(
    `select c.relname as table, k.conname as name, k.contype as type,
            array(select a.attname from unnest(k.conkey) with ordinality as u(attnum, i)
                  join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum
                  order by u.i)::text[] as columns,
            t.relname as target,
            array(select a.attname from unnest(k.confkey) with ordinality as u(attnum, i)
                  join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.attnum
                  order by u.i)::text[] as target_columns,
            k.confdeltype as on_delete
     from pg_constraint k
     join pg_class c on c.oid = k.conrelid
     join pg_namespace n on n.oid = c.relnamespace
     left join pg_class t on t.oid = k.confrelid
     where n.nspname = 'public' and k.contype in ('p', 'u', 'f', 'c')`,
  );
  for (const k of constraints.rows) {
    if (k.type === 'p') facts.push(`${k.table}: primary key (${k.columns.join(', ')})`);
    else if (k.type === 'u') facts.push(`${k.table}: unique (${k.columns.join(', ')})`);
    else if (k.type === 'c') facts.push(`${k.table}: check ${k.name}`);
    else {
      facts.push(
        fkFact(k.table, k.columns, k.target!, k.target_columns ?? [], ON_DELETE[k.on_delete]!),
      );
    }
  }

  // Indexes of their own: those behind a primary key or unique constraint are above.
  const indexes = await pool.query<{
    table: string;
    name: string;
    unique: boolean;
    method: string;
    keys: string[];
    partial: boolean;
  }>(
    `select c.relname as table, i.relname as name, x.indisunique as unique, m.amname as method,
            array(select coalesce(a.attname, 'expression')
                  from unnest(x.indkey::int2[]) with ordinality as u(attnum, n)
                  left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = u.attnum
                  where u.n <= x.indnkeyatts
                  order by u.n)::text[] as keys,
            x.indpred is not null as partial
     from pg_index x
     join pg_class i on i.oid = x.indexrelid
     join pg_class c on c.oid = x.indrelid
     join pg_namespace n on n.oid = c.relnamespace
     join pg_am m on m.oid = i.relam
     where n.nspname = 'public'
       and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)`,
  );
  for (const index of indexes.rows) {
    facts.push(
      `${index.table}: ${index.unique ? 'unique ' : ''}index ${index.name} using ${index.method} (${index.keys.join(', ')})${index.partial ? ' partial' : ''}`,
    );
  }
  return facts.sort();
}

const factOf = (difference: string) => difference.slice(difference.indexOf(': ') + 2);

/** What only the database has ("+ in the database") and what only the declarations have. */
export function schemaDifferences(declared: SchemaFacts, database: SchemaFacts): string[] {
  const inDeclarations = new Set(declared);
  const inDatabase = new Set(database);
  return [
    ...database
      .filter((fact) => !inDeclarations.has(fact))
      .map((fact) => `+ in the database only: ${fact}`),
    ...declared
      .filter((fact) => !inDatabase.has(fact))
      .map((fact) => `- in the declarations only: ${fact}`),
  ].sort((a, b) => factOf(a).localeCompare(factOf(b)));
}
