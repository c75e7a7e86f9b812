import { expect, test } from 'vitest';
import { formatWarranty } from './warranty.ts';

test('a warranty is worded in whole years where it can be, with who honours it', () => {
  expect(formatWarranty({ months: 36, kind: 'brand' })).toBe('3 years brand warranty');
  expect(formatWarranty({ months: 12, kind: 'service' })).toBe('1 year service warranty');
  expect(formatWarranty({ months: 18, kind: 'shop' })).toBe('18 months shop warranty');
  expect(formatWarranty({ months: 1, kind: 'shop' })).toBe('1 month shop warranty');
});

test('no months is "No warranty", whatever the kind', () => {
  expect(formatWarranty({ months: 0, kind: 'brand' })).toBe('No warranty');
});
