import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { errorMessage } from '../../../lib/server-errors.ts';
import { reviewPolicyQuery, useSetReviewPolicy } from '../api/moderation-api.ts';

/** The shop's choice of who may review: anyone signed in (default), or only buyers. */
export function ReviewPolicySwitch() {
  const policy = useQuery(reviewPolicyQuery());
  const save = useSetReviewPolicy();
  const buyersOnly = save.isPending ? save.variables.buyersOnly : policy.data?.buyersOnly;
  return (
    <div className="mb-4 rounded-box border border-base-300 bg-base-100 p-4">
      <div className="flex items-start gap-3">
        <input
          id="buyers-only"
          aria-describedby="buyers-only-hint"
          type="checkbox"
          className="toggle toggle-primary mt-0.5"
          checked={buyersOnly ?? false}
          disabled={policy.isPending || save.isPending}
          onChange={(event) =>
            save.mutate(
              { buyersOnly: event.target.checked },
              {
                onSuccess: ({ buyersOnly: on }) =>
                  toast.success(
                    on ? 'Only buyers may review now.' : 'Every signed-in customer may review now.',
                  ),
                onError: (failure) => toast.error(errorMessage(failure)),
              },
            )
          }
        />
        <div>
          <label htmlFor="buyers-only" className="block cursor-pointer font-medium">
            Only buyers may review
          </label>
          <p id="buyers-only-hint" className="text-sm opacity-80">
            When on, a customer can review a product only once an order of it was delivered to them.
          </p>
        </div>
      </div>
    </div>
  );
}
