import EyeOff from 'lucide-react/icons/eye-off';
import Eye from 'lucide-react/icons/eye';
import Trash2 from 'lucide-react/icons/trash-2';
import type { ModeratedReview } from '../../../../shared/schemas/moderation.ts';
import { ERROR_TEXT } from '../../../components/form-field.tsx';
import { RatingStars } from '../../../components/rating-stars.tsx';
import { formatDate } from '../../../lib/format-date.ts';

export type ModerationStep = 'hide' | 'restore' | 'delete';

interface ModeratedReviewCardProps {
  review: ModeratedReview;
  onStep: (review: ModeratedReview, step: ModerationStep) => void;
}

/** One review as moderators see it: the author in full, hidden or not, and the actions. */
export function ModeratedReviewCard({ review, onStep }: ModeratedReviewCardProps) {
  const about = `${review.userName}'s review of ${review.name}`;
  return (
    <li
      className={`rounded-box border p-4 ${review.hidden ? 'border-dashed border-base-content/40 bg-base-200' : 'border-base-300 bg-base-100'}`}
      data-testid="moderated-review"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h2 className="font-semibold">{review.name}</h2>
          <RatingStars average={review.rating} />
        </div>
        <div className="flex flex-wrap gap-1">
          {review.hidden ? <span className="badge badge-neutral">Hidden</span> : null}
          {review.verifiedPurchase ? (
            <span className="badge badge-success badge-soft">Verified purchase</span>
          ) : null}
        </div>
      </div>
      <blockquote className="mt-2 leading-relaxed">{review.comment}</blockquote>
      <p className="mt-2 text-sm opacity-80">
        {review.userName} ({review.email}) · {formatDate(review.createdAt)}
      </p>
      {review.hidden && review.hiddenReason ? (
        <p className="mt-1 text-sm">
          <span className="font-medium">Why hidden:</span> {review.hiddenReason}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap justify-end gap-1 border-t border-base-300 pt-3">
        {review.hidden ? (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => onStep(review, 'restore')}
          >
            <Eye className="size-4" aria-hidden="true" />
            Restore<span className="sr-only"> {about}</span>
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => onStep(review, 'hide')}
          >
            <EyeOff className="size-4" aria-hidden="true" />
            Hide<span className="sr-only"> {about}</span>
          </button>
        )}
        <button
          type="button"
          className={`btn btn-ghost btn-sm ${ERROR_TEXT}`}
          onClick={() => onStep(review, 'delete')}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Delete<span className="sr-only"> {about}</span>
        </button>
      </div>
    </li>
  );
}
