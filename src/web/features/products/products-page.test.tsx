import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { Product, ProductFacets } from '../../../shared/schemas/product.ts';
import { answerRequests, renderInApp, type Call } from '../../test-support.tsx';
import { ProductsPage } from './products-page.tsx';

// The products page's filters and the address agree both ways: the address sets
// the filters on arrival, and each filter change writes a new address (back to
// page 1) and asks the API for that view.

const product: Product = {
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
  quantity: 7,
  origin: 'Taiwan',
  category: 'cpu',
  brand: 'AMD',
  specs: {},
  weightGrams: 1000,
  holdLimit: null,
  warrantyMonths: 0,
  warrantyKind: 'brand',
  rating: { average: 0, count: 0 },
  createdAt: '2026-11-01T00:00:00.000Z',
};

const facets: ProductFacets = {
  facets: [
    { key: 'brand', label: 'Brand', values: [{ value: 'AMD', count: 9 }] },
    {
      key: 'socket',
      label: 'Socket',
      values: [
        { value: 'AM5', count: 6 },
        { value: 'LGA1700', count: 5 },
      ],
    },
  ],
  price: { min: 9_800, max: 72_000 },
};

let calls: Call[];
beforeEach(() => {
  // The cards' Add to Cart asks who is signed in: nobody, here.
  calls = answerRequests(({ url }) =>
    url.startsWith('/api/auth/session')
      ? { body: { user: null, providers: { google: false, phone: false } } }
      : url.startsWith('/api/product/facets')
        ? { body: facets }
        : { body: [product], headers: { 'X-Total-Count': '41' } },
  );
});

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const lastCall = (path: string) =>
  calls.filter((call) => new URL(call.url, 'http://shop').pathname === path).at(-1);
const lastQuery = (path = '/api/product') =>
  new URL(lastCall(path)?.url ?? '', 'http://shop').searchParams;

describe('the products page', () => {
  test('the address sets the heading, the words searched, the category, the sort order and the page', async () => {
    renderInApp(<ProductsPage />, '/products?q=ryzen&category=cpu&sort=price-asc&page=2');

    expect(await screen.findByText('Showing 13–13 of 41 products')).toBeTruthy();
    // A category's page is headed by its name; the one search box is the header's.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Processors');
    expect(screen.getByText('Results for “ryzen”')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getByLabelText<HTMLSelectElement>('Category').value).toBe('cpu');
    expect(screen.getByLabelText<HTMLSelectElement>('Sort by').value).toBe('price-asc');
    expect(
      within(screen.getByRole('navigation', { name: 'Pagination' }))
        .getByRole('link', { name: 'Page 2' })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(Object.fromEntries(lastQuery())).toMatchObject({
      q: 'ryzen',
      category: 'cpu',
      sort: 'price-asc',
      page: '2',
    });
  });

  test('Clear search drops the words, starts at page 1 and keeps the category', async () => {
    renderInApp(<ProductsPage />, '/products?q=7600&category=cpu&page=3');
    fireEvent.click(await screen.findByRole('link', { name: 'Clear search' }));

    expect(address()).toBe('/products?category=cpu');
    expect(await screen.findByText('Showing 1–1 of 41 products')).toBeTruthy();
    expect(lastQuery().has('q')).toBe(false);
    expect(Object.fromEntries(lastQuery())).toMatchObject({ category: 'cpu', page: '1' });
  });

  test('without a category the page is headed Products', async () => {
    renderInApp(<ProductsPage />, '/products');
    expect(await screen.findByText('Showing 1–1 of 41 products')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Products');
  });

  test('choosing a category or a sort order writes the address; the defaults leave it', async () => {
    renderInApp(<ProductsPage />, '/products?q=ssd&page=2');
    const category = await screen.findByLabelText('Category');
    fireEvent.change(category, { target: { value: 'storage' } });
    expect(address()).toBe('/products?q=ssd&category=storage');

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'newest' } });
    expect(address()).toBe('/products?q=ssd&category=storage&sort=newest');

    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '' } });
    // With a query the default order is the best match.
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'relevance' } });
    expect(address()).toBe('/products?q=ssd');
    expect(await screen.findByRole('link', { name: 'AMD Ryzen 5 7600' })).toBeTruthy();
  });

  test('an address with unknown values shows the default view', async () => {
    renderInApp(<ProductsPage />, '/products?category=toaster&sort=cheapest&page=0');
    expect(await screen.findByText('Showing 1–1 of 41 products')).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Category').value).toBe('');
    expect(screen.getByLabelText<HTMLSelectElement>('Sort by').value).toBe('catalogue');
    expect(lastQuery().has('category')).toBe(false);
  });

  test('ticking a facet value writes the address and asks for that view; a new category clears it', async () => {
    renderInApp(<ProductsPage />, '/products?category=cpu&page=2');
    // The test window is wide: the filters are a column beside the products.
    const socket = await screen.findByRole('group', { name: 'Socket' });
    expect(within(socket).getByText('(6)')).toBeTruthy();
    fireEvent.click(within(socket).getByRole('checkbox', { name: /AM5/ }));
    expect(address()).toBe('/products?category=cpu&spec.socket=AM5');
    await screen.findByRole('link', { name: 'Clear all filters' });
    expect(lastQuery().getAll('spec.socket')).toEqual(['AM5']);
    expect(lastQuery('/api/product/facets').getAll('spec.socket')).toEqual(['AM5']);

    fireEvent.click(within(screen.getByRole('group', { name: 'Brand' })).getByRole('checkbox'));
    expect(address()).toBe('/products?category=cpu&brand=AMD&spec.socket=AM5');

    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'gpu' } });
    expect(address()).toBe('/products?category=gpu');
  });

  test('the prices apply with the ticked values kept, and Clear all filters keeps the view', async () => {
    renderInApp(<ProductsPage />, '/products?q=ryzen&category=cpu&sort=newest&spec.socket=AM5');
    fireEvent.change(await screen.findByLabelText('Lowest price'), {
      target: { value: '50000' },
    });
    fireEvent.change(screen.getByLabelText('Highest price'), { target: { value: '20000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(address()).toBe(
      '/products?q=ryzen&category=cpu&sort=newest&minPrice=20000&maxPrice=50000&spec.socket=AM5',
    );

    fireEvent.click(screen.getByRole('link', { name: 'Clear all filters' }));
    expect(address()).toBe('/products?q=ryzen&category=cpu&sort=newest');
  });
});
