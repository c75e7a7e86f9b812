import { expect, test } from 'vitest';
import { BoundValues, KeptStatements, shapeOf } from './bound-values.ts';

test('a shape keeps what changes a statement and drops the values', () => {
  const key = (value: unknown) => JSON.stringify(shapeOf(value));
  expect(key({ ranks: ['a', 'b'], sku: null })).toBe(key({ sku: null, ranks: ['c', 'd'] }));
  expect(key({ ranks: ['a', 'b'] })).not.toBe(key({ ranks: ['a'] }));
  expect(key({ sku: null })).not.toBe(key({ sku: '=x' }));
  expect(key({ within: null })).not.toBe(key({ within: [] }));
  expect(key({ inStock: true })).not.toBe(key({ inStock: false }));
  expect(key({ specs: { socket: ['AM5'] } })).not.toBe(key({ specs: { chipset: ['AM5'] } }));
  expect(key({ maxPrice: 5 })).toBe(key({ maxPrice: 900 }));
});

test('values are bound under names in the order they are bound', () => {
  const bound = new BoundValues();
  bound.bind('first');
  bound.bind(12);
  expect(bound.values).toEqual({ v0: 'first', v1: 12 });
});

test('kept statements are made once per key, and all dropped past the limit', () => {
  const kept = new KeptStatements<string>(2);
  let made = 0;
  const make = (text: string) => () => {
    made += 1;
    return text;
  };
  expect(kept.get('a', make('A'))).toBe('A');
  expect(kept.get('a', make('other'))).toBe('A');
  expect(kept.get('b', make('B'))).toBe('B');
  expect(made).toBe(2);
  // A third shape drops the two kept: 'a' is made again when next asked.
  expect(kept.get('c', make('C'))).toBe('C');
  expect(kept.get('a', make('A again'))).toBe('A again');
  expect(made).toBe(4);
});
