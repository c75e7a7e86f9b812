import { expect, test } from 'vitest';
import { addressText, streetLineOf } from './address-text.ts';

test('the street line of a checkout address is printed once, without its area and district', () => {
  const text = addressText({ line: 'House 4, Road 2', area: 'Zindabazar', district: 'Sylhet' });
  expect(text).toBe('House 4, Road 2, Zindabazar, Sylhet');
  expect(streetLineOf(text, 'Zindabazar', 'Sylhet')).toBe('House 4, Road 2');
});

test('an address typed whole, or without area and district, is answered as it is', () => {
  expect(streetLineOf('House 12, Dhanmondi, Dhaka', null, null)).toBe('House 12, Dhanmondi, Dhaka');
  expect(streetLineOf('House 12, Dhanmondi', 'Mirpur', 'Dhaka')).toBe('House 12, Dhanmondi');
});
