import type { ModeratedReview } from '../../../../shared/schemas/moderation.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteReview, useModerateReview } from '../api/moderation-api.ts';
import type { ModerationStep } from './moderated-review-card.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

const WORDS: Record<ModerationStep, { title: string; confirm: string; done: string }> = {
  hide: {
    title: 'Hide this review?',
    confirm: 'Hide review',
    done: 'The review is hidden from the shop.',
  },
  restore: {
    title: 'Show this review again?',
    confirm: 'Restore review',
    done: 'The review is back in the shop.',
  },
  delete: {
    title: 'Delete this review?',
    confirm: 'Delete review',
    done: 'The review is deleted.',
  },
};

/** Confirms a hide, restore or delete, with its reason, and carries it out. */
export function ModerationDialog({
  review,
  step,
  onClose,
}: {
  review: ModeratedReview;
  step: ModerationStep;
  onClose: () => void;
}) {
  const moderate = useModerateReview();
  const remove = useDeleteReview();
  const words = WORDS[step];
  const done = {
    onSuccess: () => {
      toast.success(words.done);
      onClose();
    },
  };
  const confirm = (reason: string) =>
    step === 'delete'
      ? remove.mutate({ id: review._id, reason }, done)
      : moderate.mutate({ id: review._id, change: { hidden: step === 'hide', reason } }, done);

  return (
    <ReasonDialog
      title={words.title}
      confirmLabel={words.confirm}
      danger={step === 'delete'}
      busy={moderate.isPending || remove.isPending}
      failure={(moderate.error ?? remove.error)?.message}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>
        {review.userName}&apos;s review of <strong>{review.name}</strong>:{' '}
        <q className="italic">{review.comment}</q>
      </p>
      <p className="text-sm opacity-80">
        {step === 'delete'
          ? 'A deleted review is gone for good; its rating leaves the product at once.'
          : step === 'hide'
            ? 'It leaves every list, count and average in the shop at once, and can be restored.'
            : 'It shows in the shop again and counts in the product’s rating.'}
      </p>
    </ReasonDialog>
  );
}
