import type { EmiPlan } from '../../../../shared/emi.ts';

// One bank's plan as the owner edits it (text as typed), and the plan the API takes. The
// server judges every rule (src/shared/schemas/emi.ts) and its refusals show by field.

export interface PlanDraft {
  /** A stable key for React while banks are added and removed. */
  key: number;
  bank: string;
  months: number[];
  /** The bank's fee by months, as typed; blank: no fee. */
  fees: Record<string, string>;
  minAmount: string;
  enabled: boolean;
}

let nextKey = 0;

export function draftOf(plan?: EmiPlan): PlanDraft {
  return {
    key: nextKey++,
    bank: plan?.bank ?? '',
    months: plan?.months ?? [3, 6, 12],
    fees: Object.fromEntries(
      Object.entries(plan?.feePercent ?? {}).map(([months, fee]) => [months, String(fee)]),
    ),
    minAmount: String(plan?.minAmount ?? 5000),
    enabled: plan?.enabled ?? true,
  };
}

/** Fees only for the months ticked; a blank fee is none. Text that is no number goes as is. */
export function planOf(draft: PlanDraft): EmiPlan {
  const feePercent: Record<string, number> = {};
  for (const months of draft.months) {
    const typed = draft.fees[String(months)]?.trim();
    if (typed) feePercent[String(months)] = Number(typed);
  }
  return {
    bank: draft.bank,
    months: [...draft.months].sort((a, b) => a - b),
    feePercent,
    minAmount: draft.minAmount.trim() === '' ? Number.NaN : Number(draft.minAmount),
    enabled: draft.enabled,
  };
}

/** The server's message for a field of plan `index` (`0.minAmount`, `0.feePercent.12`, `0.months.1`). */
export function issueFor(
  issues: Readonly<Record<string, string>>,
  index: number,
  field: string,
): string | undefined {
  const prefix = `${index}.${field}`;
  const key = Object.keys(issues).find((each) => each === prefix || each.startsWith(`${prefix}.`));
  return key === undefined ? undefined : issues[key];
}
