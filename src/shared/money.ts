// Prices are whole Taka everywhere (docs/product.md#prices). South Asian digit grouping
// (lakh, crore) is what Bangladeshi shoppers read: 107800 -> "Tk 1,07,800".
const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export function formatTk(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}Tk ${grouping.format(Math.abs(Math.round(amount)))}`;
}
