import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { answerRequests, renderInApp, type Answer, type Call } from '../../../test-support.tsx';
import { StockForm } from './stock-form.tsx';

// The stock form checks what the admin typed before sending, sends exactly one of the two
// kinds of change, and shows the server's refusal.

const productId = '00000000-0000-4000-8000-000000000001';
const entry = {
  _id: '00000000-0000-4000-8000-0000000000e1',
  productId,
  change: 5,
  reason: 'received',
  orderId: null,
  orderNumber: null,
  actor: { role: 'admin', name: 'Karim' },
  stockAfter: 12,
  note: null,
  at: '2026-11-23T05:00:00.000Z',
};

let answer: (call: Call) => Answer;
let calls: Call[];

beforeEach(() => {
  answer = () => ({ status: 200, body: { stock: 12, entry } });
  calls = answerRequests((call) => answer(call));
});

function renderForm() {
  renderInApp(<StockForm productId={productId} productName="Test Fan" stock={7} />);
  return {
    amount: (name: string) => screen.getByRole('textbox', { name }),
    save: () => fireEvent.click(screen.getByRole('button', { name: 'Save stock change' })),
  };
}

const stockCalls = () => calls.filter((call) => call.method === 'POST');

describe('StockForm', () => {
  test.each(['', '0', '1.5', 'five'])('a change of %j is not sent', async (typed) => {
    const form = renderForm();
    fireEvent.change(form.amount('Change'), { target: { value: typed } });
    form.save();
    await screen.findByText(/whole number|cannot be 0/);
    expect(stockCalls()).toHaveLength(0);
  });

  test('a signed change is sent with its reason and note', async () => {
    const form = renderForm();
    fireEvent.change(form.amount('Change'), { target: { value: '5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Note (optional)' }), {
      target: { value: 'From the importer' },
    });
    form.save();
    await waitFor(() => expect(stockCalls()).toHaveLength(1));
    expect(stockCalls()[0]).toMatchObject({
      url: `/api/products/${productId}/stock`,
      body: { change: 5, reason: 'received', note: 'From the importer' },
    });
  });

  test('a new count is sent with the stock the admin saw, and a 409 shows its message', async () => {
    const message = 'Stock is 5 now, not the 7 you expected: it moved while you counted.';
    answer = () => ({ status: 409, body: { statusCode: 409, error: 'Conflict', message } });
    const form = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Set a new count' }));
    fireEvent.change(form.amount('New count'), { target: { value: '9' } });
    form.save();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(stockCalls()[0]?.body).toEqual({ count: 9, expected: 7, reason: 'adjustment' });
  });
});
