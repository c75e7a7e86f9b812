import type pg from 'pg';
import type { Address } from '../../../shared/schemas/address.ts';
import { MAX_ADDRESSES } from '../../../shared/schemas/address.ts';
import type { RowOf } from '../../db/rows.ts';
import type { addresses } from '../../db/schema-checkout.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { canonicalDistrict } from './district.ts';

/** A saved address as it is sent, after the schema (the phone in its local form). */
export interface AddressFields {
  label?: string;
  name: string;
  phone: string;
  district: string;
  area: string;
  line: string;
  isDefault?: boolean;
}

type AddressRow = RowOf<
  typeof addresses,
  'id' | 'label' | 'name' | 'phone' | 'district' | 'area' | 'line' | 'is_default'
>;

const toAddress = (row: AddressRow): Address => ({
  _id: row.id,
  label: row.label,
  name: row.name,
  phone: row.phone,
  district: row.district,
  area: row.area,
  line: row.line,
  isDefault: row.is_default,
});

const COLUMNS = 'id, label, name, phone, district, area, line, is_default';

/** The default address first, then the newest. */
export async function listAddresses(pool: pg.Pool, userId: string): Promise<Address[]> {
  const { rows } = await pool.query<AddressRow>(
    `select ${COLUMNS} from addresses where user_id = $1
      order by is_default desc, created_at desc, id`,
    [userId],
  );
  return rows.map(toAddress);
}

/** Saves an address; the customer's first one, or one sent with isDefault, is the default. */
export async function addAddress(
  pool: pg.Pool,
  userId: string,
  fields: AddressFields,
): Promise<Address> {
  const district = canonicalDistrict(fields.district, 'district');
  return inTransaction(pool, async (client) => {
    await client.query('select 1 from users where id = $1 for no key update', [userId]);
    const saved = await countSaved(client, userId);
    if (saved >= MAX_ADDRESSES) {
      throw new HttpError(409, `You have ${MAX_ADDRESSES} saved addresses, the most we keep.`);
    }
    return insertAddress(client, userId, { ...fields, district }, saved === 0);
  });
}

/** The SQL of the address an order went to: parameters or literals of the caller's statement. */
export interface KeptAddressSql {
  userId: string;
  name: string;
  phone: string;
  /** The canonical district name. */
  district: string;
  area: string;
  line: string;
}

/**
 * Keeps the address an order went to, as common table expressions (address_book,
 * address_kept) for the statement that finishes the order's transaction (checkout's
 * `saveAddress`): nothing is added when the book already holds it (the same name, phone,
 * district, area and street, ignoring case and spacing) or is full, since an order is never
 * refused for its address book. The caller holds the customer's lock (order placement
 * takes it), so the book cannot change under the statement; the first address kept is
 * the default.
 */
export function keptAddressQuery(sql: KeptAddressSql): string {
  return `address_book as (
    select phone, district, name, area, line from addresses where user_id = ${sql.userId}
  ), address_kept as (
    insert into addresses (user_id, label, name, phone, district, area, line, is_default)
    select ${sql.userId}, '', ${sql.name}, ${sql.phone}, ${sql.district}, ${sql.area},
      ${sql.line}, (select count(*) from address_book) = 0
     where (select count(*) from address_book) < ${MAX_ADDRESSES}
       and not exists (select 1 from address_book where phone = ${sql.phone}
         and district = ${sql.district} and ${same('name', sql.name)}
         and ${same('area', sql.area)} and ${same('line', sql.line)})
  )`;
}

const same = (column: string, value: string) =>
  `lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g')) =
     lower(regexp_replace(btrim(${value}::text), '\\s+', ' ', 'g'))`;

async function countSaved(client: pg.ClientBase, userId: string): Promise<number> {
  const { rows } = await client.query<{ saved: number }>(
    'select count(*)::int as saved from addresses where user_id = $1',
    [userId],
  );
  return rows[0]?.saved ?? 0;
}

/** Writes an address whose district is canonical; the first one saved is the default. */
async function insertAddress(
  client: pg.ClientBase,
  userId: string,
  fields: AddressFields,
  first: boolean,
): Promise<Address> {
  const isDefault = first || fields.isDefault === true;
  if (isDefault) await clearDefault(client, userId);
  const { rows } = await client.query<AddressRow>(
    `insert into addresses (user_id, label, name, phone, district, area, line, is_default)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${COLUMNS}`,
    [
      userId,
      fields.label ?? '',
      fields.name,
      fields.phone,
      fields.district,
      fields.area,
      fields.line,
      isDefault,
    ],
  );
  return toAddress(rows[0] as AddressRow);
}

/** Replaces a saved address; isDefault: true makes it the default (false keeps it as it was). */
export async function updateAddress(
  pool: pg.Pool,
  userId: string,
  id: string,
  fields: AddressFields,
): Promise<Address> {
  const district = canonicalDistrict(fields.district, 'district');
  return inTransaction(pool, async (client) => {
    await client.query('select 1 from users where id = $1 for no key update', [userId]);
    if (fields.isDefault === true) await clearDefault(client, userId, id);
    const { rows } = await client.query<AddressRow>(
      `update addresses set label = $3, name = $4, phone = $5, district = $6, area = $7,
              line = $8, is_default = is_default or $9
        where id = $1 and user_id = $2 returning ${COLUMNS}`,
      [
        id,
        userId,
        fields.label ?? '',
        fields.name,
        fields.phone,
        district,
        fields.area,
        fields.line,
        fields.isDefault === true,
      ],
    );
    if (!rows[0]) throw new HttpError(404, 'No saved address with this id.');
    return toAddress(rows[0]);
  });
}

/** Deletes a saved address; when it was the default, the newest other one becomes it. */
export async function deleteAddress(pool: pg.Pool, userId: string, id: string): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query('select 1 from users where id = $1 for no key update', [userId]);
    const { rows } = await client.query<{ is_default: boolean }>(
      'delete from addresses where id = $1 and user_id = $2 returning is_default',
      [id, userId],
    );
    if (!rows[0]) throw new HttpError(404, 'No saved address with this id.');
    if (rows[0].is_default) {
      await client.query(
        `update addresses set is_default = true where id = (
           select id from addresses where user_id = $1 order by created_at desc, id limit 1)`,
        [userId],
      );
    }
  });
}

async function clearDefault(client: pg.ClientBase, userId: string, except?: string) {
  await client.query(
    'update addresses set is_default = false where user_id = $1 and is_default and id <> $2',
    [userId, except ?? '00000000-0000-0000-0000-000000000000'],
  );
}
