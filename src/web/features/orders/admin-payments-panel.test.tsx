import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { OrderPayments } from '../../../shared/schemas/payment.ts';
import { answerRequests, renderInApp, type Call } from '../../test-support.tsx';
import { AdminPaymentsPanel } from './admin-payments-panel.tsx';

// The refund form of a discounted order's page: the units chosen offer what was paid for
// them (the shared rule), and what is sent. The server is replaced by answers given here.

const ORDER = '00000000-0000-4000-8000-0000000000a1';

// A Tk 500 coupon over lines of Tk 2,000 (2 units), 1,000 and 3,000: shares 167, 83, 250.
const payments: OrderPayments = {
  flag: '',
  dueBy: null,
  orderTotal: 5_600,
  lines: [
    {
      lineNo: 1,
      name: 'Ryzen 5',
      quantity: 2,
      refundedQuantity: 0,
      lineTotal: 2_000,
      discount: 167,
    },
    { lineNo: 2, name: 'Cooler', quantity: 1, refundedQuantity: 0, lineTotal: 1_000, discount: 83 },
    { lineNo: 3, name: 'Board', quantity: 1, refundedQuantity: 0, lineTotal: 3_000, discount: 250 },
  ],
  payments: [
    {
      _id: '00000000-0000-4000-8000-0000000000b1',
      method: 'bkash',
      reference: 'CH-1',
      amount: 5_600,
      currency: 'BDT',
      status: 'paid',
      refunded: 0,
      ids: { paymentID: 'P1', trxID: 'T1', valId: null, bankTranId: null },
      riskReview: false,
      createdAt: '2026-11-26T10:00:00.000Z',
      paidAt: '2026-11-26T10:01:00.000Z',
      events: [],
      refundInDoubt: null,
    },
  ],
};

let calls: Call[];
beforeEach(() => {
  calls = answerRequests(() => ({ body: payments }));
});

const amount = () => screen.getByRole<HTMLInputElement>('textbox', { name: /Refund in Tk/ });
const units = (name: string) =>
  screen.getByRole<HTMLInputElement>('spinbutton', { name: `Units of ${name} to refund` });

describe('refunding lines of a discounted order', () => {
  test('the units chosen offer what was paid for them; staff may lower it; lines are sent', async () => {
    renderInApp(<AdminPaymentsPanel orderId={ORDER} />);
    await screen.findByRole('form', { name: 'Refund' });
    expect(amount().value).toBe('5600');

    fireEvent.change(units('Ryzen 5'), { target: { value: '1' } });
    // Half of the line's 1,833 paid, rounded down.
    expect(amount().value).toBe('916');
    fireEvent.change(units('Cooler'), { target: { value: '1' } });
    // And the Cooler's 1,000 less its 83.
    expect(amount().value).toBe('1833');
    expect(screen.getByText('Refund in Tk (at most Tk 1,833)')).toBeTruthy();

    fireEvent.change(amount(), { target: { value: '1800' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Returned' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      amount: 1800,
      reason: 'Returned',
      lines: [
        { lineNo: 1, quantity: 1 },
        { lineNo: 2, quantity: 1 },
      ],
    });
  });
});

describe('a refund in doubt', () => {
  test('no refund form; staff record what the merchant panel shows, with their note', async () => {
    const held = structuredClone(payments);
    held.payments[0]!.refundInDoubt = {
      _id: '00000000-0000-4000-8000-0000000000c1',
      amount: 916,
      since: '2026-11-26T11:00:00.000Z',
      settleableFrom: '2026-11-26T11:05:00.000Z',
    };
    calls = answerRequests(() => ({ body: held }));
    renderInApp(<AdminPaymentsPanel orderId={ORDER} />);
    const doubt = await screen.findByTestId('refund-in-doubt');
    expect(doubt.textContent).toContain('A refund of Tk 916 sent to bKash');
    expect(screen.getByText(/Tk 5,600/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Refund' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'What the merchant panel shows' }), {
      target: { value: 'Refund RFD123 listed' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'It was refunded' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.url).toContain('/refunds/00000000-0000-4000-8000-0000000000c1/settle');
    expect(sent?.body).toEqual({ outcome: 'refunded', note: 'Refund RFD123 listed' });
  });
});
