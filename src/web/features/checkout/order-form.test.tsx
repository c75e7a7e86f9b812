import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { Address } from '../../../shared/schemas/address.ts';
import type { User } from '../../../shared/schemas/auth.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { answerRequests, renderInApp, type Answer, type Call } from '../../test-support.tsx';
import { OrderForm } from './order-form.tsx';

// The order form as a customer meets it: the account's name and email filled in, checkout's
// address fields, delivery options and payment methods, the shop's rules checked before
// anything is sent, the order sent through the checkout call for this one product, and the
// server's answer shown where it belongs (under a field, above the button, or in a toast).

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
  methods = ['cod', 'bkash', 'sslcommerz'];
  answer = () => ({ status: 201, body: placed() });
  calls = answerRequests((call) =>
    call.url === QUOTE
      ? quoteAnswer(call)
      : call.url === METHODS
        ? { status: 200, body: { methods, holdMinutes: 30, rules } }
        : answer(call),
  );
});

const QUOTE = '/api/delivery/quote';
const METHODS = '/api/payments/methods';
let methods: string[];
const rules = { advanceDeliveryOutsideDhaka: false, codLimit: null };
/** The calls the form made to order: quotes and payment methods are asked as it shows. */
const orderCalls = () => calls.filter((call) => call.url !== QUOTE && call.url !== METHODS);

/** Checkout's answer for a placed order, paid as `payment` says. */
function placed(payment: object = { method: 'cod', status: 'due' }) {
  return {
    orderId: '00000000-0000-4000-8000-0000000000ee',
    orderNumber: 'CH-000123',
    status: 'pending',
    lines: [],
    subtotal: 21_000,
    deliveryCharge: 100,
    discount: 0,
    couponCode: null,
    total: 21_100,
    payment,
  };
}

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
    area: screen.getByRole<HTMLInputElement>('textbox', { name: 'Area or thana' }),
    street: screen.getByRole<HTMLInputElement>('textbox', { name: 'Street address' }),
    placeOrder: () => fireEvent.click(screen.getByRole('button', { name: 'Place Order' })),
  };
}

