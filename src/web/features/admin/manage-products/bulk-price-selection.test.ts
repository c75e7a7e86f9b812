import { describe, expect, test } from 'vitest';
import type { Facet } from '../../../../shared/schemas/product.ts';
import { describeSelection } from './bulk-price-selection.ts';

const facets: Facet[] = [
  { key: 'socket', label: 'Socket', values: [{ value: 'AM5', count: 4 }] },
  { key: 'wifi', label: 'Wi-Fi', values: [{ value: 'true', count: 2 }] },
  { key: 'm2Slots', label: 'M.2 slots', values: [{ value: '2', count: 1 }] },
  { key: 'radiatorMm', label: 'Radiator size (mm)', values: [{ value: '240', count: 1 }] },
];

describe('a bulk price change says what it picks', () => {
  test('category, specs as the facets label them, brand and search, in that order', () => {
    expect(
      describeSelection(
        {
          q: ' b650 ',
          category: 'motherboard',
          brand: 'MSI',
          specs: { socket: 'AM5', wifi: 'true', m2Slots: '2', radiatorMm: '240' },
        },
        facets,
      ),
    ).toBe(
      'Motherboards, socket AM5, Wi-Fi: yes, M.2 slots 2, radiator size (mm) 240, brand MSI, matching “b650”',
    );
  });

  test('nothing chosen is the whole catalogue', () => {
    expect(describeSelection({ q: '', category: '', brand: ' ', specs: {} }, [])).toBe(
      'the whole catalogue',
    );
  });
});
