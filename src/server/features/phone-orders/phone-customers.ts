import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { PhoneCustomer } from '../../../shared/schemas/phone-order.ts';
import { users } from '../../db/schema.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';

// The customer of an order taken by phone: found by the phone, or made from phone and name.

/** An account's columns a phone order reads. */
const COLUMNS = {
  id: users.id,
  name: users.name,
  phone: users.phone,
  email: users.email,
  role: users.role,
  phoneVerifiedAt: users.phoneVerifiedAt,
};

type CustomerRow = Pick<typeof users.$inferSelect, keyof typeof COLUMNS>;

/** An account found by its phone or made with one: it has that phone. */
type PhoneRow = CustomerRow & { phone: NonNullable<CustomerRow['phone']> };

const STAFF_PHONE =
  'This phone belongs to a staff account; orders by phone are taken for customer accounts only.';

function asCustomer(row: PhoneRow): PhoneCustomer {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    phoneVerified: row.phoneVerifiedAt !== null,
  };
}

/** The customer account with this phone, or null; 409 for a staff account's phone. */
export async function customerByPhone(
  db: pg.Pool | pg.PoolClient,
  phone: string,
): Promise<PhoneCustomer | null> {
  const [row] = await drizzle(db).select(COLUMNS).from(users).where(eq(users.phone, phone));
  if (!row) return null;
  if (row.role !== 'customer') throw new HttpError(409, STAFF_PHONE);
  return asCustomer(row as PhoneRow);
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
    const [row] = await drizzle(pool)
      .insert(users)
      .values({ phone: input.phone, name: input.name, role: 'customer' })
      .returning(COLUMNS);
    return asCustomer(row as PhoneRow);
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
  const [row] = await drizzle(pool).select(COLUMNS).from(users).where(eq(users.id, customerId));
  if (!row) {
    throw new HttpError(404, 'customerId: no customer with this id; find the customer by phone.');
  }
  if (row.role !== 'customer') throw new HttpError(422, STAFF_PHONE);
  // Checkout reads the id, name and email; a buyer has no session of their own here.
  return { id: row.id, email: row.email, name: row.name, role: row.role, sessionId: '' };
}
