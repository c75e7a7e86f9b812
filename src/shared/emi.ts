// EMI (docs/product.md#emi, decision 086): the one owner of EMI arithmetic and of what makes
// a plan valid. The server (product answers, checkout, the plans' API) and the web (cards,
// the PC Builder, the cart, checkout) all price EMI here, so a monthly never differs.

/** SSLCommerz runs card EMI from this amount: no plan may start below it. */
export const EMI_MIN_AMOUNT = 5000;
/** The tenures SSLCommerz offers. */
export const EMI_MONTHS = [3, 6, 9, 12, 18, 24, 36] as const;
export const EMI_MAX_FEE_PERCENT = 30;

/** One bank's EMI plan as the owner keeps it. */
export interface EmiPlan {
  bank: string;
  /** The tenures offered, in months. */
  months: number[];
  /** The bank's fee for each tenure, in percent of the amount ("12": 3.5). */
  feePercent: Record<string, number>;
  /** The least amount, in Tk, the bank runs EMI for. */
  minAmount: number;
  enabled: boolean;
}

/** One line of a plan table: a bank and a tenure, priced. */
export interface EmiOption {
  bank: string;
  months: number;
  monthly: number;
  total: number;
}

export interface EmiQuote {
  /** The lowest monthly of every option. */
  from: number;
  plans: EmiOption[];
}

/** The price EMI is sold at: the regular price where the product has one, else its price. */
export function emiUnitPrice(product: { price: number; regularPrice: number | null }): number {
  return product.regularPrice ?? product.price;
}

/**
 * What the shopper pays over the tenure: the amount plus the bank's fee, the fee rounded up
 * to whole Tk. Computed in hundredths of a percent so 3.5 % of Tk 1,00,000 is exactly 3,500.
 */
export function emiTotal(amount: number, feePercent: number): number {
  const basisPoints = Math.round(feePercent * 100);
  return amount + Math.ceil((amount * basisPoints) / 10000);
}

/** Each month's instalment, rounded UP to whole Tk (the bank never asks less than the total). */
export function emiMonthly(amount: number, feePercent: number, months: number): number {
  return Math.ceil(emiTotal(amount, feePercent) / months);
}

/** The fee of a tenure a plan offers; 0 when the owner left it blank. */
export function feeFor(plan: Pick<EmiPlan, 'feePercent'>, months: number): number {
  return plan.feePercent[String(months)] ?? 0;
}

/** Every option of the switched-on plans whose minimum the amount reaches; null: no EMI. */
export function emiQuote(amount: number, plans: readonly EmiPlan[]): EmiQuote | null {
  const options: EmiOption[] = [];
  for (const plan of plans) {
    if (!plan.enabled || amount < plan.minAmount) continue;
    for (const months of [...plan.months].sort((a, b) => a - b)) {
      const fee = feeFor(plan, months);
      options.push({
        bank: plan.bank,
        months,
        monthly: emiMonthly(amount, fee, months),
        total: emiTotal(amount, fee),
      });
    }
  }
  if (options.length === 0) return null;
  return { from: Math.min(...options.map((option) => option.monthly)), plans: options };
}

/** What lines cost on EMI: each at its EMI price (a cart, a build, an order before delivery). */
export function emiAmount(
  lines: readonly { price: number; regularPrice?: number | null; quantity: number }[],
): number {
  return lines.reduce(
    (sum, line) =>
      sum +
      emiUnitPrice({ price: line.price, regularPrice: line.regularPrice ?? null }) * line.quantity,
    0,
  );
}

/** The least amount any switched-on plan runs EMI for; null: no plan is on. */
export function emiStartsAt(plans: readonly EmiPlan[]): number | null {
  const minimums = plans.filter((plan) => plan.enabled).map((plan) => plan.minAmount);
  return minimums.length ? Math.min(...minimums) : null;
}
