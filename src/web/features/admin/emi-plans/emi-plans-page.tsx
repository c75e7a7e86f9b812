import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { EmiPlan } from '../../../../shared/emi.ts';
import { ButtonSpinner, FormError } from '../../../components/form-field.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { emiExclusionsQuery, emiPlansQuery, useSaveEmiPlans } from '../api/emi-admin-api.ts';
import { EmiExclusionsSection } from './emi-exclusions-section.tsx';
import { EmiPlanFields } from './emi-plan-fields.tsx';
import { draftOf, planOf, type PlanDraft } from './plan-draft.ts';

/**
 * /dashboard/emi-plans (admin, docs/product.md#emi): per bank the months offered, the bank's
 * fee for each, the least amount and on/off, saved together; and the products kept out.
 */
export function EmiPlansPage() {
  const plans = useQuery(emiPlansQuery());
  const exclusions = useQuery(emiExclusionsQuery());
  const error = plans.error ?? exclusions.error;
  if (error && !(plans.data && exclusions.data)) {
    return (
      <QueryError
        error={error}
        what="the EMI plans"
        onRetry={() => void Promise.all([plans.refetch(), exclusions.refetch()])}
      />
    );
  }
  if (!plans.data || !exclusions.data) return <PageSpinner />;
  return (
    <div className="space-y-6">
      <PageHeader
        title="EMI plans"
        description="Card EMI through SSLCommerz, sold at regular prices: each bank's tenures, its fee and the least amount it runs EMI for."
      />
      <PlansForm saved={plans.data} />
      <EmiExclusionsSection kept={exclusions.data.productIds} />
    </div>
  );
}

function PlansForm({ saved }: { saved: readonly EmiPlan[] }) {
  const [drafts, setDrafts] = useState<PlanDraft[]>(() => saved.map((plan) => draftOf(plan)));
  const save = useSaveEmiPlans();
  const issues = (isApiRequestError(save.error, 400) && save.error.issues) || {};
  // A refusal of the whole list (a bank twice) names no one plan's field.
  const planField = /^\d+\./;
  const formIssue = isApiRequestError(save.error, 400)
    ? (Object.entries(issues).find(([key]) => !planField.test(key))?.[1] ??
      (Object.keys(issues).length ? undefined : save.error.message))
    : undefined;
  const change = (key: number, next: PlanDraft) =>
    setDrafts(drafts.map((draft) => (draft.key === key ? next : draft)));
  return (
    <form
      noValidate
      aria-label="EMI plans"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(drafts.map(planOf), {
          onSuccess: (kept) => {
            setDrafts(kept.map((plan) => draftOf(plan)));
            toast.success(
              kept.length === 1 ? 'Saved 1 EMI plan.' : `Saved ${kept.length} EMI plans.`,
            );
          },
          onError: (failure) => {
            if (!isApiRequestError(failure, 400)) toast.error(errorMessage(failure));
          },
        });
      }}
    >
      {drafts.length === 0 ? (
        <p className="opacity-80">No EMI plans yet: add a bank to offer card EMI.</p>
      ) : null}
      <div className="max-w-3xl space-y-4">
        {drafts.map((draft, index) => (
          <EmiPlanFields
            key={draft.key}
            index={index}
            draft={draft}
            issues={issues}
            onChange={(next) => change(draft.key, next)}
            onRemove={() => setDrafts(drafts.filter((each) => each.key !== draft.key))}
          />
        ))}
      </div>
      <FormError message={formIssue} />
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn" onClick={() => setDrafts([...drafts, draftOf()])}>
          Add a bank
        </button>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? <ButtonSpinner label="Saving" /> : null}
          Save plans
        </button>
      </div>
    </form>
  );
}
