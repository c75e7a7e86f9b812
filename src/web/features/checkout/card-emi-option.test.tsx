import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Address } from '../../../shared/schemas/address.ts';
import type { CartItem } from '../../lib/cart/use-cart.ts';
import { setAppliedCoupon } from '../../lib/coupon/applied-coupon.ts';
import { answerRequests, renderInApp, type Answer, type Call } from '../../test-support.tsx';
import { CheckoutForm } from './checkout-form-view.tsx';
import type { CheckoutFormInput } from './checkout-form.ts';

// Card EMI on the checkout page as a shopper meets it: offered beside the other payment
// choices when the order qualifies, the bank and months chosen, the monthly and the total at
// regular prices shown with the words that keep them out of trouble, and the plan sent with
// the order; otherwise the choice says why not. The network answers as the server would.

const GPU = '00000000-0000-4000-8000-000000000001';
const line = (price: number, regularPrice: number | null): CartItem => ({
  productId: GPU,
  name: 'RTX 4060 8GB',
  image: '/images/gpu.webp',
  price,
  regularPrice,
  quantity: 1,
  stock: 5,
  priceWhenAdded: price,
  priceChanged: false,
  outOfStock: false,
  removed: false,
});
const plans = [
  { bank: 'City Bank', months: [3, 12], feePercent: { '12': 3.5 }, minAmount: 5000, enabled: true },
  { bank: 'EBL', months: [6], feePercent: {}, minAmount: 20_000, enabled: true },
];
const address: Address = {
  _id: '00000000-0000-4000-8000-0000000000ad',
  label: 'Home',
  name: 'Rahim Uddin',
  phone: '01712345678',
  district: 'Dhaka',
  area: 'Dhanmondi',
  line: 'House 4, Road 2',
  isDefault: true,
};
const starting: CheckoutFormInput = {
  ...{ name: 'Rahim Uddin', phone: '01712345678', district: 'Dhaka', area: 'Dhanmondi' },
  ...{ line: 'House 4, Road 2', deliveryMethod: 'home', paymentMethod: 'cod', saveAddress: true },
};

let methods: string[];
let excluded: string[];
let checkout: (call: Call) => Answer;
let calls: Call[];

beforeEach(() => {
  methods = ['cod', 'sslcommerz'];
  excluded = [];
  checkout = () => ({ status: 500 });
  calls = answerRequests((call) => {
    if (call.url === '/api/payments/methods') {
      const rules = { advanceDeliveryOutsideDhaka: false, codLimit: null };
      return { body: { methods, holdMinutes: 30, rules } };
    }
    if (call.url === '/api/emi-plans') return { body: { plans, excludedProductIds: excluded } };
    if (call.url === '/api/delivery/free-delivery') return { body: { threshold: null } };
    if (call.url === '/api/delivery/quote') return { body: quote() };
    if (call.url === '/api/coupons/check') return { status: 400, body: { message: 'No' } };
    if (call.url === '/api/checkout') return checkout(call);
    return { status: 404, body: { message: 'Not found' } };
  });
});
afterEach(() => setAppliedCoupon(null));

function quote() {
  const home = { method: 'home', label: 'Home delivery', charge: 100, zoneCharge: 100 };
  return {
    district: 'Dhaka',
    zone: { id: 'inside-dhaka', name: 'Inside Dhaka' },
    weightGrams: 1000,
    subtotal: 0,
    options: [{ ...home, weightCharge: 0, eta: '1-2 days', codAdvance: null }],
  };
}

function renderCheckout(item: CartItem) {
  renderInApp(
    <CheckoutForm
      lines={[item]}
      subtotal={item.price}
      saved={[address]}
      starting={starting}
      visitor={false}
      onRemove={vi.fn()}
    />,
  );
}

const emiRadio = () => screen.findByRole<HTMLInputElement>('radio', { name: 'Card EMI' });

describe('card EMI at checkout', () => {
  test('chosen, it prices the order at regular prices, shows the monthly and sends the plan', async () => {
    checkout = () => ({
      status: 400,
      body: {
        message: 'emi.months: City Bank offers card EMI over 3, 12 months, not 12',
        issues: { 'emi.months': 'City Bank does not run 12 months today' },
      },
    });
    renderCheckout(line(45_000, 48_000));
    const radio = await emiRadio();
    expect(screen.getByText(/credit card, from Tk 4,149\/month/)).toBeTruthy();
    fireEvent.click(radio);

    // Regular price Tk 48,000 plus Tk 100 delivery: 48,100; 3.5 % of it rounds up to 1,684.
    expect(screen.getByTestId('checkout-total').textContent).toBe('Tk 48,100');
    const bank = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Bank' });
    expect(
      within(bank)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['City Bank', 'EBL']);
    expect(bank.value).toBe('City Bank');
    fireEvent.change(screen.getByRole('combobox', { name: 'Months' }), {
      target: { value: '12' },
    });
    expect(screen.getByTestId('card-emi-plan').textContent).toBe(
      "Tk 4,149/month for 12 monthsTk 49,784 in all: Tk 48,100 at regular prices with delivery, plus the bank's fee of 3.5 %",
    );
    const words = screen.getByTestId('card-emi').textContent;
    expect(words).toMatch(/credit card of City Bank/);
    expect(words).toMatch(/charges its fee on your card, not the shop/);
    expect(words).toMatch(/refunded, the money goes back to your card/);

    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/checkout')).toBe(true));
    const sent = calls.find((call) => call.url === '/api/checkout')?.body as object;
    expect(sent).toMatchObject({
      paymentMethod: 'emi',
      emi: { bank: 'City Bank', months: 12 },
    });
    expect(sent).not.toHaveProperty('couponCode');
    // The server's refusal of the plan shows beside the months.
    expect(await screen.findByText('City Bank does not run 12 months today')).toBeTruthy();
  });

  test('the months must be chosen before the order is sent', async () => {
    renderCheckout(line(48_000, null));
    fireEvent.click(await emiRadio());
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Choose the months to pay over')).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/checkout')).toBe(false);
  });

  test('below the least minimum it says where EMI starts and cannot be chosen', async () => {
    renderCheckout(line(3_500, null));
    const radio = await emiRadio();
    expect(radio.disabled).toBe(true);
    expect(screen.getByText('Card EMI starts at Tk 5,000.')).toBeTruthy();
  });

  test('with a coupon, or a product kept out of EMI, it says why not', async () => {
    setAppliedCoupon('EID10');
    renderCheckout(line(48_000, null));
    expect((await emiRadio()).disabled).toBe(true);
    expect(screen.getByText(/Coupons do not apply to card EMI: remove the coupon/)).toBeTruthy();
  });

  test('a product kept out of EMI: it says so', async () => {
    excluded = [GPU];
    renderCheckout(line(48_000, null));
    expect((await emiRadio()).disabled).toBe(true);
    expect(screen.getByText('A product here is not sold on card EMI.')).toBeTruthy();
  });

  test('without SSLCommerz there is no card EMI', async () => {
    methods = ['cod'];
    renderCheckout(line(48_000, null));
    expect(await screen.findByRole('radio', { name: 'Cash on Delivery' })).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.url === '/api/emi-plans')).toBe(true));
    expect(screen.queryByRole('radio', { name: 'Card EMI' })).toBeNull();
  });
});
