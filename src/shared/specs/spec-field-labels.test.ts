import { describe, expect, test } from 'vitest';
import { CATEGORIES } from '../categories.ts';
import { specFieldLabel } from './spec-field-labels.ts';
import { specFieldsOf } from './spec-fields.ts';

// The product page reads spec labels from spec-field-labels.ts (no zod); the filters and forms
// read them through spec-fields.ts. Both must say the same for every field.

describe('spec field labels', () => {
  test.each(CATEGORIES)('%s: the product page labels every field as the filters do', (category) => {
    for (const field of specFieldsOf(category)) {
      expect(specFieldLabel(category, field.key)).toBe(field.label);
    }
  });

  test('a key no schema has, or a category without specs, has no label', () => {
    expect(specFieldLabel('cpu', 'colour')).toBeUndefined();
    expect(specFieldLabel('cpu', 'toString')).toBeUndefined();
    expect(specFieldLabel('other', 'socket')).toBeUndefined();
  });
});
