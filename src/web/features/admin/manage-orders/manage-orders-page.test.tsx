import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../../../../shared/schemas/order.ts';
import type { OrderSummary as Order } from '../../../../shared/schemas/order-detail.ts';
import { answerRequests, renderInApp, type Answer, type Call } from '../../../test-support.tsx';
import { ManageOrdersPage } from './manage-orders-page.tsx';

// Manage Orders against the order life: which buttons each order offers, what a
// move sends and says, and the status filter in the address. The server is
// replaced by answers given here; the page, its cards, the api module and the
// order-life table are the real ones.

const order = (status: OrderStatus): Order => ({
  _id: `00000000-0000-4000-8000-00000000000${ORDER_STATUSES.indexOf(status)}`,
  productId: '00000000-0000-4000-8000-000000000100',
  name: `Ryzen 5 (${status})`,
  image: '/images/ryzen.webp',
  price: 24_500,
  quantity: 2,
  total: 49_000,
  user: 'Rahim',
  email: 'rahim@example.com',
  phone: '01712345678',
  address: 'Road 2, Dhanmondi, Dhaka',
  status,
  createdAt: '2026-11-20T10:00:00.000Z',
  orderNumber: `CH-00000${ORDER_STATUSES.indexOf(status) + 1}`,
  lineCount: 1,
  subtotal: 49_000,
  deliveryCharge: 0,
  discount: 0,
  couponCode: null,
  deliveryMethod: 'home',
  district: 'Dhaka',
  paymentMethod: 'cod',
  paymentStatus: status === 'delivered' ? 'paid' : status === 'cancelled' ? 'void' : 'due',
  advance: null,
  cashToCollect: status === 'delivered' || status === 'cancelled' ? 0 : 49_000,
  shipment: null,
});

let orders: Order[];
let onPatch: (call: Call) => Answer;
let calls: Call[];

beforeEach(() => {
  orders = ORDER_STATUSES.map(order);
  onPatch = ({ url, body }) => {
    const id = decodeURIComponent(url.split('/').at(-1) ?? '');
    const { status } = body as { status: OrderStatus };
    orders = orders.map((item) => (item._id === id ? { ...item, status } : item));
    return { body: orders.find((item) => item._id === id) };
  };
  calls = answerRequests((call) => {
    if (call.method === 'PATCH') return onPatch(call);
    // No courier set up: booking parcels is not offered (the browser test books with one).
    if (call.url.startsWith('/api/couriers')) return { body: [] };
    const status = new URL(call.url, 'http://shop').searchParams.get('status');
    return { body: orders.filter((item) => !status || item.status === status) };
  });
});

/** A card is named by the order's number and its product. */
const cardName = (status: OrderStatus) => new RegExp(`^CH-\\d+ · Ryzen 5 \\(${status}\\)$`);
const card = (status: OrderStatus) => screen.getByRole('article', { name: cardName(status) });
const buttonsOf = (status: OrderStatus) =>
  within(card(status))
    .queryAllByRole('button')
    .map((button) => button.textContent);

