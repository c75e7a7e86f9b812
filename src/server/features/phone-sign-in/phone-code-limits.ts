import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { settings } from '../../db/schema.ts';
import { phoneCodes, phoneCodeSends } from '../../db/schema-phone-codes.ts';
import { inTransaction } from '../../db/transaction.ts';

/**
 * How many code SMS may go out (decision 082): per phone 5 an hour and 10 a day, per client
 * address 20 an hour, and the owner's shop-wide hourly cap against SMS pumping (paid SMS
 * to numbers a fraudster is paid for). Counted from phone_code_sends, so a refused or failed
 * send counts nothing; N instances share the count through PostgreSQL.
 */
export const PHONE_CODE_LIMITS = {
  perPhonePerHour: 5,
  perPhonePerDay: 10,
  perClientPerHour: 20,
  defaultShopPerHour: 200,
} as const;

/** The settings row holding the owner's shop-wide hourly cap. */
export const PHONE_CODE_SETTINGS_KEY = 'phone-codes';

// One lock for every reservation: count-then-insert must not interleave across instances.
const RESERVE_LOCK = 8_202_039;

export type Reservation = Pick<typeof phoneCodeSends.$inferSelect, 'id'> | { refusedFor: number };

/** The client address as counted: a hash, never the address itself. */
export const clientKey = (ip: string): string =>
  createHash('sha256').update(`phone-code:${ip}`).digest('base64url');

/**
 * Reserves one send for the phone and client, or says how many seconds until one is
 * allowed. The reservation is a row of phone_code_sends; dropReservation takes it back
 * when the SMS could not be sent.
 */
export async function reserveSend(
  pool: pg.Pool,
  phone: string,
  client: string,
): Promise<Reservation> {
  return inTransaction(pool, async (connection) => {
    await connection.query('select pg_advisory_xact_lock($1)', [RESERVE_LOCK]);
    const tx = drizzle(connection);
    const wait = await fullestWait(connection, phone, client, await shopHourlyCap(tx));
    // Refused: nothing was written, and the transaction's end frees the lock.
    if (wait !== null) return { refusedFor: Math.max(1, wait) };
    const [inserted] = await tx
      .insert(phoneCodeSends)
      .values({ phone, client })
      .returning({ id: phoneCodeSends.id });
    await forgetWhatNoLimitCounts(tx);
    return { id: inserted!.id };
  });
}

/**
 * Sends older than the longest window count against nothing, and a code past its life can
 * never be used: each send deletes them, so neither table grows with the shop's age. Under
 * the reservation's lock, and harmless when several instances do it.
 */
async function forgetWhatNoLimitCounts(tx: NodePgDatabase): Promise<void> {
  await tx
    .delete(phoneCodeSends)
    .where(lt(phoneCodeSends.sentAt, sql`now() - make_interval(hours => ${LONGEST_WINDOW_HOURS})`));
  await tx.delete(phoneCodes).where(lt(phoneCodes.expiresAt, sql`now()`));
}

/** The longest window a limit counts sends in (the per-phone day). */
const LONGEST_WINDOW_HOURS = 24;

interface Rule {
  scope: 'phone' | 'client' | 'shop';
  hours: number;
  limit: number;
}

/** The owner's shop-wide hourly cap (phone-code-setting.ts saves it); null when none is saved. */
async function shopHourlyCap(tx: NodePgDatabase): Promise<number | null> {
  const [saved] = await tx
    .select({ cap: sql<number | null>`(${settings.value}::json->>'hourlyCap')::int` })
    .from(settings)
    .where(eq(settings.key, PHONE_CODE_SETTINGS_KEY));
  return saved?.cap ?? null;
}

/** The longest wait any full rule imposes, in seconds; null when every rule has room. */
async function fullestWait(
  connection: pg.PoolClient,
  phone: string,
  client: string,
  shopCap: number | null,
): Promise<number | null> {
  const rules: Rule[] = [
    { scope: 'phone', hours: 1, limit: PHONE_CODE_LIMITS.perPhonePerHour },
    { scope: 'phone', hours: LONGEST_WINDOW_HOURS, limit: PHONE_CODE_LIMITS.perPhonePerDay },
    { scope: 'client', hours: 1, limit: PHONE_CODE_LIMITS.perClientPerHour },
    { scope: 'shop', hours: 1, limit: shopCap ?? PHONE_CODE_LIMITS.defaultShopPerHour },
  ];
  let wait: number | null = null;
  for (const rule of rules) {
    const filter =
      rule.scope === 'phone'
        ? 'phone = $3'
        : rule.scope === 'client'
          ? 'client = $3'
          : '$3::text is null';
    // The limit-th most recent send in the window: while it is inside, the rule is full.
    // Hand-written (decision 099): a rate limit's window counted in one statement.
    const { rows } = await connection.query<{ wait: number }>(
      `select ceil(extract(epoch from (sent_at + make_interval(hours => $1) - now())))::int as wait
         from phone_code_sends
        where ${filter} and sent_at > now() - make_interval(hours => $1)
        order by sent_at desc offset $2 limit 1`,
      [
        rule.hours,
        Math.max(rule.limit - 1, 0),
        rule.scope === 'shop' ? null : rule.scope === 'phone' ? phone : client,
      ],
    );
    const ruleWait = rows[0]?.wait;
    if (ruleWait !== undefined) wait = Math.max(wait ?? 0, ruleWait);
  }
  return wait;
}

/** Takes back a reservation whose SMS was not sent: it counts against no limit. */
export async function dropReservation(pool: pg.Pool, id: string): Promise<void> {
  await drizzle(pool).delete(phoneCodeSends).where(eq(phoneCodeSends.id, id));
}
