import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { Address } from '../../../shared/schemas/address.ts';
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
  sku: 'SAMSUNG-980-1TB',
  slug: 'samsung-980-1tb',
  image: '/images/ssd.webp',
  images: ['/images/ssd.webp'],
  details: 'NVMe SSD',
  price: 10_500,
  regularPrice: null,
  saleEndsAt: null,
  quantity: 2,
  origin: 'Korea',
  category: 'storage',
  brand: 'Samsung',
  specs: {},
  weightGrams: 1000,
  holdLimit: null,
  warrantyMonths: 0,
  warrantyKind: 'brand',
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
  calls = answerRequests((call) => (call.url === QUOTE ? quoteAnswer(call) : answer(call)));
});

const QUOTE = '/api/delivery/quote';
/** The calls the form made to order: delivery quotes are asked as the form changes. */
const orderCalls = () => calls.filter((call) => call.url !== QUOTE);

/** Home delivery Tk 80 in the district's zone, plus Tk 20 for each kg above the first. */
function quoteAnswer({ body }: Call): Answer {
  const { district, items } = body as { district: string; items: { quantity: number }[] };
  const kg = items.reduce((sum, item) => sum + item.quantity, 0);
  const weightCharge = 20 * Math.max(0, kg - 1);
  return {
    status: 200,
    body: {
      district,
      zone: { id: 'inside-dhaka', name: 'Inside Dhaka' },
      weightGrams: kg * 1000,
      subtotal: 0,
      options: [
        {
          method: 'home',
          label: 'Home delivery',
          charge: 80 + weightCharge,
          zoneCharge: 80,
          weightCharge,
          eta: '1-2 days',
          codAdvance: null,
        },
      ],
    },
  };
}

const savedAddress: Address = {
  _id: '00000000-0000-4000-8000-0000000000ad',
  label: 'Home',
  name: 'Rahim Uddin',
  phone: '01812345678',
  district: 'Sylhet',
  area: 'Zindabazar',
  line: 'House 4, Lamabazar Road',
  isDefault: true,
};

function renderForm(saved?: Address) {
  renderInApp(
    <OrderForm
      product={product}
      user={user}
      saved={saved}
      onPlaced={onPlaced}
      onCancel={vi.fn()}
    />,
  );
  return {
    phone: screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' }),
    district: screen.getByRole<HTMLInputElement>('combobox', { name: 'District' }),
    address: screen.getByRole<HTMLInputElement>('textbox', { name: 'Address' }),
    placeOrder: () => fireEvent.click(screen.getByRole('button', { name: 'Place Order' })),
  };
}

