import { describe, expect, test } from 'vitest';
import { emptyListWords } from './empty-list-words.ts';

describe('what an empty product list says', () => {
  test('an empty category with nothing searched says the category has none yet', () => {
    expect(emptyListWords({ category: 'gpu', filterCount: 0 }).title).toBe(
      'No products in this category yet',
    );
  });

  test('"No products match your search" only when something was searched or filtered', () => {
    expect(emptyListWords({ q: 'rtx 9090', filterCount: 0 }).title).toBe(
      'No products match your search',
    );
    expect(emptyListWords({ category: 'gpu', filterCount: 1 }).title).toBe(
      'No products match your search',
    );
    expect(emptyListWords({ filterCount: 0 })).toEqual({
      title: 'No products yet',
      body: 'The catalogue is empty for now.',
      action: null,
    });
  });
});
