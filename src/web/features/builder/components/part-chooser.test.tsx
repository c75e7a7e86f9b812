import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { Product } from '../../../../shared/schemas/product.ts';
import { answerRequests, renderInApp } from '../../../test-support.tsx';
import { emptySelection } from '../build-selection.ts';
import { PartChooser } from './part-chooser.tsx';

// A part the shop cannot sell now (out of stock, or coming soon) is shown with its reason and
// a way to hear when it arrives, never "Choose" (decision 078). The network is answered here.

const part = (name: string, quantity: number, extra: Partial<Product> = {}): Product => ({
  _id: `00000000-0000-4000-8000-00000000000${String(quantity + 1)}`,
  name,
  sku: name,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  image: '/images/psu.webp',
  images: ['/images/psu.webp'],
  details: 'A power supply',
  price: 6_500,
  regularPrice: null,
  saleEndsAt: null,
  quantity,
  origin: 'China',
  category: 'psu',
  brand: 'Test',
  specs: {},
  weightGrams: 2500,
  holdLimit: null,
  warrantyMonths: 0,
  warrantyKind: 'brand',
  availability: 'normal',
  rating: { average: 0, count: 0 },
  createdAt: '2026-11-01T00:00:00.000Z',
  ...extra,
});

const inStock = part('Stocked 650 W', 8);
const outOfStock = part('Empty 750 W', 0);
const comingSoon = part('Soon 850 W', 4, { availability: 'coming-soon' });

beforeEach(() => {
  answerRequests(() => ({ body: [inStock, outOfStock, comingSoon] }));
});

describe('the PC Builder’s part list', () => {
  test('offers Choose only on a part in stock; the others say why and lead to Notify me', async () => {
    const onPick = vi.fn();
    renderInApp(
      <PartChooser
        id="choose-psu"
        slot="psu"
        label="Power supply"
        selection={emptySelection()}
        chosen={new Map()}
        onPick={onPick}
      />,
      '/builder',
    );
    const list = await screen.findByRole('region', { name: 'Choose power supply' });
    const item = (name: string) =>
      within(list)
        .getAllByRole('listitem')
        .find((element) => element.querySelector('p')?.textContent === name) as HTMLElement;

    fireEvent.click(within(list).getByRole('button', { name: 'Choose: Stocked 650 W' }));
    expect(onPick).toHaveBeenCalledWith(inStock);

    expect(within(item('Empty 750 W')).queryByRole('button')).toBeNull();
    expect(item('Empty 750 W').textContent).toContain(
      'Out of stock: it can be chosen when it is back.',
    );
    const notify = within(item('Empty 750 W')).getByRole('link', {
      name: /Notify me.*when Empty 750 W is back/,
    });
    expect(notify.getAttribute('href')).toBe('/products/empty-750-w#notify-me');

    expect(within(item('Soon 850 W')).queryByRole('button')).toBeNull();
    expect(item('Soon 850 W').textContent).toContain(
      'Coming soon: it can be chosen when it is on sale.',
    );
    expect(
      within(item('Soon 850 W')).getByRole('link', { name: /Notify me.*when Soon 850 W is back/ }),
    ).toBeTruthy();
    expect(onPick).toHaveBeenCalledOnce();
  });
});
