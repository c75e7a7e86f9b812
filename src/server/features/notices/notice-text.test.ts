import { describe, expect, test } from 'vitest';
import { NOTICE_EVENTS } from '../../../shared/schemas/notice.ts';
import { noticeMail } from './notice-mail.ts';
import type { NoticeOrder } from './notice-order.ts';
import { smsText } from './notice-text.ts';

const order: NoticeOrder = {
  id: '6f1c9a52-7a0e-4c55-9d0e-3f3a1d2b7c11',
  number: 123,
  status: 'confirmed',
  contactName: 'Rahim Uddin',
  phone: '01712345678',
  subtotal: 107_800,
  deliveryCharge: 150,
  total: 107_950,
  deliveryMethod: 'home',
  deliveryPlace: 'House 4, Road 2, Shaheb Bazar, Boalia, Rajshahi',
  placeTypedByCustomer: true,
  recipientVerified: true,
  paymentMethod: 'bkash',
  paymentStatus: 'paid',
  advance: null,
  advancePaid: 0,
  discount: 0,
  couponCode: null,
  cashToCollect: 0,
  courier: null,
  trackingCode: null,
  lines: [{ name: 'Ryzen 5 7600 <boxed>', quantity: 1, lineTotal: 107_800 }],
};
const context = { shopName: 'Circuit Haat', orderUrl: 'https://shop.test/o/1', host: 'shop.test' };

describe('notice words', () => {
  test('payment received and refunded have their own mail and SMS', () => {
    const received = noticeMail('payment-received', order, false, 'a@b.test', 'k1', context);
    expect(received.subject).toBe('Circuit Haat: order CH-000123 payment received');
    expect(received.text).toContain(
      'We have received your payment of Tk 1,07,950 for order CH-000123.',
    );
    expect(received.messageId).toBe('<k1@shop.test>');
    const partly = noticeMail('payment-refunded', order, false, 'a@b.test', 'k2', context);
    expect(partly.text).toContain('Part of your payment for order CH-000123 has been refunded.');
    const whole = { ...order, paymentStatus: 'refunded' as const };
    const refunded = noticeMail('payment-refunded', whole, false, 'a@b.test', 'k3', context);
    expect(refunded.text).toContain('Your payment for order CH-000123 has been refunded.');
    expect(smsText('payment-refunded', order, 'Circuit Haat', 'https://shop.test/track')).toBe(
      'Circuit Haat: order CH-000123 payment refunded. Track: https://shop.test/track',
    );
  });

  test('every event has words; the HTML escapes what the shop did not write', () => {
    for (const event of NOTICE_EVENTS) {
      const mail = noticeMail(event, order, false, 'a@b.test', event, context);
      expect(mail.text).toContain('CH-000123');
      expect(mail.text).toContain('Total: Tk 1,07,950');
      expect(mail.html).toContain('Ryzen 5 7600 &lt;boxed&gt;');
      expect(mail.html).not.toContain('<boxed>');
      expect(smsText(event, order, 'Circuit Haat', 'x').length).toBeLessThanOrEqual(160);
    }
  });

  test('a coupon is a line of its own, and the total asked is the discounted one', () => {
    const discounted = { ...order, discount: 500, couponCode: 'EID-500', total: 107_450 };
    const mail = noticeMail('placed', discounted, false, 'a@b.test', 'k', context);
    expect(mail.text).toContain('Coupon EID-500: -Tk 500');
    expect(mail.text).toContain('Total: Tk 1,07,450');
    expect(noticeMail('placed', order, false, 'a@b.test', 'k', context).text).not.toContain(
      'Coupon',
    );
  });

  test('cash on delivery tells the amount to pay until it is paid', () => {
    const cod = {
      ...order,
      paymentMethod: 'cod' as const,
      paymentStatus: 'due' as const,
      cashToCollect: 107_950,
    };
    expect(smsText('confirmed', cod, 'Circuit Haat', 'https://shop.test/track')).toBe(
      'Circuit Haat: order CH-000123 confirmed. Pay Tk 1,07,950 on delivery. Track: https://shop.test/track',
    );
    expect(noticeMail('placed', cod, false, 'a@b.test', 'k', context).text).toContain(
      'To pay on delivery: Tk 1,07,950',
    );
  });

  test('a delivery charge paid in advance is said as such, and only the rest is asked in cash', () => {
    const twoPart = {
      ...order,
      paymentMethod: 'cod' as const,
      paymentStatus: 'due' as const,
      advance: 150,
      advancePaid: 150,
      cashToCollect: 107_800,
    };
    expect(smsText('payment-received', twoPart, 'Circuit Haat', 'https://shop.test/t')).toBe(
      'Circuit Haat: order CH-000123 delivery charge Tk 150 paid in advance. Pay Tk 1,07,800 on delivery. Track: https://shop.test/t',
    );
    const mail = noticeMail('payment-received', twoPart, false, 'a@b.test', 'k', context);
    expect(mail.text).toContain(
      'We have received Tk 150, the delivery charge of order CH-000123 paid in advance.',
    );
    expect(mail.text).toContain('Delivery charge paid in advance: Tk 150');
    expect(mail.text).toContain('To pay on delivery: Tk 1,07,800');
  });

  test('a delivery charge paid in advance and refunded in part is said as such', () => {
    const cancelled: NoticeOrder = {
      ...order,
      status: 'cancelled',
      paymentMethod: 'cod',
      paymentStatus: 'void',
      advance: 150,
      advancePaid: 150,
      cashToCollect: 0,
    };
    expect(smsText('payment-refunded', cancelled, 'Circuit Haat', 'https://shop.test/t')).toBe(
      'Circuit Haat: order CH-000123 delivery charge Tk 150 partly refunded. Track: https://shop.test/t',
    );
    const mail = noticeMail('payment-refunded', cancelled, false, 'a@b.test', 'k', context);
    expect(mail.text).toContain(
      'We have refunded part of the delivery charge of Tk 150 you paid in advance for order CH-000123.',
    );
  });
});
