import { expect, test } from 'vitest';
import { addressText, districtNamedIn, streetLineOf } from './address-text.ts';

test('the street line of a checkout address is printed once, without its area and district', () => {
  const text = addressText({ line: 'House 4, Road 2', area: 'Zindabazar', district: 'Sylhet' });
  expect(text).toBe('House 4, Road 2, Zindabazar, Sylhet');
  expect(streetLineOf(text, 'Zindabazar', 'Sylhet')).toBe('House 4, Road 2');
});

test('an address typed whole, or without area and district, is answered as it is', () => {
  expect(streetLineOf('House 12, Dhanmondi, Dhaka', null, null)).toBe('House 12, Dhanmondi, Dhaka');
  expect(streetLineOf('House 12, Dhanmondi', 'Mirpur', 'Dhaka')).toBe('House 12, Dhanmondi');
});

test.each([
  ['House 7, Road 3, Agrabad, Chattogram', 'Chattogram'],
  ['House 9, Road 3, Uttara, Dhaka-1230', 'Dhaka'],
  ['Agrabad, চট্টগ্রাম ৪১০০', 'Chattogram'],
  ['Kandirpar; comilla', 'Cumilla'],
  ["Laboni Point\nCox's Bazar", "Cox's Bazar"],
  ['Dhaka Road, Sylhet', 'Sylhet'],
  ['Zindabazar, Sylhet, Sylhet', 'Sylhet'],
])('the address %j names %s', (text, district) => {
  expect(districtNamedIn(text)).toBe(district);
});

test.each(['House 7, Road 3, Agrabad', 'House 2, Feni, Sylhet', 'Mirpur 10', ''])(
  'the address %j names no one district',
  (text) => {
    expect(districtNamedIn(text)).toBeUndefined();
  },
);
