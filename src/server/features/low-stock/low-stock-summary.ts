import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { LowStockProduct } from '../../../shared/schemas/low-stock.ts';
import type { Db } from '../../db/client.ts';
import { lowStockSummaries } from '../../db/schema-catalogue.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import {
  readNoticeSettings,
  type NoticeProviders,
  type ScheduledNotice,
} from '../notices/index.ts';
import { lowStockProducts } from './low-stock-products.ts';

/** The queue's task that mails the day's summary. */
export const LOW_STOCK_SUMMARY_TASK = 'low_stock_summary';
/** Products named in one mail; the rest are counted, and listed on Manage Products. */
const LISTED = 100;

/**
 * Once a day at 08:00 in Dhaka (02:00 UTC), the shop's notification address gets one mail
 * listing the products at or below their threshold; none when nothing is low. The day's row
 * in low_stock_summaries is written in the transaction that sends the mail: a second run of
 * the day (another instance, a retry after the mail went) finds it and sends nothing, and a
 * failed send rolls it back so the retry sends.
 */
export function lowStockSummary(db: Db): ScheduledNotice {
  return {
    task: LOW_STOCK_SUMMARY_TASK,
    match: '0 2 * * *',
    backfillSeconds: 6 * 60 * 60,
    run: (pool, providers) => sendLowStockSummary(db, pool, providers),
  };
}

export async function sendLowStockSummary(
  db: Db,
  pool: pg.Pool,
  providers: NoticeProviders,
): Promise<void> {
  const { mail } = providers;
  if (!mail) return; // no mail configured: the overview and Manage Products still show them
  await db.transaction(async (tx) => {
    const low = await lowStockProducts(tx, LISTED);
    if (low.total === 0) return;
    const { sendsTo } = await readNoticeSettings(pool);
    if (!sendsTo) return;
    const day = sql`(now() at time zone 'Asia/Dhaka')::date`;
    const claimed = await tx
      .insert(lowStockSummaries)
      .values({ day, recipient: sendsTo, products: low.total })
      .onConflictDoNothing()
      .returning({ day: lowStockSummaries.day });
    const today = claimed[0]?.day;
    if (!today) return; // already sent today
    await mail(summaryMail(sendsTo, today, low, await providers.shopName(), providers.publicUrl));
  });
}

function summaryMail(
  to: string,
  day: string,
  low: { total: number; products: LowStockProduct[] },
  shopName: string,
  publicUrl: string,
): MailMessage {
  const lines = low.products.map((product) =>
    product.stock === 0
      ? `- ${product.name} (${product.sku}): out of stock`
      : `- ${product.name} (${product.sku}): ${product.stock} left (low at ${product.lowStockAt})`,
  );
  const more = low.total - low.products.length;
  if (more > 0) lines.push(`…and ${more} more.`);
  const count = low.total === 1 ? '1 product' : `${low.total} products`;
  return {
    to,
    subject: `Low stock at ${shopName}: ${count} on ${day}`,
    text: [
      `${count} at or below the low-stock threshold:`,
      '',
      ...lines,
      '',
      `Restock or adjust them on Manage Products: ${publicUrl}/dashboard/manage-products?stock=restock`,
    ].join('\n'),
    messageId: `<low-stock-${day}@${new URL(publicUrl).hostname}>`,
  };
}
