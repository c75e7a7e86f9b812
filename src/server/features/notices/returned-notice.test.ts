import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  book,
  orderOf,
  placeOrder,
  pushStatus,
  startCourierShop,
  type CourierShop,
} from '../../test/courier-test-helpers.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';
import { noticeMail } from './notice-mail.ts';
import { readNoticeOrder, type NoticeOrder } from './notice-order.ts';
import { smsText } from './notice-text.ts';
import { providerEnv, startSmsGateway, type SmsGateway } from '../../test/notice-test-kit.ts';

// A parcel the courier brought back tells the customer, by mail (through a real SMTP
// server) and SMS: it came back to the shop, what happens to money paid online, and the
// shop's phone.

let inbox: SmtpInbox;
let gateway: SmsGateway;
let shop: CourierShop;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  gateway = await startSmsGateway();
  shop = await startCourierShop({ env: providerEnv(inbox.url, gateway) });
});
afterAll(async () => {
  await shop.close();
  await inbox.close();
  await gateway.close();
});

/** A cash order booked with Steadfast and brought back (Steadfast's "cancelled"). */
async function returnedOrder() {
  const placed = await placeOrder(shop);
  await book(shop, [placed.orderId]);
  const order = await orderOf(shop, placed.orderId);
  const consignmentId = shop.steadfast.parcels.get(order.orderNumber)?.consignment_id;
  const pushed = await pushStatus(shop, {
    notification_type: 'delivery_status',
    consignment_id: consignmentId,
    invoice: order.orderNumber,
    cod_amount: 0,
    status: 'cancelled',
  });
  expect(pushed.statusCode, pushed.body).toBe(200);
  expect((await orderOf(shop, placed.orderId)).status).toBe('returned');
  return { id: placed.orderId, number: order.orderNumber };
}

describe('the returned notice', () => {
  test('a returned cash order: the customer is mailed and texted that the parcel came back, nothing to pay, and the shop’s phone', async () => {
    const order = await returnedOrder();
    const mail = await inbox.mailTo(
      shop.customer.user.email,
      `Circuit Haat: order ${order.number} came back to us`,
    );
    expect(mail.text).toContain(
      `Your order ${order.number} could not be delivered: the courier has brought the parcel back to us. You have nothing to pay for it. Please call us on +880 1711-555010 if you still want the order or have a question.`,
    );
    expect(mail.text).not.toContain('To pay on delivery');
    // The order's SMS may arrive in any order (the worker sends its jobs side by side): the
    // one that says it came back, whenever it arrives, not the last one.
    await expect
      .poll(() =>
        gateway.received.find((sms) => sms.message.includes(`order ${order.number} came back`)),
      )
      .toMatchObject({
        number: '8801712345678',
        message: `Circuit Haat: order ${order.number} came back to us. Nothing to pay. Call +880 1711-555010. Track: https://shop.circuithaat.test/track`,
      });
  });

  test('money paid online is promised back by the shop, in the mail and the SMS', async () => {
    const order = await returnedOrder();
    const told = (await readNoticeOrder(shop.database.pool as never, order.id)) as NoticeOrder;
    const paid = { ...told, paymentMethod: 'bkash', paymentStatus: 'paid' } as const;
    const context = { shopName: 'Circuit Haat', orderUrl: 'x', host: 'shop.test' };
    const mail = noticeMail('returned', paid, false, 'a@b.test', 'k', {
      ...context,
      shopPhone: '01711555010',
    });
    const amount = `Tk ${told.total.toLocaleString('en-IN')}`;
    expect(mail.text).toContain(
      `We will refund the ${amount} you paid online; you do not need to do anything for it.`,
    );
    expect(smsText('returned', paid, 'Circuit Haat', 'x', '01711555010')).toBe(
      `Circuit Haat: order ${order.number} came back to us. ${amount} paid online will be refunded. Call 01711555010. Track: x`,
    );
  });
});