function fillIn(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

/** Fills in a good address in Dhaka. */
function fillAddress(fields: ReturnType<typeof renderForm>, street = 'House 4, Road 2') {
  fillIn(fields.phone, '01712345678');
  chooseDistrict(fields.district, 'dhak', 'Dhaka');
  fillIn(fields.area, 'Dhanmondi');
  fillIn(fields.street, street);
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

  test('sends nothing until phone and the address are right, and says what is wrong where', async () => {
    const { phone, placeOrder } = renderForm();
    placeOrder();
    expect(await screen.findByText('Phone is Required')).toBeTruthy();
    expect(screen.getByText('District is required')).toBeTruthy();
    expect(screen.getByText('Area or thana is required')).toBeTruthy();
    expect(screen.getByText('Street address is required')).toBeTruthy();
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

  test('offers the payment methods checkout offers, not cash only', async () => {
    renderForm();
    for (const name of ['Cash on Delivery', 'bKash', 'Card / mobile banking (SSLCommerz)']) {
      expect(await screen.findByRole('radio', { name })).toBeTruthy();
    }
  });

  test('a good order goes through checkout with this one line, is thanked for, and the form closes', async () => {
    const fields = renderForm();
    fillIn(fields.phone, '+880 1712-345678');
    chooseDistrict(fields.district, 'ঢাকা', 'Dhaka');
    fillIn(fields.area, 'Dhanmondi');
    fillIn(fields.street, 'House 4, Road 2');
    fireEvent.click(screen.getByRole('radio', { name: '2' }));
    // The total is the order's: two units and their home delivery, 2 kg (one above the first).
    await waitFor(() =>
      expect(screen.getByTestId('order-total').textContent).toBe(
        '2 × Tk 10,500Delivery Tk 100Total Tk 21,100',
      ),
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Home delivery/ }).checked).toBe(
      true,
    );
    expect(
      screen.getByRole('list', { name: 'How the delivery charge is made up' }).textContent,
    ).toBe('Home delivery, Inside DhakaTk 80Weight 2 kg: 1 kg above the firstTk 20');
    fields.placeOrder();

    await waitFor(() => expect(onPlaced).toHaveBeenCalledOnce());
    expect(orderCalls()).toEqual([
      {
        method: 'POST',
        url: '/api/checkout',
        body: {
          items: [{ productId: product._id, quantity: 2 }],
          contact: { name: 'Rahim Uddin', phone: '01712345678' },
          address: { district: 'Dhaka', area: 'Dhanmondi', line: 'House 4, Road 2' },
          deliveryMethod: 'home',
          paymentMethod: 'cod',
          saveAddress: true,
        },
      },
    ]);
    expect(
      await screen.findByText('hello Rahim Uddin. Thanks for choising Our Product'),
    ).toBeTruthy();
  });

  test('bKash chosen: the order goes to the gateway’s page instead of closing', async () => {
    const gateway = vi.fn();
    // The page's address stays readable (its parts are getters, which a spread leaves out).
    const { href, pathname, search, hash } = window.location;
    vi.stubGlobal('location', { href, pathname, search, hash, assign: gateway });
    answer = () => ({
      status: 201,
      body: placed({ method: 'bkash', status: 'initiated', redirectUrl: '/pay/bkash/1' }),
    });
    const fields = renderForm();
    fillAddress(fields);
    fireEvent.click(await screen.findByRole('radio', { name: 'bKash' }));
    fields.placeOrder();

    await waitFor(() => expect(orderCalls()).toHaveLength(1));
    expect(orderCalls()[0]?.body).toMatchObject({ paymentMethod: 'bkash' });
    await waitFor(() => expect(gateway).toHaveBeenCalledWith('/pay/bkash/1'));
    expect(onPlaced).not.toHaveBeenCalled();
  });

  test('a field the server refuses is marked under that field, not above the button', async () => {
    answer = () => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'address.line: Give the full address',
        issues: { 'address.line': 'Give the full address' },
      },
    });
    const fields = renderForm();
    fillAddress(fields, 'x');
    fields.placeOrder();

    expect(await screen.findByText('Give the full address')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(fields.street));
    expect(fields.street.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('address.line: Give the full address')).toBeNull();
    expect(onPlaced).not.toHaveBeenCalled();
  });

  test('any other refusal is said above the button, with the shop’s failure toast', async () => {
    answer = () => ({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: 'Only 1 left in stock.', lines: [] },
    });
    const fields = renderForm();
    fillAddress(fields);
    fields.placeOrder();

    expect((await screen.findByText('Only 1 left in stock.')).getAttribute('role')).toBe('alert');
    expect(
      await screen.findByText('Opps! Yor Order are not Plased. try again Please'),
    ).toBeTruthy();
    expect(onPlaced).not.toHaveBeenCalled();
  });

  test('short stock reads as the pack to make smaller, not as cart lines', async () => {
    answer = () => ({
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        message: 'Not enough stock for: Samsung 980 1TB (1 left). Nothing was ordered.',
        lines: [{ productId: product._id, name: product.name, available: 1 }],
      },
    });
    const fields = renderForm();
    fillAddress(fields);
    fields.placeOrder();

    expect(
      (await screen.findByText('Only 1 left in stock: please choose a smaller pack.')).getAttribute(
        'role',
      ),
    ).toBe('alert');
    expect(onPlaced).not.toHaveBeenCalled();
  });

  test('starts from the default saved address: phone, district, area and street filled in', async () => {
    const fields = renderForm(savedAddress);
    expect(fields.phone.value).toBe('01812345678');
    expect(fields.district.value).toBe('Sylhet (সিলেট)');
    expect(fields.area.value).toBe('Zindabazar');
    expect(fields.street.value).toBe('House 4, Lamabazar Road');
    await screen.findByRole('radio', { name: /Home delivery/ });
    fields.placeOrder();

    await waitFor(() => expect(onPlaced).toHaveBeenCalledOnce());
    expect(orderCalls()[0]?.body).toMatchObject({
      items: [{ productId: product._id, quantity: 1 }],
      contact: { phone: '01812345678' },
      address: { district: 'Sylhet', area: 'Zindabazar', line: 'House 4, Lamabazar Road' },
      // Already in the book: not kept a second time.
      saveAddress: false,
    });
  });

  test('a coupon code typed in Buy Now takes its discount off the total and goes with the order', async () => {
    answer = (call) =>
      call.url === '/api/coupons/check'
        ? { status: 200, body: { code: 'EID-500', discount: 500, freeDelivery: false } }
        : { status: 201, body: placed() };
    const fields = renderForm();
    fillAddress(fields);
    fillIn(screen.getByRole('textbox', { name: 'Coupon code' }), ' eid-500 ');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByTestId('coupon-discount')).textContent).toBe('Tk 500 off');
    await waitFor(() =>
      expect(screen.getByTestId('order-total').textContent).toBe(
        '1 × Tk 10,500Delivery Tk 80Coupon EID-500 −Tk 500Total Tk 10,080',
      ),
    );
    fields.placeOrder();

    await waitFor(() => expect(onPlaced).toHaveBeenCalledOnce());
    const ordered = orderCalls().filter((call) => call.url === '/api/checkout');
    expect(ordered[0]?.body).toMatchObject({
      couponCode: 'EID-500',
      address: { district: 'Dhaka' },
    });
    // The code is spent with the order: the next Buy Now starts without it.
    expect(screen.queryByTestId('coupon-applied')).toBeNull();
  });

  test('without a saved address the form starts empty', () => {
    const { phone, district, area, street } = renderForm();
    expect([phone.value, district.value, area.value, street.value]).toEqual(['', '', '', '']);
  });
});
