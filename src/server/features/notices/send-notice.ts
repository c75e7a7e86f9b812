import { eq, sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { NoticeStatus } from '../../../shared/schemas/notice.ts';
import { BACK_IN_STOCK_EVENT, notices, WARRANTY_CLAIM_EVENT } from '../../db/schema-notices.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { MailMessage, SendMail } from '../../mail/mailer.ts';
import { NOT_CONFIGURED } from './notice-channels.ts';
import { noticeMail } from './notice-mail.ts';
import { readNoticeOrder } from './notice-order.ts';
import { smsText } from './notice-text.ts';
import { claimStepMessage } from './warranty-claim-notice.ts';
import { readAlertedProduct, stockAlertMail, stockAlertSms } from './stock-alert-notice.ts';
import type { SendSms } from './sms-gateway.ts';

export interface NoticeProviders {
  /** Undefined when SMTP_URL and MAIL_FROM are not both set. */
  mail: SendMail | undefined;
  /** Undefined when the SMS gateway is not configured. */
  sms: SendSms | undefined;
  /** PUBLIC_URL, or a loopback address when it is not set. */
  publicUrl: string;
  shopName: () => Promise<string>;
  /** The shop's phone, for notices that ask the customer to call. */
  shopPhone: () => Promise<string>;
}

/** The notice's columns a send reads. */
const NOTICE_COLUMNS = {
  id: notices.id,
  key: notices.key,
  orderId: notices.orderId,
  stockAlertId: notices.stockAlertId,
  warrantyClaimEventId: notices.warrantyClaimEventId,
  event: notices.event,
  channel: notices.channel,
  audience: notices.audience,
  recipient: notices.recipient,
  status: notices.status,
};

type NoticeRow = Pick<typeof notices.$inferSelect, keyof typeof NOTICE_COLUMNS>;

/**
 * Sends one notice, at most once: the notice row is locked for the whole send, so a
 * second worker (another instance, a resend, a retried job) waits and then finds it
 * `sent` and does nothing. A failure is recorded on the row (attempts, last error) and
 * thrown, so graphile-worker retries with its backoff; the last attempt marks it failed.
 * A provider that is not configured marks the notice `not-configured` and sends nothing.
 */
export async function sendNotice(
  pool: pg.Pool,
  providers: NoticeProviders,
  noticeId: string,
  finalAttempt: boolean,
): Promise<void> {
  let failure: Error | undefined;
  await inTransaction(pool, async (client) => {
    const tx = drizzle(client);
    const [notice] = await tx
      .select(NOTICE_COLUMNS)
      .from(notices)
      .where(eq(notices.id, noticeId))
      .for('update');
    if (!notice || notice.status === 'sent') return;
    const send = notice.channel === 'email' ? providers.mail : providers.sms;
    if (!send) {
      await record(tx, notice.id, 'not-configured', false, NOT_CONFIGURED[notice.channel]);
      return;
    }
    if (notice.stockAlertId || notice.warrantyClaimEventId) {
      const message = notice.stockAlertId
        ? await stockAlertMessage(tx, notice.stockAlertId)
        : await claimStepMessage(tx, notice.warrantyClaimEventId as number);
      failure = await sendStandalone(tx, providers, notice, message, finalAttempt);
      return;
    }
    const event = notice.event;
    if (!notice.orderId || event === BACK_IN_STOCK_EVENT || event === WARRANTY_CLAIM_EVENT) return;
    const order = await readNoticeOrder(client, notice.orderId);
    if (!order) return; // the order was erased: nothing left to tell
    try {
      const [shopName, shopPhone] = await Promise.all([
        providers.shopName(),
        providers.shopPhone(),
      ]);
      if (notice.channel === 'email') {
        const forAdmin = notice.audience === 'admin';
        const orderUrl = `${providers.publicUrl}/dashboard/orders/${order.id}`;
        await providers.mail?.(
          noticeMail(event, order, forAdmin, notice.recipient, notice.key, {
            shopName,
            orderUrl,
            host: new URL(providers.publicUrl).hostname,
            shopPhone,
          }),
        );
      } else {
        const trackUrl = `${providers.publicUrl}/track`;
        await providers.sms?.({
          to: notice.recipient,
          message: smsText(event, order, shopName, trackUrl, shopPhone),
          requestId: notice.key,
        });
      }
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      await record(tx, notice.id, finalAttempt ? 'failed' : 'queued', true, failure.message);
      return;
    }
    await record(tx, notice.id, 'sent', true, null);
  });
  if (failure) throw failure;
}

/** What the words of a notice about no order are made with. */
export interface StandaloneContext {
  shopName: string;
  publicUrl: string;
  host: string;
  /** The notice's unique key: the mail's Message-ID, so a resend is the same mail. */
  key: string;
  recipient: string;
}

/** The mail or SMS of a notice about no order (a stock alert, a claim's step). */
export interface StandaloneMessage {
  mail: (context: StandaloneContext) => MailMessage;
  sms: (context: StandaloneContext) => string;
}

/**
 * Sends a notice that tells of something other than an order (decision 078, 088) under the
 * notice's lock, recording it as sendNotice records an order's; answers the failure for the
 * job to retry. `message` undefined: what it told of was erased, so nothing is left to tell.
 */
async function sendStandalone(
  tx: NodePgDatabase,
  providers: NoticeProviders,
  notice: NoticeRow,
  message: StandaloneMessage | undefined,
  finalAttempt: boolean,
): Promise<Error | undefined> {
  if (!message) return undefined;
  try {
    const context: StandaloneContext = {
      shopName: await providers.shopName(),
      publicUrl: providers.publicUrl,
      host: new URL(providers.publicUrl).hostname,
      key: notice.key,
      recipient: notice.recipient,
    };
    if (notice.channel === 'email') await providers.mail?.(message.mail(context));
    else {
      await providers.sms?.({
        to: notice.recipient,
        message: message.sms(context),
        requestId: notice.key,
      });
    }
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    await record(tx, notice.id, finalAttempt ? 'failed' : 'queued', true, failure.message);
    return failure;
  }
  await record(tx, notice.id, 'sent', true, null);
  return undefined;
}

/** A back-in-stock notice's words, or undefined once its product was erased. */
async function stockAlertMessage(
  tx: NodePgDatabase,
  alertId: string,
): Promise<StandaloneMessage | undefined> {
  const product = await readAlertedProduct(tx, alertId);
  if (!product) return undefined;
  return {
    mail: (context) => stockAlertMail(product, context.recipient, context.key, context),
    sms: (context) => stockAlertSms(product, context.shopName, context.publicUrl),
  };
}

async function record(
  tx: NodePgDatabase,
  id: string,
  status: NoticeStatus,
  attempted: boolean,
  error: string | null,
) {
  await tx
    .update(notices)
    .set({
      status,
      attempts: sql`${notices.attempts} + ${attempted ? 1 : 0}`,
      lastError: error?.slice(0, 500) ?? null,
      ...(status === 'sent' && { sentAt: sql`now()` }),
      updatedAt: sql`now()`,
    })
    .where(eq(notices.id, id));
}
