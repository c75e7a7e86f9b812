import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { paths } from '../../../shared/paths.ts';
import { products } from '../../db/schema.ts';
import { stockAlerts } from '../../db/schema-stock-alerts.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { escape } from './notice-mail.ts';

// The words of a back-in-stock notice (decision 078): the product's name and address, and
// the link that stops the contact's alerts without signing in.

/** The product's name and address, and its alert's stop key. */
export type AlertedProduct = Pick<typeof products.$inferSelect, 'name' | 'slug'> &
  Pick<typeof stockAlerts.$inferSelect, 'stopToken'>;

/** The alert's product and stop key, read when the notice is sent; undefined once erased. */
export async function readAlertedProduct(
  db: NodePgDatabase,
  alertId: string,
): Promise<AlertedProduct | undefined> {
  const [product] = await db
    .select({ name: products.name, slug: products.slug, stopToken: stockAlerts.stopToken })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(eq(stockAlerts.id, alertId));
  return product;
}

function links(product: AlertedProduct, publicUrl: string) {
  return {
    page: `${publicUrl}${paths.product(product)}`,
    stop: `${publicUrl}${paths.stopStockAlerts}?token=${product.stopToken}`,
  };
}

export function stockAlertSms(product: AlertedProduct, shopName: string, publicUrl: string) {
  const { page, stop } = links(product, publicUrl);
  return `${shopName}: ${product.name} is back in stock. Order: ${page} Stop alerts: ${stop}`;
}

export function stockAlertMail(
  product: AlertedProduct,
  to: string,
  key: string,
  context: { shopName: string; publicUrl: string; host: string },
): MailMessage {
  const { page, stop } = links(product, context.publicUrl);
  const lead = `${product.name} is back in stock at ${context.shopName}.`;
  return {
    to,
    subject: `${context.shopName}: ${product.name} is back in stock`,
    text: `${lead}\n\nOrder it here: ${page}\n\nYou asked to be told once; to stop every alert you are waiting for: ${stop}\n`,
    html: `<p>${escape(lead)}</p><p><a href="${escape(page)}">Order it here</a></p><p>You asked to be told once. <a href="${escape(stop)}">Stop every alert you are waiting for</a>.</p>`,
    messageId: `<${key}@${context.host}>`,
  };
}
