import { expect, test } from 'vitest';
import { addressText, courierAddress, districtNamedIn, streetLineOf } from './address-text.ts';

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

test.each([
  // [the order's text, area, district] -> street, then the whole line a courier is sent
  [
    ['House 3, Satmatha, Bogura', 'Satmatha', 'Bogura'],
    'House 3, Satmatha',
    'House 3, Satmatha, Bogura',
  ],
  [
    ['House 3,  SATMATHA , bogra', 'Satmatha', 'Bogura'],
    'House 3, SATMATHA',
    'House 3, SATMATHA, Bogura',
  ],
  [['House 3', 'Satmatha', 'Bogura'], 'House 3, Satmatha', 'House 3, Satmatha, Bogura'],
  [['বাসা ৩, সাতমাথা, বগুড়া', 'সাতমাথা', 'বগুড়া'], 'বাসা ৩, সাতমাথা', 'বাসা ৩, সাতমাথা, Bogura'],
  [
    ['House 9, Uttara, Dhaka-1230', null, 'Dhaka'],
    'House 9, Uttara, Dhaka-1230',
    'House 9, Uttara, Dhaka-1230, Dhaka',
  ],
  [
    ['House 12, Dhanmondi, Dhaka', null, null],
    'House 12, Dhanmondi, Dhaka',
    'House 12, Dhanmondi, Dhaka',
  ],
] as const)('a courier prints %j as %j', ([text, area, district], street, line) => {
  const printed = courierAddress(text, area, district);
  expect(printed.street).toBe(street);
  expect(printed.line).toBe(line);
});
