import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { ManagedProduct } from '../../../../shared/schemas/product.ts';
import { answerRequests, renderInApp, type Call } from '../../../test-support.tsx';
import { ManageProductsPage } from './manage-products-page.tsx';

// Manage Products as the owner meets it: the back-in-stock alerts waiting per product, and the
// edit form's availability (decision 078). The network is answered here; the rest is the app's.

const product: ManagedProduct = {
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'AMD Ryzen 5 7600',
  sku: 'AMD-R5-7600',
  slug: 'amd-ryzen-5-7600',
  image: '/images/ryzen.webp',
  images: ['/images/ryzen.webp'],
  details: 'Six cores',
  price: 24_500,
  regularPrice: null,
  saleEndsAt: null,
  quantity: 0,
  origin: 'Taiwan',
  category: 'other',
  brand: 'AMD',
  specs: {},
  weightGrams: 1000,
  holdLimit: null,
  warrantyMonths: 0,
  warrantyKind: 'brand',
  availability: 'normal',
  rating: { average: 0, count: 0 },
  createdAt: '2026-11-01T00:00:00.000Z',
  waitingAlerts: 3,
  costPrice: null,
};
const restocked: ManagedProduct = {
  ...product,
  _id: '00000000-0000-4000-8000-000000000002',
  name: 'Corsair 650 W',
  slug: 'corsair-650-w',
  sku: 'CORSAIR-650',
  quantity: 9,
  availability: 'coming-soon',
  waitingAlerts: 0,
};

let calls: Call[];
beforeEach(() => {
  calls = answerRequests(({ method, url }) => {
    if (url.startsWith('/api/manage-products')) {
      return { body: [product, restocked], headers: { 'X-Total-Count': '2' } };
    }
    if (method === 'PATCH') return { body: { modifiedCount: 1 } };
    return { body: [] };
  });
});

const patches = () => calls.filter((call) => call.method === 'PATCH');

describe('Manage Products', () => {
  test('shows how many back-in-stock alerts wait for each product, and the availability set', async () => {
    renderInApp(<ManageProductsPage />, '/dashboard/manage-products');
    const table = await screen.findByRole('table');
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(within(table).getByRole('columnheader', { name: 'Waiting alerts' })).toBeTruthy();
    expect(within(row('AMD Ryzen 5 7600')).getByText('3 waiting')).toBeTruthy();
    expect(within(row('Corsair 650 W')).getByText('None')).toBeTruthy();
    expect(within(row('Corsair 650 W')).getByText('Coming soon')).toBeTruthy();
    // The phone's cards say the same.
    const card = screen.getByRole('listitem', { name: 'AMD Ryzen 5 7600' });
    expect(within(card).getByText('3 waiting for stock')).toBeTruthy();
  });

  test('the edit form has the availability field and sends the one chosen', async () => {
    renderInApp(<ManageProductsPage />, '/dashboard/manage-products');
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Edit Corsair 650 W' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Corsair 650 W' });
    // The select's starting value is not read here: the test DOM reports a fresh select in a
    // portal as unselected, which the form library takes for an edit (the browser does not).
    fireEvent.change(within(dialog).getByLabelText('Availability'), {
      target: { value: 'preorder' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]?.body).toMatchObject({ availability: 'preorder' });
  });
});
