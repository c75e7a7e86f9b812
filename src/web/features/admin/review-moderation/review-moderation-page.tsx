import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import MessageSquareOff from 'lucide-react/icons/message-square-off';
import {
  MODERATION_PAGE_SIZE,
  type ModeratedReview,
} from '../../../../shared/schemas/moderation.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { KEEP_SCROLL } from '../../../lib/keep-scroll.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { moderationQuery, type ModerationShow } from '../api/moderation-api.ts';
import { ModeratedReviewCard, type ModerationStep } from './moderated-review-card.tsx';
import { ModerationDialog } from './moderation-dialog.tsx';
import { ReviewPolicySwitch } from './review-policy-switch.tsx';

const FILTERS: readonly { show: ModerationShow; label: string }[] = [
  { show: 'all', label: 'All' },
  { show: 'visible', label: 'Shown' },
  { show: 'hidden', label: 'Hidden' },
];

function readShow(value: string | null): ModerationShow {
  return value === 'hidden' || value === 'visible' ? value : 'all';
}

/** /dashboard/reviews: every review, to hide, restore or delete with a reason. */
export function ReviewModerationPage() {
  usePageTitle('Reviews');
  const [params, setParams] = useSearchParams();
  const show = readShow(params.get('show'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, error, isPending, refetch } = useQuery(moderationQuery(show, page));
  const [step, setStep] = useState<{ review: ModeratedReview; step: ModerationStep } | null>(null);
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / MODERATION_PAGE_SIZE));

  return (
    <div>
      <PageHeader
        title="Reviews"
        description="Hide, restore or delete customers' reviews. A hidden review leaves the shop at once."
      />
      <ReviewPolicySwitch />
      <div role="group" aria-label="Show" className="join mb-4">
        {FILTERS.map((filter) => (
          <button
            key={filter.show}
            type="button"
            aria-pressed={show === filter.show}
            className={`join-item btn btn-sm ${show === filter.show ? 'btn-primary' : ''}`}
            onClick={() =>
              setParams(filter.show === 'all' ? {} : { show: filter.show }, { state: KEEP_SCROLL })
            }
          >
            {filter.label}
          </button>
        ))}
      </div>
      <p aria-live="polite" className="mb-3 text-sm font-medium">
        {data ? `${data.total} ${data.total === 1 ? 'review' : 'reviews'}` : null}
      </p>
      {error && !data ? (
        <QueryError error={error} what="the reviews" onRetry={() => void refetch()} />
      ) : isPending ? (
        <PageSpinner />
      ) : data.items.length === 0 ? (
        <EmptyState icon={MessageSquareOff}>No reviews here.</EmptyState>
      ) : (
        <div className="space-y-4">
          <ul className="space-y-3">
            {data.items.map((review) => (
              <ModeratedReviewCard
                key={review._id}
                review={review}
                onStep={(target, next) => setStep({ review: target, step: next })}
              />
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={pageCount}
            hrefFor={(number) =>
              `?${new URLSearchParams({ ...(show === 'all' ? {} : { show }), page: String(number) }).toString()}`
            }
          />
        </div>
      )}
      {step ? (
        <ModerationDialog review={step.review} step={step.step} onClose={() => setStep(null)} />
      ) : null}
    </div>
  );
}
