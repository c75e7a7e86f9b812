import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { SalePrice } from './sale-price.tsx';

// What a shopper reads beside a product: the price charged alone, or on a sale the
// regular price struck through (named for screen readers) and the saving in Tk.

describe('the price shown for a product', () => {
  test('on sale: the price, the regular price struck through, and the saving', () => {
    const { container } = render(<SalePrice price={21_000} regularPrice={22_500} />);
    expect(container.textContent).toContain('Tk 21,000');
    const struck = container.querySelector('del');
    expect(struck?.textContent).toBe('Regular price Tk 22,500');
    expect(screen.getByText('Regular price')).toHaveProperty('className', 'sr-only');
    expect(screen.getByText('Save Tk 1,500')).toBeTruthy();
  });

  test('a saving in lakh is grouped as the shop groups every price', () => {
    render(<SalePrice price={1_07_800} regularPrice={2_07_800} />);
    expect(screen.getByText('Save Tk 1,00,000')).toBeTruthy();
  });

  test.each([
    ['not on sale', null],
    ['with a regular price not above the price', 21_000],
  ])('%s: the price alone, nothing struck, no saving', (_, regularPrice) => {
    const { container } = render(<SalePrice price={21_000} regularPrice={regularPrice} />);
    expect(container.textContent).toBe('Tk 21,000');
    expect(container.querySelector('del, s')).toBeNull();
  });
});
