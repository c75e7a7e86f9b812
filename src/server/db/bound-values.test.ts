import { expect, test } from 'vitest';
import { BoundValues, KeptStatements, shapeOf } from './bound-values.ts';
import type { Db } from './client.ts';

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

test('kept statements are made once per pool and key, and dropped past the limit', () => {
  const kept = new KeptStatements<string>(2);
  const pool = {} as Db;
  const other = {} as Db;
  let made = 0;
  const make = (text: string) => () => {
    made += 1;
    return text;
  };
  expect(kept.get(pool, 'a', make('A'))).toBe('A');
  expect(kept.get(pool, 'a', make('other'))).toBe('A');
  expect(kept.get(pool, 'b', make('B'))).toBe('B');
  expect(made).toBe(2);
  // A third shape drops the two kept: 'a' is made again when next asked.
  expect(kept.get(pool, 'c', make('C'))).toBe('C');
  expect(kept.get(pool, 'a', make('A again'))).toBe('A again');
  expect(made).toBe(4);
  // Another pool keeps statements of its own.
  expect(kept.get(other, 'a', make('A elsewhere'))).toBe('A elsewhere');
  expect(made).toBe(5);
});
