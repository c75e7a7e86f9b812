import { useId } from 'react';
import { EMI_MONTHS } from '../../../../shared/emi.ts';
import { ERROR_TEXT, TextField } from '../../../components/form-field.tsx';
import { issueFor, type PlanDraft } from './plan-draft.ts';

interface EmiPlanFieldsProps {
  index: number;
  draft: PlanDraft;
  onChange: (draft: PlanDraft) => void;
  onRemove: () => void;
  /** The server's refusal, by field (`0.minAmount`). */
  issues: Readonly<Record<string, string>>;
}

/**
 * One bank's plan: its name, on or off, the least amount, the tenures offered (SSLCommerz's
 * 3 to 36 months) and the bank's fee for each, every refusal beside its field.
 */
export function EmiPlanFields({ index, draft, onChange, onRemove, issues }: EmiPlanFieldsProps) {
  const id = useId();
  const issue = (field: string) => issueFor(issues, index, field);
  const name = draft.bank.trim() || `Bank ${index + 1}`;
  const monthsError = issue('months');
  const toggle = (months: number, on: boolean) =>
    onChange({
      ...draft,
      months: on ? [...draft.months, months] : draft.months.filter((each) => each !== months),
    });
  return (
    <fieldset
      className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4"
      data-testid="emi-plan"
    >
      <legend className="px-1 font-semibold">{name}</legend>
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
        <TextField
          label="Bank"
          value={draft.bank}
          maxLength={60}
          error={issue('bank')}
          onChange={(event) => onChange({ ...draft, bank: event.target.value })}
        />
        <TextField
          label="Minimum (Tk)"
          type="number"
          inputMode="numeric"
          min={5000}
          value={draft.minAmount}
          hint="At least Tk 5,000"
          error={issue('minAmount')}
          onChange={(event) => onChange({ ...draft, minAmount: event.target.value })}
        />
      </div>
      <label className="flex cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="toggle toggle-primary toggle-sm"
          checked={draft.enabled}
          onChange={(event) => onChange({ ...draft, enabled: event.target.checked })}
        />
        <span>Offered to shoppers</span>
      </label>
      <fieldset aria-describedby={monthsError ? `${id}-months-error` : `${id}-months-hint`}>
        <legend className="mb-1 text-sm font-medium">Months offered and the bank&apos;s fee</legend>
        <p id={`${id}-months-hint`} className="mb-2 text-xs opacity-80">
          Tick each tenure the bank runs; its fee is a percent of the amount (blank: no fee).
        </p>
        <ul className="grid gap-2 sm:grid-cols-2">
          {EMI_MONTHS.map((months) => {
            const on = draft.months.includes(months);
            const feeError = issue(`feePercent.${months}`);
            return (
              <li key={months} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <label className="flex w-28 shrink-0 cursor-pointer items-center gap-2 whitespace-nowrap">
                  <input
                    type="checkbox"
                    className="checkbox checkbox-sm"
                    checked={on}
                    onChange={(event) => toggle(months, event.target.checked)}
                  />
                  <span>{months} months</span>
                </label>
                {on ? (
                  <label className="input input-sm w-32">
                    <span className="sr-only">Fee for {months} months (%)</span>
                    <input
                      type="number"
                      inputMode="decimal"
                      min={0}
                      max={30}
                      step={0.01}
                      value={draft.fees[String(months)] ?? ''}
                      placeholder="0"
                      aria-invalid={feeError ? true : undefined}
                      aria-describedby={feeError ? `${id}-fee-${months}` : undefined}
                      onChange={(event) =>
                        onChange({
                          ...draft,
                          fees: { ...draft.fees, [String(months)]: event.target.value },
                        })
                      }
                    />
                    <span aria-hidden="true">%</span>
                  </label>
                ) : null}
                {feeError ? (
                  <p id={`${id}-fee-${months}`} className={`w-full text-sm ${ERROR_TEXT}`}>
                    {feeError}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
        {monthsError ? (
          <p id={`${id}-months-error`} className={`mt-1 text-sm ${ERROR_TEXT}`}>
            {monthsError}
          </p>
        ) : null}
      </fieldset>
      <div className="flex justify-end">
        <button type="button" className={`btn btn-ghost btn-sm ${ERROR_TEXT}`} onClick={onRemove}>
          Remove {name}
        </button>
      </div>
    </fieldset>
  );
}