function fillIn(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

/** Types part of a district's name (English or Bangla) and picks it from the list. */
function chooseDistrict(field: HTMLElement, typed: string, district: string) {
  fireEvent.change(field, { target: { value: typed } });
  fireEvent.mouseDown(screen.getByRole('option', { name: new RegExp(`^${district} `) }));
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
    expect(screen.getByText('District is required')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');

    fillIn(phone, '12345');
    placeOrder();
    expect(
      await screen.findByText('Provide a Bangladeshi mobile number, like 01712345678'),
    ).toBeTruthy();
    expect(orderCalls()).toEqual([]);
  });

  test('packs larger than the stock cannot be chosen; the total follows the pack', () => {
    renderForm();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '3' }).disabled).toBe(true);
    expect(
      screen.getByText('Only 2 left in stock, so a larger pack cannot be chosen.'),
    ).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe(
      '1 × Tk 10,500Delivery by district: choose yoursBefore delivery Tk 10,500',
    );

    fireEvent.click(screen.getByRole('radio', { name: '2' }));
    expect(screen.getByTestId('order-total').textContent).toBe(
      '2 × Tk 10,500Delivery by district: choose yoursBefore delivery Tk 21,000',
    );
  });

  test('a good order is sent with the account and product, thanked for, and the form closes', async () => {
    const { phone, district, address, placeOrder } = renderForm();
    fillIn(phone, '+880 1712-345678');
    chooseDistrict(district, 'ঢাকা', 'Dhaka');
    fillIn(address, 'House 4, Road 2, Dhanmondi, Dhaka');
    fireEvent.click(screen.getByRole('radio', { name: '2' }));
    // The total is the order's: two units and their home delivery, 2 kg (one above the first).
    await waitFor(() =>
      expect(screen.getByTestId('order-total').textContent).toBe(
        '2 × Tk 10,500Delivery Tk 100Total Tk 21,100',
      ),
    );
    expect(
      screen.getByRole('list', { name: 'How the delivery charge is made up' }).textContent,
    ).toBe('Home delivery, Inside DhakaTk 80Weight 2 kg: 1 kg above the firstTk 20');
    placeOrder();

    await waitFor(() => expect(onPlaced).toHaveBeenCalledOnce());
    expect(orderCalls()).toEqual([
      {
        method: 'POST',
        url: '/api/order',
        body: {
          productId: product._id,
          quantity: 2,
          phone: '01712345678',
          address: 'House 4, Road 2, Dhanmondi, Dhaka',
          district: 'Dhaka',
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
    const { phone, district, address, placeOrder } = renderForm();
    fillIn(phone, '01712345678');
    chooseDistrict(district, 'dhak', 'Dhaka');
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
    const { phone, district, address, placeOrder } = renderForm();
    fillIn(phone, '01712345678');
    chooseDistrict(district, 'dhak', 'Dhaka');
    fillIn(address, 'House 4, Road 2, Dhanmondi, Dhaka');
    placeOrder();

    expect((await screen.findByText('Only 1 left in stock.')).getAttribute('role')).toBe('alert');
    expect(
      await screen.findByText('Opps! Yor Order are not Plased. try again Please'),
    ).toBeTruthy();
    expect(onPlaced).not.toHaveBeenCalled();
  });

  test('the district is required even with phone and address, and a server refusal shows under it', async () => {
    answer = () => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'district: Unknown district',
        issues: { district: 'Unknown district' },
      },
    });
    const { phone, district, address, placeOrder } = renderForm();
    fillIn(phone, '01712345678');
    fillIn(address, 'House 4, Road 2, Dhanmondi, Dhaka');
    placeOrder();
    expect(await screen.findByText('District is required')).toBeTruthy();
    expect(district.getAttribute('aria-invalid')).toBe('true');
    expect(orderCalls()).toEqual([]);

    chooseDistrict(district, 'সিলে', 'Sylhet');
    expect(district.value).toBe('Sylhet (সিলেট)');
    placeOrder();
    expect(await screen.findByText('Unknown district')).toBeTruthy();
    expect(screen.queryByText('District is required')).toBeNull();
    expect(orderCalls()).toHaveLength(1);
    expect(onPlaced).not.toHaveBeenCalled();
  });

  test('starts from the default saved address: phone, district and address filled in', async () => {
    const { phone, district, address, placeOrder } = renderForm(savedAddress);
    expect(phone.value).toBe('01812345678');
    expect(district.value).toBe('Sylhet (সিলেট)');
    expect(address.value).toBe('House 4, Lamabazar Road, Zindabazar');
    placeOrder();

    await waitFor(() => expect(onPlaced).toHaveBeenCalledOnce());
    expect(orderCalls()[0]?.body).toMatchObject({
      phone: '01812345678',
      district: 'Sylhet',
      address: 'House 4, Lamabazar Road, Zindabazar',
      quantity: 1,
    });
  });

  test('a coupon code typed in Buy Now takes its discount off the total and goes with the order', async () => {
    answer = (call) =>
      call.url === '/api/coupons/check'
        ? { status: 200, body: { code: 'EID-500', discount: 500, freeDelivery: false } }
        : { status: 201, body: { insertedId: 'x', order: { ...(call.body as object) } } };
    const { phone, district, address, placeOrder } = renderForm();
    fillIn(phone, '01712345678');
    chooseDistrict(district, 'dhak', 'Dhaka');
    fillIn(address, 'House 4, Road 2, Dhanmondi, Dhaka');
    fillIn(screen.getByRole('textbox', { name: 'Coupon code' }), ' eid-500 ');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByTestId('coupon-discount')).textContent).toBe('Tk 500 off');
    await waitFor(() =>
      expect(screen.getByTestId('order-total').textContent).toBe(
        '1 × Tk 10,500Delivery Tk 80Coupon EID-500 −Tk 500Total Tk 10,080',
      ),
    );
    placeOrder();

    await waitFor(() => expect(onPlaced).toHaveBeenCalledOnce());
    const ordered = orderCalls().filter((call) => call.url === '/api/order');
    expect(ordered[0]?.body).toMatchObject({ couponCode: 'EID-500', district: 'Dhaka' });
    // The code is spent with the order: the next Buy Now starts without it.
    expect(screen.queryByTestId('coupon-applied')).toBeNull();
  });

  test('without a saved address the form starts empty', () => {
    const { phone, district, address } = renderForm();
    expect([phone.value, district.value, address.value]).toEqual(['', '', '']);
  });
});