/** Fills the open ship dialog and submits it. */
function shipWith(courier: string, trackingCode: string) {
  const dialog = screen.getByRole('dialog', { name: /Ship order/ });
  fireEvent.change(within(dialog).getByLabelText('Courier'), { target: { value: courier } });
  fireEvent.change(within(dialog).getByLabelText('Tracking code'), {
    target: { value: trackingCode },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
}

describe('Manage Orders', () => {
  test('each order offers exactly the moves its status allows', async () => {
    renderInApp(<ManageOrdersPage />, '/dashboard/manage-orders');
    expect(await screen.findByText('6 orders')).toBeTruthy();

    expect(buttonsOf('pending')).toEqual(['Cancel order', 'Confirm']);
    expect(buttonsOf('confirmed')).toEqual(['Cancel order', 'Mark shipped']);
    expect(buttonsOf('shipped')).toEqual(['Mark delivered']);
    expect(buttonsOf('delivered')).toEqual([]);
    expect(buttonsOf('cancelled')).toEqual([]);
    expect(buttonsOf('returned')).toEqual([]);
    for (const [status, label] of [
      ['pending', 'Pending'],
      ['confirmed', 'Confirmed'],
      ['shipped', 'Shipped'],
      ['delivered', 'Delivered'],
      ['cancelled', 'Cancelled'],
      ['returned', 'Returned'],
    ] as const) {
      expect(within(card(status)).getByText(label, { selector: '.badge' })).toBeTruthy();
    }
  });

  test('an order still waiting for its online payment may be cancelled but not moved on', async () => {
    orders = [
      { ...order('pending'), paymentMethod: 'bkash', cashToCollect: 0 },
      { ...order('confirmed'), advance: { amount: 120, status: 'due' } },
    ];
    renderInApp(<ManageOrdersPage />, '/dashboard/manage-orders');
    expect(await screen.findByText('2 orders')).toBeTruthy();

    expect(buttonsOf('pending')).toEqual(['Cancel order']);
    expect(buttonsOf('confirmed')).toEqual(['Cancel order']);
    for (const status of ['pending', 'confirmed'] as const) {
      expect(within(card(status)).getByText('Waiting for the online payment')).toBeTruthy();
    }
  });

  test('moving an order on sends the next status, says so, and offers the step after', async () => {
    renderInApp(<ManageOrdersPage />, '/dashboard/manage-orders');
    fireEvent.click(
      await within(await screen.findByRole('article', { name: cardName('pending') })).findByRole(
        'button',
        { name: 'Confirm' },
      ),
    );

    expect(await screen.findByText('The order is confirmed.')).toBeTruthy();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch).toEqual({
      method: 'PATCH',
      url: `/api/orders/${order('pending')._id}`,
      body: { status: 'confirmed' },
    });
    await waitFor(() => expect(buttonsOf('pending')).toEqual(['Cancel order', 'Mark shipped']));
    expect(within(card('pending')).getByText('Confirmed', { selector: '.badge' })).toBeTruthy();
  });

  test('shipping asks for the courier and tracking code, and sends them', async () => {
    renderInApp(<ManageOrdersPage />, '/dashboard/manage-orders');
    const confirmed = await screen.findByRole('article', { name: cardName('confirmed') });
    fireEvent.click(within(confirmed).getByRole('button', { name: 'Mark shipped' }));
    const dialog = screen.getByRole('dialog', { name: /Ship order/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(dialog).findByText('courier is required to ship an order')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    shipWith('RedX', 'RDX-7781');
    expect(await screen.findByText('The order is marked as shipped.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      status: 'shipped',
      courier: 'RedX',
      trackingCode: 'RDX-7781',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('cancelling asks first, and "Keep order" changes nothing', async () => {
    renderInApp(<ManageOrdersPage />, '/dashboard/manage-orders');
    const confirmed = await screen.findByRole('article', { name: cardName('confirmed') });
    fireEvent.click(within(confirmed).getByRole('button', { name: 'Cancel order' }));

    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog.textContent).toContain('its 2 units go back into stock');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    fireEvent.click(within(card('confirmed')).getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }),
    );
    expect(
      await screen.findByText('The order is cancelled and its stock is back on the shelf.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'cancelled' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(buttonsOf('confirmed')).toEqual([]);
  });

  test('marking delivered asks first and says it records the cash; "Not yet" changes nothing', async () => {
    renderInApp(<ManageOrdersPage />, '/dashboard/manage-orders');
    const shipped = await screen.findByRole('article', { name: cardName('shipped') });
    fireEvent.click(within(shipped).getByRole('button', { name: 'Mark delivered' }));

    const dialog = screen.getByRole('dialog', { name: 'Mark order CH-000003 delivered?' });
    expect(dialog.textContent).toContain(
      'It also records the cash on delivery as paid: Tk 49,000 collected by the courier.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    fireEvent.click(within(card('shipped')).getByRole('button', { name: 'Mark delivered' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark delivered' }),
    );
    expect(await screen.findByText('The order is marked as delivered.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'delivered' });
  });

  test('a card adds up its items apart from the delivery charge', async () => {
    orders = [
      {
        ...order('pending'),
        quantity: 1,
        price: 13_500,
        subtotal: 13_500,
        deliveryCharge: 150,
        total: 13_650,
      },
    ];
    renderInApp(<ManageOrdersPage />, '/dashboard/manage-orders');
    const pending = await screen.findByRole('article', { name: cardName('pending') });
    expect(pending.textContent).toContain('1 × Tk 13,500 = Tk 13,500');
    expect(pending.textContent).toContain('Delivery Tk 150, total Tk 13,650');
    // The address is printed once, its district included.
    expect(within(pending).getByText('Road 2, Dhanmondi, Dhaka')).toBeTruthy();
  });

  test('a refused move shows the server’s reason and leaves the order as it was', async () => {
    onPatch = () => ({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: 'This order is already shipped.' },
    });
    renderInApp(<ManageOrdersPage />, '/dashboard/manage-orders');
    const confirmed = await screen.findByRole('article', { name: cardName('confirmed') });
    fireEvent.click(within(confirmed).getByRole('button', { name: 'Mark shipped' }));
    shipWith('Pathao', 'PTH-1');

    expect(await screen.findByText('This order is already shipped.')).toBeTruthy();
    expect(within(card('confirmed')).getByText('Confirmed', { selector: '.badge' })).toBeTruthy();
  });

  test('the status filter lives in the address and asks the server for that status', async () => {
    renderInApp(<ManageOrdersPage />, '/dashboard/manage-orders?status=bogus');
    const filters = await screen.findByRole('group', { name: 'Show orders by status' });
    expect(within(filters).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(within(filters).getByRole('button', { name: 'Shipped' }));
    expect(await screen.findByText('1 order')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(
      '/dashboard/manage-orders?status=shipped',
    );
    expect(calls.at(-1)?.url).toBe('/api/orders?status=shipped');
    expect(
      within(filters).getByRole('button', { name: 'Shipped' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });
});
