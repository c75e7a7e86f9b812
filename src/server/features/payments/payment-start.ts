import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import type { RowOf } from '../../db/rows.ts';
import { orders } from '../../db/schema-orders.ts';
import type { payments } from '../../db/schema-payments.ts';
import { HttpError } from '../../http/errors.ts';
import { GatewayError, type OnlineMethod } from './gateway.ts';
import type { Gateways } from './gateways.ts';
import {
  closePayment,
  findPayment,
  journalOf,
  type PaymentRow,
  type PaymentStatus,
} from './payment-records.ts';

// Opening the gateway's page for a payment: after the checkout (or the retry) committed,
// outside any transaction, because it waits on the gateway.

export interface StartedPayment {
  method: OnlineMethod;
  status: PaymentStatus;
  redirectUrl?: string;
}

/** Refuses a method the shop has no gateway settings for. */
export function requireGateway(gateways: Gateways, method: OnlineMethod) {
  const gateway = gateways[method];
  if (!gateway) {
    throw new HttpError(400, `paymentMethod: ${method} is not offered by this shop`, {
      paymentMethod: 'is not offered by this shop',
    });
  }
  return gateway;
}

/** A payment as its gateway page leaves it. */
type OpenedPayment = RowOf<typeof payments, 'redirect_url' | 'status'>;

/**
 * The gateway page of a payment: the one opened before (a replayed checkout opens no
 * second session), or a new session. A gateway that refuses or does not answer fails the
 * attempt, and the customer may retry from the order page while the order holds stock.
 */
export async function openGatewayPage(
  pool: pg.Pool,
  gateways: Gateways,
  paymentId: string,
): Promise<StartedPayment> {
  const payment = (await findPayment(pool, 'id', paymentId)) as PaymentRow;
  // A replayed checkout answers the attempt as it is now (paid, cancelled, ...).
  const answer = (status: PaymentStatus, redirectUrl: string | null): StartedPayment => ({
    method: payment.method,
    status,
    ...(status === 'initiated' && redirectUrl ? { redirectUrl } : {}),
  });
  if (payment.redirectUrl || payment.status !== 'initiated') {
    return answer(payment.status, payment.redirectUrl);
  }
  const gateway = requireGateway(gateways, payment.method);
  const payer = await payerOf(pool, payment.orderId);
  try {
    const session = await gateway.start(payment, payer, journalOf(pool, payment.id));
    const { rows } = await pool.query<OpenedPayment>(
      `update payments set redirect_url = coalesce(redirect_url, $2),
              gateway_payment_id = coalesce(gateway_payment_id, $3), updated_at = now()
        where id = $1 returning redirect_url, status`,
      [payment.id, session.redirectUrl, session.gatewayPaymentId],
    );
    const row = rows[0] as OpenedPayment;
    return answer(row.status, row.redirect_url);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    await closePayment(pool, payment.id, 'failed', { source: 'create', error: error.message });
    return answer('failed', null);
  }
}

async function payerOf(pool: pg.Pool, orderId: string) {
  const [order] = await drizzle(pool)
    .select({
      userId: orders.userId,
      contactName: orders.contactName,
      email: orders.email,
      phone: orders.phone,
      address: orders.address,
      district: orders.district,
      number: orders.number,
      emiMonths: orders.emiMonths,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new Error(`Payment of a missing order ${orderId}`);
  return {
    userId: order.userId,
    name: order.contactName,
    email: order.email,
    phone: order.phone,
    address: order.address,
    city: order.district ?? 'Dhaka',
    orderNumber: formatOrderNumber(order.number),
    emiMonths: order.emiMonths,
  };
}
