import type pg from 'pg';
import type { PhoneCustomer } from '../../../shared/schemas/phone-order.ts';
import type { RowOf, TableRow } from '../../db/rows.ts';
import type { users } from '../../db/schema.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';

// The customer of an order taken by phone: found by the phone, or made from phone and name.

/** An account as COLUMNS reads it; `phone_verified` is computed. */
type CustomerRow = RowOf<typeof users, 'id' | 'name' | 'phone' | 'email' | 'role'> & {
  phone_verified: boolean;
};

/** An account found by its phone or made with one: it has that phone. */
type PhoneRow = CustomerRow & { phone: NonNullable<TableRow<typeof users>['phone']> };

const COLUMNS = `id, name, phone, email, role, phone_verified_at is not null as phone_verified`;

const STAFF_PHONE =
  'This phone belongs to a staff account; orders by phone are taken for customer accounts only.';

function asCustomer(row: PhoneRow): PhoneCustomer {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    phoneVerified: row.phone_verified,
  };
}

/** The customer account with this phone, or null; 409 for a staff account's phone. */
export async function customerByPhone(
  db: pg.Pool | pg.ClientBase,
  phone: string,
): Promise<PhoneCustomer | null> {
  const { rows } = await db.query<PhoneRow>(`select ${COLUMNS} from users where phone = $1`, [
    phone,
  ]);
  const row = rows[0];
  if (!row) return null;
  if (row.role !== 'customer') throw new HttpError(409, STAFF_PHONE);
  return asCustomer(row);
}

/**
 * A new customer account with this phone, not verified (the customer proves it by a code
 * when they first sign in). 409 when the phone already has an account.
 */
export async function createPhoneCustomer(
  pool: pg.Pool,
  input: { phone: string; name: string },
): Promise<PhoneCustomer> {
  try {
    const { rows } = await pool.query<PhoneRow>(
      `insert into users (phone, name, role) values ($1, $2, 'customer') returning ${COLUMNS}`,
      [input.phone, input.name],
    );
    return asCustomer(rows[0] as PhoneRow);
  } catch (error) {
    if (!uniqueViolation(error)) throw error;
    throw new HttpError(409, 'This phone already has an account: find it by the phone instead.');
  }
}

/**
 * The buyer of an order taken by phone, as checkout's caller; 404 unknown, 422 staff (the
 * order's 409 is checkout's own answer, with its lines).
 */
export async function buyerOf(pool: pg.Pool, customerId: string): Promise<AuthUser> {
  const { rows } = await pool.query<CustomerRow>(`select ${COLUMNS} from users where id = $1`, [
    customerId,
  ]);
  const row = rows[0];
  if (!row) {
    throw new HttpError(404, 'customerId: no customer with this id; find the customer by phone.');
  }
  if (row.role !== 'customer') throw new HttpError(422, STAFF_PHONE);
  // Checkout reads the id, name and email; a buyer has no session of their own here.
  return { id: row.id, email: row.email, name: row.name, role: row.role, sessionId: '' };
}
