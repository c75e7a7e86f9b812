import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Address } from '../../../shared/schemas/address.ts';
import { MAX_ADDRESSES } from '../../../shared/schemas/address.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { addresses } from '../../db/schema-checkout.ts';
import { HttpError } from '../../http/errors.ts';
import { canonicalDistrict } from './district.ts';

// A customer's address book: plain reads and writes on Drizzle's builder, each change under
// the customer's lock so two at once cannot both take the last place or both be default.

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

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const shown = {
  _id: addresses.id,
  label: addresses.label,
  name: addresses.name,
  phone: addresses.phone,
  district: addresses.district,
  area: addresses.area,
  line: addresses.line,
  isDefault: addresses.isDefault,
};

/** The default address first, then the newest. */
export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  return db
    .select(shown)
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), asc(addresses.id));
}

/** Takes the customer's lock for a change of their book (the account's row, as checkout does). */
async function lockCustomer(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** Saves an address; the customer's first one, or one sent with isDefault, is the default. */
export async function addAddress(db: Db, userId: string, fields: AddressFields): Promise<Address> {
  const district = canonicalDistrict(fields.district, 'district');
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [counted] = await tx
      .select({ saved: count() })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    const saved = counted?.saved ?? 0;
    if (saved >= MAX_ADDRESSES) {
      throw new HttpError(409, `You have ${MAX_ADDRESSES} saved addresses, the most we keep.`);
    }
    const isDefault = saved === 0 || fields.isDefault === true;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ ...columnsOf({ ...fields, district }), userId, isDefault })
      .returning(shown);
    if (!row) throw new Error('The new address was not returned by the database.');
    return row;
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

/** Replaces a saved address; isDefault: true makes it the default (false keeps it as it was). */
export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  fields: AddressFields,
): Promise<Address> {
  const district = canonicalDistrict(fields.district, 'district');
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    if (fields.isDefault === true) await clearDefault(tx, userId, id);
    const [row] = await tx
      .update(addresses)
      .set({
        ...columnsOf({ ...fields, district }),
        isDefault: sql`${addresses.isDefault} or ${fields.isDefault === true}`,
      })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning(shown);
    if (!row) throw new HttpError(404, 'No saved address with this id.');
    return row;
  });
}

/** Deletes a saved address; when it was the default, the newest other one becomes it. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [removed] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!removed) throw new HttpError(404, 'No saved address with this id.');
    if (!removed.isDefault) return;
    const [newest] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt), asc(addresses.id))
      .limit(1);
    if (newest) {
      await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
    }
  });
}

/** The columns an address's fields write (its district already canonical). */
const columnsOf = (fields: AddressFields) => ({
  label: fields.label ?? '',
  name: fields.name,
  phone: fields.phone,
  district: fields.district,
  area: fields.area,
  line: fields.line,
});

async function clearDefault(tx: Tx, userId: string, except?: string) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.isDefault, true),
        ...(except ? [ne(addresses.id, except)] : []),
      ),
    );
}
