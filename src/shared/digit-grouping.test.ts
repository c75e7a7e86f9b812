import { describe, expect, test } from 'vitest';
import { groupDigits } from './digit-grouping.ts';

// The text the shop showed before the grouping was written out; Node carries the same
// locale data as the browsers.
const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** For every length from 1 to 19 digits: 1000…, 999…, 123…, and halves either side of them. */
function sweep(): number[] {
  const values: number[] = [];
  for (let length = 1; length <= 19; length++) {
    const round = 10 ** (length - 1);
    const nines = 10 ** length - 1;
    const counting = Number('1234567890123456789'.slice(0, length));
    for (const base of [round, nines, counting]) {
      values.push(base, -base, base + 0.5, base - 0.5, base + 0.49, -(base + 0.5));
    }
  }
  return values;
}

describe('digits grouped in lakh and crore', () => {
  test.each([
    [0, '0'],
    [950, '950'],
    [1000, '1,000'],
    [21500, '21,500'],
    [100000, '1,00,000'],
    [107800, '1,07,800'],
    [12345678, '1,23,45,678'],
    [1_000_000_000, '1,00,00,00,000'],
    [-2500, '-2,500'],
    [1999.5, '2,000'],
  ])('%d reads %s', (value, text) => {
    expect(groupDigits(value)).toBe(text);
  });

  test('reads as Intl.NumberFormat en-IN does, from 1 to 19 digits, with halves and minus signs', () => {
    const differing = sweep()
      .map((value) => ({ value, ours: groupDigits(value), intl: intl.format(value) }))
      .filter(({ ours, intl: theirs }) => ours !== theirs);
    expect(differing).toEqual([]);
  });
});
