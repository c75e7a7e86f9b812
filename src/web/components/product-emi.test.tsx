import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { emiQuote } from '../../shared/emi.ts';
import { ProductEmi } from './product-emi.tsx';

// What a shopper reads of card EMI on a product page: the lowest monthly, both prices named,
// the plan table and the words that keep them out of trouble.

const plans = [
  { bank: 'City Bank', months: [3, 12], feePercent: { '12': 3.5 }, minAmount: 5000, enabled: true },
];

describe('a product’s card EMI', () => {
  test('the monthly from, the cash and regular prices, and the plan table', () => {
    render(<ProductEmi emi={emiQuote(48_000, plans)} price={45_000} regularPrice={48_000} />);
    expect(screen.getByRole('heading', { name: 'EMI from Tk 4,140/month' })).toBeTruthy();
    expect(
      screen.getByText(/Cash price Tk 45,000 · Regular price \(card EMI\) Tk 48,000/),
    ).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'BankMonthsMonthlyTotal',
      'City Bank3Tk 16,000Tk 48,000',
      'City Bank12Tk 4,140Tk 49,680',
    ]);
    expect(screen.getByText(/needs a credit card of the bank/)).toBeTruthy();
    expect(screen.getByText(/which the bank charges, not the shop/)).toBeTruthy();
    expect(screen.getByText(/refunded, the money goes back to your card/)).toBeTruthy();
  });

  test('nothing without EMI, and one price when there is no regular price', () => {
    const { container } = render(<ProductEmi emi={null} price={4000} regularPrice={null} />);
    expect(container.textContent).toBe('');
    render(<ProductEmi emi={emiQuote(9000, plans)} price={9000} regularPrice={null} />);
    expect(screen.queryByText(/Cash price/)).toBeNull();
  });
});
