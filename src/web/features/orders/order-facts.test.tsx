import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { OrderDetail } from '../../../shared/schemas/order-detail.ts';
import { renderInApp } from '../../test-support.tsx';
import type { OrderSummary } from '../../../shared/schemas/order-detail.ts';
import { PaymentCell } from './my-order-parts.tsx';
import { DeliveryFacts, OrderTimeline, PaymentFacts } from './order-facts.tsx';

// The order page's delivery box and timeline as the customer and staff read them.

const shop = { role: 'system', name: null } as const;
// Only the fields these two boxes read; the rest of the order is not drawn here.
const order = {
  contact: { name: 'Rahim Uddin', phone: '01712345678', email: 'rahim@example.com' },
  delivery: {
    method: 'home',
    zone: 'Inside Dhaka',
    district: 'Dhaka',
    area: 'Dhanmondi',
    line: 'House 4, Road 2',
    pickupPoint: null,
  },
  courier: 'Steadfast',
  trackingCode: 'SF-55120',
  events: [
    {
      status: 'pending',
      at: '2026-12-01T10:00:00.000Z',
      actor: shop,
      note: null,
      continues: false,
    },
    {
      status: 'pending',
      at: '2026-12-01T10:02:00.000Z',
      actor: shop,
      note: 'Paid by bKash (CH-000101)',
      continues: true,
    },
    {
      status: 'shipped',
      at: '2026-12-02T10:00:00.000Z',
      actor: shop,
      note: null,
      continues: false,
    },
  ],
} as unknown as OrderDetail;

describe('the order page’s delivery and timeline', () => {
  test('a Steadfast parcel links to Steadfast’s own tracking page', () => {
    renderInApp(<DeliveryFacts order={order} />);
    const link = screen.getByRole('link', { name: /Track on Steadfast’s site/ });
    expect(link.getAttribute('href')).toBe('https://steadfast.com.bd/t/SF-55120');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  test('staff see who took an order by phone; an order the customer placed says nothing', () => {
    const { unmount } = renderInApp(<DeliveryFacts order={{ ...order, takenBy: 'Karim Staff' }} />);
    expect(screen.getByTestId('taken-by').textContent).toBe('Taken by phone by Karim Staff');
    unmount();
    renderInApp(<DeliveryFacts order={{ ...order, takenBy: null }} />);
    expect(screen.queryByText(/Taken by phone/)).toBeNull();
  });

  test('a payment on a pending order sits under the pending step: "Pending" once', () => {
    renderInApp(<OrderTimeline order={order} />);
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getAllByText('Pending')).toHaveLength(1);
    expect(within(timeline).getByText('Paid by bKash (CH-000101)')).toBeTruthy();
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(3);
  });
});

describe('a card EMI order’s plan', () => {
  const payment = { method: 'sslcommerz', status: 'paid' } as const;
  const emi = { bank: 'City Bank', months: 12, monthly: 4149 };

  test('the order page’s payment box names the bank, the months and the monthly', () => {
    const paid = { ...order, payment, advance: null, emi } as unknown as OrderDetail;
    renderInApp(<PaymentFacts order={paid} />);
    expect(screen.getByTestId('payment-emi').textContent).toBe(
      'Card EMI: City Bank, 12 months, Tk 4,149/month',
    );
  });

  test('My Orders says it under the payment; an order paid otherwise says nothing of EMI', () => {
    const summary = { paymentMethod: 'sslcommerz', paymentStatus: 'paid', advance: null };
    const { unmount } = renderInApp(
      <PaymentCell order={{ ...summary, emi } as unknown as OrderSummary} />,
    );
    expect(screen.getByTestId('payment-emi').textContent).toBe(
      'Card EMI: City Bank, 12 months, Tk 4,149/month',
    );
    unmount();
    renderInApp(<PaymentCell order={{ ...summary, emi: null } as unknown as OrderSummary} />);
    expect(screen.queryByTestId('payment-emi')).toBeNull();
  });
});
