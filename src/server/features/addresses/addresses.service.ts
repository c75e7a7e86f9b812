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

/**
 * Keeps the address an order went to, in the order's transaction (checkout's `saveAddress`):
 * nothing is added when the book already holds it (the same name, phone, district, area and
 * street, ignoring case and spacing) or is full, since an order is never refused for its
 * address book. `fields.district` is the canonical name. The caller holds the customer's
 * lock (order placement takes it), so the book cannot change under this one statement;
 * the first address kept is the default.
 */
export async function keepAddress(
  client: pg.ClientBase,
  userId: string,
  fields: Omit<AddressFields, 'label' | 'isDefault'>,
): Promise<void> {
  await client.query({
    name: 'keep_address',
    text: KEEP_ADDRESS,
    values: [
      userId,
      fields.name,
      fields.phone,
      fields.district,
      fields.area,
      fields.line,
      MAX_ADDRESSES,
    ],
  });
}

const same = (column: string, index: number) =>
  `lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g')) =
     lower(regexp_replace(btrim($${index}::text), '\\s+', ' ', 'g'))`;

const KEEP_ADDRESS = `with book as (
    select phone, district, name, area, line from addresses where user_id = $1
  )
  insert into addresses (user_id, label, name, phone, district, area, line, is_default)
  select $1, '', $2, $3, $4, $5, $6, (select count(*) from book) = 0
   where (select count(*) from book) < $7
     and not exists (select 1 from book where phone = $3 and district = $4
       and ${same('name', 2)} and ${same('area', 5)} and ${same('line', 6)})`;

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
