import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { addLine } from './cart-lines.ts';
import { readLocalCart, useLocalCart, writeLocalCart } from './local-cart.ts';

const ssd = {
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'Samsung 980 1TB',
  image: '/images/ssd.webp',
  price: 10_500,
  quantity: 25,
};

beforeEach(() => {
  writeLocalCart([]);
  localStorage.clear();
});

describe("the visitor's cart in this browser", () => {
  test('is kept in localStorage and read back', () => {
    writeLocalCart(addLine([], ssd, 2));
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([
      expect.objectContaining({ productId: ssd._id, quantity: 2, price: 10_500 }),
    ]);
    writeLocalCart([]);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  test('components showing it follow changes, including ones made in another tab', () => {
    const { result } = renderHook(() => useLocalCart());
    expect(result.current).toEqual([]);
    act(() => writeLocalCart(addLine([], ssd)));
    expect(result.current.map((line) => line.quantity)).toEqual([1]);

    // Another tab writes storage and the browser fires `storage` here.
    const other = JSON.stringify(addLine([], ssd, 4));
    localStorage.setItem('cart', other);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: other }));
    });
    expect(result.current.map((line) => line.quantity)).toEqual([4]);
    expect(readLocalCart()).toBe(result.current);
  });
});
