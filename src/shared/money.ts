// Prices are whole Taka everywhere (docs/product.md#prices). South Asian digit grouping
// (lakh, crore) is what Bangladeshi shoppers read: 107800 -> "Tk 1,07,800".
import { groupDigits } from './digit-grouping.ts';

export function formatTk(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}Tk ${groupDigits(Math.abs(Math.round(amount)))}`;
}
