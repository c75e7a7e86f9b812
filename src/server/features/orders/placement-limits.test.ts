import { expect, test } from 'vitest';
import { HttpError } from '../../http/errors.ts';
import { checkHolds, type HoldLine, type Standing } from './placement-limits.ts';

// The hold limits count a product's units across every line that names it, so no way of
// ordering can split a limit over lines (checkout refuses a repeated product before this;
// decision 039).

const standing: Standing = {
  placed: 0,
  retryAfter: null,
  limits: { perProduct: 5, total: 40 },
  held: { 'gpu-id': 1 },
  heldTotal: 1,
};
const gpu = (quantity: number): HoldLine => ({
  productId: 'gpu-id',
  quantity,
  name: 'RTX 4070 SUPER',
  holdLimit: null,
});

function refusalOf(lines: HoldLine[]): HttpError {
  try {
    checkHolds(standing, lines);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('No refusal');
}

test('three lines of 2 of one product are 6 of it: past the limit of 5, named with its limit', () => {
  const refusal = refusalOf([gpu(2), gpu(2), gpu(2)]);
  expect(refusal.statusCode).toBe(409);
  expect(refusal.details).toEqual({ lines: [{ productId: 'gpu-id', limit: 5 }] });
  expect(refusal.message).toMatch(
    /^RTX 4070 SUPER: at most 5 per customer until the shop confirms the orders; you already have 1 in orders awaiting confirmation, and this order asks for 6\./,
  );
});

test('two lines of 2 with one already held make 5: within the limit', () => {
  expect(() => checkHolds(standing, [gpu(2), gpu(2)])).not.toThrow();
});
