import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { User } from '../../../shared/schemas/auth.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { answerRequests, renderInApp, type Answer, type Call } from '../../test-support.tsx';
import { OrderForm } from './order-form.tsx';

// The order form as a customer meets it: the account's name and email filled in,
// the shop's rules checked before anything is sent, and the server's answer shown
// where it belongs (under a field, above the button, or in a toast).

const user: User = {
  _id: '00000000-0000-4000-8000-0000000000aa',
  email: 'rahim@example.com',
  name: 'Rahim Uddin',
  role: 'customer',
  createdAt: '2026-11-01T00:00:00.000Z',
};
const product: Product = {
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'Samsung 980 1TB',
  image: '/images/ssd.webp',
  details: 'NVMe SSD',
  price: 10_500,
  quantity: 2,
  origin: 'Korea',
  category: 'storage',
  brand: 'Samsung',
  specs: {},
  weightGrams: 1000,
  rating: { average: 0, count: 0 },
  createdAt: '2026-11-01T00:00:00.000Z',
};

let answer: (call: Call) => Answer;
let calls: Call[];
const onPlaced = vi.fn();

beforeEach(() => {
  onPlaced.mockReset();
  answer = ({ body }) => ({
    status: 201,
    body: { insertedId: 'x', order: { ...(body as object), user: user.name } },
  });
  calls = answerRequests((call) => answer(call));
});

function renderForm() {
  renderInApp(<OrderForm product={product} user={user} onPlaced={onPlaced} onCancel={vi.fn()} />);
  return {
    phone: screen.getByRole('textbox', { name: 'Phone' }),
    address: screen.getByRole('textbox', { name: 'Address' }),
    placeOrder: () => fireEvent.click(screen.getByRole('button', { name: 'Place Order' })),
  };
}

function fillIn(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

describe('the order form', () => {
  test('name and email come from the account and cannot be changed', () => {
    renderForm();
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    const email = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' });
    expect([name.value, name.readOnly]).toEqual(['Rahim Uddin', true]);
    expect([email.value, email.readOnly]).toEqual(['rahim@example.com', true]);
  });

  test('sends nothing until phone and address are right, and says what is wrong where', async () => {
    const { phone, placeOrder } = renderForm();
    placeOrder();
    expect(await screen.findByText('Phone is Required')).toBeTruthy();
    expect(screen.getByText('Address is Required')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');

    fillIn(phone, '12345');
    placeOrder();
    expect(
      await screen.findByText('Provide a Bangladeshi mobile number, like 01712345678'),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });

  test('packs larger than the stock cannot be chosen; the total follows the pack', () => {
    renderForm();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '3' }).disabled).toBe(true);
    expect(
      screen.getByText('Only 2 left in stock, so a larger pack cannot be chosen.'),
    ).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('1 × Tk 10,500Total Tk 10,500');

    fireEvent.click(screen.getByRole('radio', { name: '2' }));
    expect(screen.getByTestId('order-total').textContent).toBe('2 × Tk 10,500Total Tk 21,000');
  });

  test('a good order is sent with the account and product, thanked for, and the form closes', async () => {
    const { phone, address, placeOrder } = renderForm();
    fillIn(phone, '+880 1712-345678');
    fillIn(address, 'House 4, Road 2, Dhanmondi, Dhaka');
    fireEvent.click(screen.getByRole('radio', { name: '2' }));
    placeOrder();

    await waitFor(() => expect(onPlaced).toHaveBeenCalledOnce());
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/order',
        body: {
          productId: product._id,
          quantity: 2,
          phone: '01712345678',
          address: 'House 4, Road 2, Dhanmondi, Dhaka',
          email: 'rahim@example.com',
          user: 'Rahim Uddin',
          name: 'Samsung 980 1TB',
          image: '/images/ssd.webp',
          price: 10_500,
        },
      },
    ]);
    expect(
      await screen.findByText('hello Rahim Uddin. Thanks for choising Our Product'),
    ).toBeTruthy();
  });

  test('a field the server refuses is marked under that field, not above the button', async () => {
    answer = () => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'address: Give the full address',
        issues: { address: 'Give the full address' },
      },
    });
    const { phone, address, placeOrder } = renderForm();
    fillIn(phone, '01712345678');
    fillIn(address, 'Dhaka');
    placeOrder();

    expect(await screen.findByText('Give the full address')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(address));
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('address: Give the full address')).toBeNull();
    expect(onPlaced).not.toHaveBeenCalled();
  });

  test('any other refusal is said above the button, with the shop’s failure toast', async () => {
    answer = () => ({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: 'Only 1 left in stock.' },
    });
    const { phone, address, placeOrder } = renderForm();
    fillIn(phone, '01712345678');
    fillIn(address, 'House 4, Road 2, Dhanmondi, Dhaka');
    placeOrder();

    expect((await screen.findByText('Only 1 left in stock.')).getAttribute('role')).toBe('alert');
    expect(
      await screen.findByText('Opps! Yor Order are not Plased. try again Please'),
    ).toBeTruthy();
    expect(onPlaced).not.toHaveBeenCalled();
  });
});
