import { describe, expect, test } from 'vitest';
import { emiMonthly, emiQuote, emiTotal, emiUnitPrice, type EmiPlan } from './emi.ts';

const plan = (fields: Partial<EmiPlan> = {}): EmiPlan => ({
  bank: 'City Bank',
  months: [3, 6, 12],
  feePercent: { '12': 3.5 },
  minAmount: 5000,
  enabled: true,
  ...fields,
});

describe('EMI arithmetic', () => {
  test('the bank fee is added to the amount, rounded up to whole Tk', () => {
    expect(emiTotal(100_000, 3.5)).toBe(103_500);
    expect(emiTotal(10_001, 3.5)).toBe(10_352); // 350.035 -> 351
    expect(emiTotal(20_000, 0)).toBe(20_000);
  });

  test('the monthly is rounded up, never down', () => {
    expect(emiMonthly(10_000, 0, 3)).toBe(3334);
    expect(emiMonthly(36_000, 0, 12)).toBe(3000);
    expect(emiMonthly(100_000, 3.5, 12)).toBe(8625);
    expect(emiMonthly(100_001, 3.5, 12) * 12).toBeGreaterThanOrEqual(emiTotal(100_001, 3.5));
  });

  test('EMI is sold at the regular price where there is one', () => {
    expect(emiUnitPrice({ price: 45_000, regularPrice: 48_000 })).toBe(48_000);
    expect(emiUnitPrice({ price: 45_000, regularPrice: null })).toBe(45_000);
  });

  test('a quote lists every tenure of the plans switched on, from the lowest monthly', () => {
    const quote = emiQuote(12_000, [plan(), plan({ bank: 'EBL', enabled: false })]);
    expect(quote).toEqual({
      from: 1035,
      plans: [
        { bank: 'City Bank', months: 3, monthly: 4000, total: 12_000 },
        { bank: 'City Bank', months: 6, monthly: 2000, total: 12_000 },
        { bank: 'City Bank', months: 12, monthly: 1035, total: 12_420 },
      ],
    });
  });

  test('below every minimum, or with no plan switched on, there is no EMI', () => {
    expect(emiQuote(4999, [plan()])).toBeNull();
    expect(emiQuote(50_000, [plan({ enabled: false })])).toBeNull();
    expect(emiQuote(7000, [plan({ minAmount: 8000 })])).toBeNull();
  });
});
