import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { Coupon } from '../../../../shared/schemas/coupon.ts';
import { answerRequests, renderInApp, type Call } from '../../../test-support.tsx';
import { CouponDialog } from './coupon-dialog.tsx';

// The coupon dialog's product scope: the owner finds products by name or SKU through the
// shop's search, sees each chosen one as a chip with its price, takes one off, and the
// coupon is saved with the products chosen. The server is replaced by answers given here.

const ryzen = {
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'AMD Ryzen 5 7600',
  sku: 'AMD-RYZEN-5-7600',
  price: 24_500,
};
const intel = {
  _id: '00000000-0000-4000-8000-000000000002',
  name: 'Intel Core i5-14400F',
  sku: 'INTEL-CORE-I5-14400F',
  price: 21_000,
};

let calls: Call[];
const onClose = vi.fn();

beforeEach(() => {
  onClose.mockReset();
  calls = answerRequests((call) => {
    const url = new URL(call.url, 'http://shop');
    if (url.pathname === '/api/product') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return { body: [ryzen, intel].filter((p) => `${p.name} ${p.sku}`.toLowerCase().includes(q)) };
    }
    if (url.pathname === `/api/product/${intel._id}`) return { body: intel };
    if (call.method === 'POST' || call.method === 'PATCH') {
      return { status: 201, body: { id: 'x', ...(call.body as object), uses: 0 } };
    }
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No such' } };
  });
});

const search = () => screen.getByRole('searchbox', { name: 'Find a product by name or SKU' });
const chips = () =>
  within(screen.getByRole('list', { name: 'Products the coupon covers' }))
    .getAllByRole('listitem')
    .map((chip) => chip.textContent);

describe('the coupon dialog’s products', () => {
  test('found by name or SKU, shown as chips with their price, removable, and saved as the scope', async () => {
    renderInApp(<CouponDialog coupon={null} onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Code/ }), {
      target: { value: 'CPU-500' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), {
      target: { value: 'amount' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Taka off' }), {
      target: { value: '500' },
    });

    fireEvent.change(search(), { target: { value: 'ryzen' } });
    fireEvent.click(await screen.findByRole('button', { name: /AMD Ryzen 5 7600/ }));
    fireEvent.change(search(), { target: { value: 'intel-core' } });
    fireEvent.click(await screen.findByRole('button', { name: /Intel Core i5-14400F/ }));
    expect(chips()).toEqual(['AMD Ryzen 5 7600Tk 24,500✕', 'Intel Core i5-14400FTk 21,000✕']);
    // A product chosen already cannot be added twice.
    const found = screen.getByRole('list', { name: 'Products found' });
    expect(
      within(found).getByRole<HTMLButtonElement>('button', { name: /Intel Core i5-14400F/ })
        .disabled,
    ).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove AMD Ryzen 5 7600' }));
    expect(chips()).toEqual(['Intel Core i5-14400FTk 21,000✕']);
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const saved = calls.find((call) => call.method === 'POST');
    expect(saved?.body).toMatchObject({
      code: 'CPU-500',
      kind: 'amount',
      value: 500,
      scope: { productIds: [intel._id] },
    });
  });

  test('a coupon being edited shows its products by name, and one no longer sold says so', async () => {
    const coupon: Coupon = {
      id: '00000000-0000-4000-8000-0000000000c1',
      code: 'CPU-500',
      kind: 'amount',
      value: 500,
      minSubtotal: 0,
      scope: { productIds: [intel._id, '00000000-0000-4000-8000-0000000000ff'] },
      active: true,
      uses: 0,
    };
    renderInApp(<CouponDialog coupon={coupon} onClose={onClose} />);
    await waitFor(() =>
      expect(chips()).toEqual(['Intel Core i5-14400FTk 21,000✕', 'A product no longer sold✕']),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove A product no longer sold' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save coupon' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      scope: { productIds: [intel._id] },
    });
  });
});
