import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { formatTk } from '../../../shared/money.ts';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import type { PayLinkOrder } from '../../../shared/schemas/phone-order.ts';
import type { RowOf } from '../../db/rows.ts';
import { orderLines, orders, payLinks } from '../../db/schema-orders.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { retryPayment, type Gateways } from '../payments/index.ts';

// Payment links for orders staff took by phone (decision 083): a random token goes in the
// customer's SMS, only its SHA-256 is kept. The link shows the order without signing in,
// is used once to open the gateway's page, and dies with the order's payment hold.

export interface PayLinkSms {
  send:
    ((message: { to: string; message: string; requestId: string }) => Promise<void>) | undefined;
  publicUrl: string;
  shopName: () => Promise<string>;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A link and its order as linkedOrder reads them: the link's id and the order's id under names
 * of their own; computed: whether the link was used, the amount it asks for (the advance while
 * unpaid, else the total) and whether the order still holds its stock for it.
 */
const LINKED_ORDER = {
  linkId: payLinks.id,
  used: sql<boolean>`${payLinks.usedAt} is not null`,
  expiresAt: payLinks.expiresAt,
  orderId: orders.id,
  userId: orders.userId,
  number: orders.number,
  contactName: orders.contactName,
  phone: orders.phone,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  amount: sql<number>`coalesce(case when ${orders.advancePaidTk} = 0 then ${orders.advanceTk} end,
    ${orders.totalTk})`,
  held: sql<boolean>`coalesce(${orders.paymentDueBy} > now(), false)
    and ${payLinks.expiresAt} > now()`,
};

/** A link just made, and its order's number, phone and method; `amount` is computed. */
type NewLink = RowOf<typeof payLinks, 'id' | 'expires_at'> &
  RowOf<typeof orders, 'number' | 'phone' | 'payment_method'> & { amount: number };

/**
 * Makes a link for an order that holds its stock for an online payment and sends it by
 * SMS. Answers when the link dies and whether the SMS went; a gateway failure is told to
 * the staff member (who may read the link out on the call), never a failed order.
 */
export async function sendPayLink(
  pool: pg.Pool,
  sms: PayLinkSms,
  log: FastifyBaseLogger,
  orderId: string,
): Promise<{ sent: boolean; expiresAt: string; error?: string } | null> {
  const token = randomBytes(32).toString('base64url');
  // Hand-written (decision 099): an `insert ... select`, so only an order still holding its
  // stock for an online payment gets a link, checked and written in one statement.
  const { rows } = await pool.query<NewLink>(
    `insert into pay_links (order_id, token_hash, expires_at)
     select o.id, $2, o.payment_due_by from orders o
      where o.id = $1 and o.payment_due_by > now() and o.payment_status = 'due'
     returning id, expires_at,
       (select number from orders where id = $1),
       (select phone from orders where id = $1),
       (select coalesce(advance_tk, total_tk) from orders where id = $1) as amount,
       (select payment_method from orders where id = $1)`,
    [orderId, hashOf(token)],
  );
  const link = rows[0];
  if (!link) return null; // a cash order without an advance: nothing to pay online
  const expiresAt = link.expires_at.toISOString();
  if (!sms.send) {
    log.warn(`SMS is not configured: payment link for order ${orderId} not sent`);
    return { sent: false, expiresAt, error: 'SMS is not configured for this shop.' };
  }
  const url = `${sms.publicUrl}/pay/${token}`;
  const what = link.payment_method === 'cod' ? 'delivery charge' : 'order';
  const message = `${await sms.shopName()}: pay ${formatTk(link.amount)} for ${what} ${formatOrderNumber(link.number)}: ${url}`;
  try {
    await sms.send({ to: link.phone, message, requestId: `pay-link:${link.id}` });
    return { sent: true, expiresAt };
  } catch (error) {
    log.error({ err: error }, `Payment link SMS for order ${orderId} failed`);
    return { sent: false, expiresAt, error: 'The SMS gateway did not take the message.' };
  }
}

/** The link's order, or the refusal that tells the customer why it cannot be paid. */
async function linkedOrder(db: NodePgDatabase, token: string, lock: boolean) {
  const found = db
    .select(LINKED_ORDER)
    .from(payLinks)
    .innerJoin(orders, eq(orders.id, payLinks.orderId))
    .where(eq(payLinks.tokenHash, hashOf(token)));
  const [link] = await (lock ? found.for('update', { of: payLinks }) : found);
  if (!link) throw new HttpError(404, 'This payment link is not valid. Please call the shop.');
  if (link.paymentStatus === 'paid' || link.paymentStatus === 'refunded') {
    throw new HttpError(409, `Order ${formatOrderNumber(link.number)} is already paid.`);
  }
  if (link.status === 'cancelled' || link.paymentStatus === 'void') {
    throw new HttpError(409, `Order ${formatOrderNumber(link.number)} was cancelled.`);
  }
  if (link.used) {
    throw new HttpError(
      410,
      'This payment link was already used. Please call the shop for a new one.',
    );
  }
  if (!link.held) {
    throw new HttpError(410, 'This payment link has expired. Please call the shop for a new one.');
  }
  return link;
}

/** What the payment page shows: the order, without signing in, the link not used up. */
export async function showPayLink(pool: pg.Pool, token: string): Promise<PayLinkOrder> {
  const db = drizzle(pool);
  const link = await linkedOrder(db, token, false);
  const lines = await db
    .select({ name: orderLines.productName, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, link.orderId))
    .orderBy(orderLines.lineNo);
  return {
    orderNumber: formatOrderNumber(link.number),
    customerName: link.contactName,
    method: link.paymentMethod,
    amount: link.amount,
    lines,
    expiresAt: link.expiresAt.toISOString(),
  };
}

/**
 * Uses the link, once: it is claimed under its row lock, then the order's payment is opened
 * by the customer's own "pay again" (retryPayment: the open attempt is asked about and
 * superseded, the order's rules checked again). When the gateway cannot be opened the claim
 * is given back, so the customer may press Pay again.
 */
export async function usePayLink(
  pool: pg.Pool,
  gateways: Gateways,
  log: FastifyBaseLogger,
  token: string,
) {
  const link = await inTransaction(pool, async (client) => {
    const tx = drizzle(client);
    const found = await linkedOrder(tx, token, true);
    await tx
      .update(payLinks)
      .set({ usedAt: sql`now()` })
      .where(eq(payLinks.id, found.linkId));
    return found;
  });
  if (!link.userId) throw new HttpError(410, 'This order no longer has a customer account.');
  const owner = {
    id: link.userId,
    email: null,
    name: link.contactName,
    role: 'customer' as const,
    sessionId: '',
  };
  try {
    const { started } = await retryPayment(pool, gateways, log, owner, link.orderId);
    if (started.status === 'failed') throw new HttpError(503, UNREACHABLE);
    return started;
  } catch (error) {
    await drizzle(pool).update(payLinks).set({ usedAt: null }).where(eq(payLinks.id, link.linkId));
    throw error;
  }
}

const UNREACHABLE =
  'The payment gateway could not be reached. Nothing was charged; please press Pay again in a minute.';
