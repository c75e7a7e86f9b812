import { describe, expect, test } from 'vitest';
import {
  addLine,
  clampQuantity,
  countUnits,
  mergePayload,
  parseStoredLines,
  removeLine,
  setLineQuantity,
  type CartProduct,
} from './cart-lines.ts';

const ssd: CartProduct = {
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'Samsung 980 1TB',
  image: '/images/ssd.webp',
  price: 10_500,
  quantity: 25,
};
const gpu: CartProduct = {
  _id: '00000000-0000-4000-8000-000000000002',
  name: 'RTX 4060',
  image: '/images/gpu.webp',
  price: 42_000,
  quantity: 3,
};

describe('a line holds 1 to 10 units, never above the stock', () => {
  test.each([
    [0, 25, 1],
    [-4, 25, 1],
    [11, 25, 10],
    [7, 3, 3],
    [2.7, 25, 2],
    [Number.NaN, 25, 1],
    [5, 0, 1],
  ])('%s wanted with %s in stock gives %s', (wanted, stock, expected) => {
    expect(clampQuantity(wanted, stock)).toBe(expected);
  });

  test('adding a product twice puts both units on one line', () => {
    const lines = addLine(addLine([], ssd), ssd);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(2);
  });

  test('adding stops at 10 units and at the stock', () => {
    let lines = addLine([], ssd, 9);
    lines = addLine(lines, ssd, 5);
    expect(lines[0]?.quantity).toBe(10);
    lines = addLine(addLine(lines, gpu, 2), gpu, 2);
    expect(lines.find((line) => line.productId === gpu._id)?.quantity).toBe(3);
  });

  test('an out-of-stock product is never added', () => {
    expect(addLine([], { ...ssd, quantity: 0 })).toEqual([]);
  });

  test('a line keeps the price it was first added at, and learns the new stock', () => {
    const lines = addLine(addLine([], ssd), { ...ssd, price: 9_900, quantity: 4 });
    expect(lines[0]).toMatchObject({ price: 10_500, stock: 4, quantity: 2 });
  });

  test('setting a quantity keeps it within bounds; removing drops the line', () => {
    let lines = addLine(addLine([], ssd), gpu);
    lines = setLineQuantity(lines, gpu._id, 8);
    expect(lines.find((line) => line.productId === gpu._id)?.quantity).toBe(3);
    lines = setLineQuantity(lines, ssd._id, 0);
    expect(lines.find((line) => line.productId === ssd._id)?.quantity).toBe(1);
    lines = removeLine(lines, ssd._id);
    expect(lines.map((line) => line.productId)).toEqual([gpu._id]);
    expect(countUnits(lines)).toBe(3);
  });
});

describe('the stored cart', () => {
  test('reads back what was stored', () => {
    const lines = addLine(addLine([], ssd, 2), gpu);
    expect(parseStoredLines(JSON.stringify(lines))).toEqual(lines);
  });

  test('drops malformed storage, bad lines and repeated products, and clamps quantities', () => {
    expect(parseStoredLines('not json')).toEqual([]);
    expect(parseStoredLines('{"items":[]}')).toEqual([]);
    const [line] = addLine([], ssd);
    const stored = [
      { ...line, quantity: 40 },
      { ...line, quantity: 1 },
      { productId: 7, name: 'x' },
      { ...line, productId: gpu._id, price: '42000' },
    ];
    expect(parseStoredLines(JSON.stringify(stored))).toEqual([{ ...line, quantity: 10 }]);
  });

  test('merging sends product and quantity only; the server prices the lines', () => {
    const lines = addLine(addLine([], ssd, 2), gpu);
    expect(mergePayload(lines)).toEqual({
      items: [
        { productId: ssd._id, quantity: 2 },
        { productId: gpu._id, quantity: 1 },
      ],
    });
  });
});
