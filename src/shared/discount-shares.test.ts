import { describe, expect, test } from 'vitest';
import { apportion, paidForUnits } from './discount-shares.ts';

describe('a discount split over the lines it covers', () => {
  test('in proportion, the Taka lost to rounding going to the largest remainders', () => {
    // 500 over 1,000 / 2,000 / 3,000 is exactly 83.3 / 166.7 / 250.
    expect(apportion(500, [1000, 2000, 3000])).toEqual([83, 167, 250]);
    expect(apportion(1000, [6000, 4000])).toEqual([600, 400]);
  });

  test('always sums to the amount, uncovered lines get nothing', () => {
    const parts = apportion(101, [333, 0, 333, 333]);
    expect(parts).toEqual([34, 0, 34, 33]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(101);
    expect(apportion(50, [0, 0])).toEqual([0, 0]);
  });
});

describe('what was paid for some units of a line', () => {
  const line = { lineTotal: 3000, discount: 1, quantity: 3, refundedQuantity: 0 };

  test('unit by unit adds up to the line paid, the last unit taking the rounding', () => {
    const first = paidForUnits(line, 1);
    const second = paidForUnits({ ...line, refundedQuantity: 1 }, 1);
    const third = paidForUnits({ ...line, refundedQuantity: 2 }, 1);
    expect([first, second, third]).toEqual([999, 1000, 1000]);
    expect(first + second + third).toBe(paidForUnits(line, 3));
    expect(paidForUnits(line, 3)).toBe(2999);
  });
});
