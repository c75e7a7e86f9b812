import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { Product } from '../../shared/schemas/product.ts';
import { emiKeys } from '../lib/emi/emi-api.ts';
import { queryClient } from '../lib/query-client.ts';
import { answerRequests, renderInApp } from '../test-support.tsx';
import { LinesEmi } from './lines-emi.tsx';
import { ProductCard } from './product-card.tsx';

// Card EMI where a shopper browses: "EMI from" on a product card as the list answers it, and
// the whole cart's or build's EMI at regular prices, or why there is none.

const GPU = '00000000-0000-4000-8000-000000000001';
const CASE = '00000000-0000-4000-8000-000000000002';
const plans = [
  { bank: 'City Bank', months: [3, 12], feePercent: { '12': 3.5 }, minAmount: 5000, enabled: true },
];
let offered: object;

beforeEach(() => {
  offered = { plans, excludedProductIds: [] };
  answerRequests((call) =>
    call.url === '/api/emi-plans' ? { body: offered } : { status: 404, body: { message: 'No' } },
  );
});

const gpu = { productId: GPU, price: 45_000, regularPrice: 48_000, quantity: 1 };
const pc = { productId: CASE, price: 2_000, regularPrice: null, quantity: 2 };

describe('EMI for a whole cart or build', () => {
  test('the lowest monthly at regular prices', async () => {
    renderInApp(<LinesEmi lines={[gpu, pc]} what="cart" />);
    // Tk 48,000 + 2 × Tk 2,000 = Tk 52,000; 12 months at 3.5 %: 53,820 / 12 = 4,485.
    expect((await screen.findByTestId('lines-emi')).textContent).toBe(
      'Card EMI from Tk 4,485/month for this cart at regular prices (Tk 52,000); choose the bank and months at checkout.',
    );
  });

  test('below the minimum, or with a product kept out, it says why', async () => {
    const { unmount } = renderInApp(<LinesEmi lines={[pc]} what="build" />);
    expect((await screen.findByTestId('lines-emi')).textContent).toBe(
      'Card EMI starts at Tk 5,000.',
    );
    unmount();
    offered = { plans, excludedProductIds: [GPU] };
    renderInApp(<LinesEmi lines={[gpu]} what="build" />);
    expect((await screen.findByTestId('lines-emi')).textContent).toBe(
      'A product here is not sold on card EMI.',
    );
  });

  test('nothing when no plan is switched on', async () => {
    offered = { plans: [{ ...plans[0], enabled: false }], excludedProductIds: [] };
    renderInApp(<LinesEmi lines={[gpu]} what="cart" />);
    // The plans have come: still nothing to say.
    await waitFor(() => expect(queryClient.getQueryState(emiKeys.offered)?.status).toBe('success'));
    expect(screen.queryByTestId('lines-emi')).toBeNull();
  });
});

describe('a product card', () => {
  const product: Product = {
    _id: GPU,
    name: 'RTX 4060 8GB',
    sku: 'RTX-4060',
    slug: 'rtx-4060',
    image: '/images/gpu.webp',
    images: ['/images/gpu.webp'],
    details: 'A graphics card',
    price: 45_000,
    regularPrice: 48_000,
    saleEndsAt: null,
    quantity: 3,
    origin: 'Taiwan',
    category: 'gpu',
    brand: 'MSI',
    specs: {},
    weightGrams: 1000,
    holdLimit: null,
    warrantyMonths: 36,
    warrantyKind: 'brand',
    rating: { average: 0, count: 0 },
    createdAt: '2026-11-01T00:00:00.000Z',
  };

  test('says EMI from the list’s monthly, and nothing without one', () => {
    const { unmount } = renderInApp(<ProductCard product={{ ...product, emiFrom: 4140 }} />);
    expect(screen.getByTestId('card-emi-from').textContent).toBe('EMI from Tk 4,140/month');
    unmount();
    renderInApp(<ProductCard product={{ ...product, emiFrom: null }} />);
    expect(screen.queryByTestId('card-emi-from')).toBeNull();
  });
});
