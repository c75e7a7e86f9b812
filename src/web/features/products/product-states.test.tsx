import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { Product } from '../../../shared/schemas/product.ts';
import { ProductCard } from '../../components/product-card.tsx';
import { sessionKey } from '../../lib/auth-api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { answerRequests, renderInApp } from '../../test-support.tsx';
import { ProductBuyBox } from './components/product-buy-box.tsx';

// What a shopper sees of a product's state (decision 078): the labels, and "Notify me"
// instead of dead Buy and Cart, with the form's outcome.

const base: Product = {
  _id: '00000000-0000-4000-8000-000000000045',
  name: 'Sapphire RX 7600 8GB',
  sku: 'SAP-RX7600',
  slug: 'sapphire-rx-7600-8gb',
  image: '/images/rx7600.webp',
  images: ['/images/rx7600.webp'],
  details: 'A graphics card',
  price: 36_000,
  regularPrice: null,
  saleEndsAt: null,
  quantity: 0,
  origin: 'China',
  category: 'gpu',
  brand: 'Sapphire',
  specs: {},
  weightGrams: 1200,
  holdLimit: null,
  warrantyMonths: 36,
  warrantyKind: 'brand',
  availability: 'normal',
  rating: { average: 0, count: 0 },
  createdAt: '2026-11-01T00:00:00.000Z',
};

const shopper = {
  user: {
    _id: '00000000-0000-4000-8000-0000000000aa',
    email: 'rahim@example.com',
    name: 'Rahim',
    role: 'customer',
    createdAt: '2026-11-01T00:00:00.000Z',
  },
  providers: { google: false },
};

function answers(signedIn: boolean) {
  return answerRequests(({ url, method }) => {
    if (url.startsWith('/api/auth/session'))
      return { body: signedIn ? shopper : { user: null, providers: { google: false } } };
    if (method === 'POST' && url.endsWith('/stock-alerts'))
      return { status: 201, body: { id: 'a1' } };
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not here' } };
  });
}

describe('product cards', () => {
  test('out of stock: "Notify me" to the page form, no Buy Now or Add to Cart', () => {
    answers(false);
    renderInApp(<ProductCard product={base} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Out of stock')).toBeTruthy();
    const notify = within(card).getByRole('link', { name: /Notify me/ });
    expect(notify.getAttribute('href')).toBe('/products/sapphire-rx-7600-8gb#notify-me');
    expect(within(card).queryByRole('button', { name: /Buy Now/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Add to Cart/ })).toBeNull();
  });

  test('labels: "Pre-order" when out of stock, "Coming soon" with no Buy or Cart even with stock', () => {
    answers(false);
    renderInApp(
      <>
        <ProductCard product={{ ...base, availability: 'preorder' }} />
        <ProductCard
          product={{
            ...base,
            _id: `${base._id.slice(0, -2)}46`,
            quantity: 9,
            availability: 'coming-soon',
          }}
        />
      </>,
    );
    const [preorder, soon] = screen.getAllByRole('article');
    expect(within(preorder!).getByText('Pre-order')).toBeTruthy();
    expect(within(soon!).getByText('Coming soon')).toBeTruthy();
    expect(within(soon!).queryByRole('link', { name: /Buy Now/ })).toBeNull();
    expect(within(soon!).queryByRole('button', { name: /Add to Cart/ })).toBeNull();
    expect(within(soon!).getByRole('link', { name: /Notify me/ })).toBeTruthy();
  });

  test('in stock: Buy Now and Add to Cart as before', () => {
    answers(false);
    renderInApp(<ProductCard product={{ ...base, quantity: 12 }} />);
    expect(screen.getByRole('link', { name: /Buy Now/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Notify me/ })).toBeNull();
  });
});

describe('the product page’s Notify me', () => {
  test('a visitor gives a phone number and is told what will happen', async () => {
    const calls = answers(false);
    renderInApp(<ProductBuyBox product={base} />);
    expect(screen.queryByRole('link', { name: /Buy Now/ })).toBeNull();
    const field = screen.getByLabelText('Notify me when it is back');
    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText(/Give a mobile number/)).toBeTruthy();
    fireEvent.change(field, { target: { value: '01712345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(
      await screen.findByText(
        'Thank you: we will text 01712345678 once when Sapphire RX 7600 8GB is back.',
      ),
    ).toBeTruthy();
    expect(calls.filter((call) => call.url.endsWith('/stock-alerts'))).toEqual([
      {
        method: 'POST',
        url: `/api/products/${base._id}/stock-alerts`,
        body: { phone: '01712345678' },
      },
    ]);
  });

  test('a signed-in shopper finds their email filled in', async () => {
    const calls = answers(true);
    renderInApp(<ProductBuyBox product={base} />);
    // Signed in as the session check leaves it once its token is in hand (auth-api.ts).
    act(() => {
      queryClient.setQueryData(sessionKey, shopper);
    });
    const field = screen.getByLabelText<HTMLInputElement>('Notify me when it is back');
    await screen.findByDisplayValue('rahim@example.com');
    expect(field.value).toBe('rahim@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    await screen.findByText(/we will mail rahim@example.com once/);
    expect(calls.find((call) => call.url.endsWith('/stock-alerts'))?.body).toEqual({
      email: 'rahim@example.com',
    });
  });
});
