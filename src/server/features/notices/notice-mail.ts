import { DELIVERY_METHOD_LABELS } from '../../../shared/schemas/delivery.ts';
import { formatTk } from '../../../shared/money.ts';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import { defuseLinks } from '../../mail/customer-text.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { NoticeEvent } from './notice-events.ts';
import type { NoticeOrder } from './notice-order.ts';
import { dueOnDelivery, EVENT_WORD, headline, returnedWords } from './notice-text.ts';

export interface MailContext {
  shopName: string;
  /** The order's page in the shop, or where the admins open it. */
  orderUrl: string;
  /** Where the Message-ID's domain comes from: the shop's own address. */
  host: string;
  /** The shop's phone, for a notice that asks the customer to call (a returned parcel). */
  shopPhone?: string;
}

/** The notice's mail, plain text and HTML saying the same, with a Message-ID from its key. */
export function noticeMail(
  event: NoticeEvent,
  order: NoticeOrder,
  forAdmin: boolean,
  to: string,
  key: string,
  context: MailContext,
): MailMessage {
  const number = formatOrderNumber(order.number);
  const lead = forAdmin
    ? `New order ${number}, ${formatTk(order.total)}. Contact the customer gave: ${defuseLinks(order.contactName)}, ${order.phone}.`
    : event === 'returned'
      ? `${headline(event, order)} ${returnedWords(order, context.shopPhone, false)}`
      : headline(event, order);
  const subject = forAdmin
    ? `New order ${number}, ${formatTk(order.total)}`
    : `${context.shopName}: order ${number} ${EVENT_WORD[event]}`;
  const rows = summaryRows(order, forAdmin);
  const text = [
    lead,
    '',
    ...order.lines.map((l) => `${l.name} x ${l.quantity}: ${formatTk(l.lineTotal)}`),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `See the order: ${context.orderUrl}`,
    '',
    context.shopName,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1f2937">
<p>${escape(lead)}</p>
<table cellpadding="6" style="border-collapse:collapse">
${order.lines
  .map(
    (l) =>
      `<tr><td>${escape(l.name)}</td><td>x ${l.quantity}</td><td align="right">${formatTk(l.lineTotal)}</td></tr>`,
  )
  .join('\n')}
${rows.map(([label, value]) => `<tr><th align="left" colspan="2">${escape(label)}</th><td align="right">${escape(value)}</td></tr>`).join('\n')}
</table>
<p><a href="${escape(context.orderUrl)}">See the order</a></p>
<p>${escape(context.shopName)}</p>
</body></html>`;
  return { to, subject, text, html, messageId: `<${key}@${context.host}>` };
}

function summaryRows(order: NoticeOrder, forAdmin: boolean): [string, string][] {
  const rows: [string, string][] = [
    ['Subtotal', formatTk(order.subtotal)],
    [
      'Delivery',
      order.deliveryCharge === null ? 'to be confirmed' : formatTk(order.deliveryCharge),
    ],
    ...(order.discount > 0
      ? [
          [`Coupon ${order.couponCode ?? ''}`.trim(), `-${formatTk(order.discount)}`] as [
            string,
            string,
          ],
        ]
      : []),
    ['Total', formatTk(order.total)],
    deliveryPlaceRow(order, forAdmin),
  ];
  if (order.advancePaid > 0)
    rows.push(['Delivery charge paid in advance', formatTk(order.advancePaid)]);
  const due = dueOnDelivery(order);
  if (due !== null) rows.push(['To pay on delivery', formatTk(due)]);
  if (order.trackingCode) {
    rows.push(['Courier', `${order.courier ?? ''} ${order.trackingCode}`.trim()]);
  }
  return rows;
}

/**
 * Where the order goes. A pickup point is the shop's own text. A home address is the
 * customer's: framed as theirs and with links made inert; and to a customer whose email
 * is not proven it is not repeated at all, so the shop's mail cannot carry anyone's
 * words to an address nobody has shown to be theirs (the SMS goes to the order's phone).
 */
function deliveryPlaceRow(order: NoticeOrder, forAdmin: boolean): [string, string] {
  if (!order.placeTypedByCustomer) {
    return [DELIVERY_METHOD_LABELS[order.deliveryMethod], order.deliveryPlace];
  }
  if (forAdmin) return ['Delivery address the customer gave', defuseLinks(order.deliveryPlace)];
  if (order.recipientVerified) {
    return ['Delivery address you gave', defuseLinks(order.deliveryPlace)];
  }
  return ['Delivery address', UNVERIFIED_ADDRESS];
}

/** What an unproven address reads instead of the address the customer typed. */
export const UNVERIFIED_ADDRESS =
  'see your order page (shown in mail once your email address is verified)';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside the notices' HTML (also the back-in-stock mail's). */
export function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
