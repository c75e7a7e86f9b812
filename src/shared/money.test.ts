import { describe, expect, test } from 'vitest';
import { formatTk } from './money.ts';

describe('prices in Taka', () => {
  test.each([
    [0, 'Tk 0'],
    [950, 'Tk 950'],
    [1000, 'Tk 1,000'],
    [21500, 'Tk 21,500'],
    [107800, 'Tk 1,07,800'],
    [12345678, 'Tk 1,23,45,678'],
    [-2500, '-Tk 2,500'],
  ])('%i reads %s', (amount, text) => {
    expect(formatTk(amount)).toBe(text);
  });
});
