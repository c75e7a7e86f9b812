import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, useWatch } from 'react-hook-form';
import Info from 'lucide-react/icons/info';
import type { z } from 'zod';
import type { User } from '../../../shared/schemas/auth.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import {
  COMMENT_MAX_LENGTH,
  postReviewSchema,
  type Review,
} from '../../../shared/schemas/review.ts';
import {
  FormError,
  ModalFormButtons,
  TextAreaField,
  TextField,
} from '../../components/form-field.tsx';
import { namesAField, showFieldIssues } from '../../lib/server-errors.ts';
import { usePostReview } from './review-api.ts';
import { StarRatingField } from './star-rating-field.tsx';

type ReviewInput = z.input<typeof postReviewSchema>;
type ReviewOutput = z.output<typeof postReviewSchema>;

const FORM_FIELDS = ['phone', 'comment', 'rating'] as const;

interface ReviewFormProps {
  product: Product;
  user: User;
  /** The customer's earlier review of this product: the form starts from it. */
  earlier: Review | undefined;
  onSaved: () => void;
  onCancel: () => void;
}

export function ReviewForm({ product, user, earlier, onSaved, onCancel }: ReviewFormProps) {
  const postReview = usePostReview();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReviewInput, unknown, ReviewOutput>({
    resolver: zodResolver(postReviewSchema),
    // The phone is never shown back (docs/product.md#review-modal), so it is asked for again.
    defaultValues: {
      productId: product._id,
      phone: '',
      comment: earlier?.comment ?? '',
      ...(earlier ? { rating: earlier.rating } : {}),
    },
  });
  const comment = useWatch({ control, name: 'comment' });
  const rating = useController({ control, name: 'rating' });

  const onSubmit = handleSubmit((values) =>
    postReview.mutate(
      {
        ...values,
        name: product.name,
        image: product.image,
        userName: user.name,
        email: user.email ?? '',
      },
      {
        onSuccess: onSaved,
        // The server's own check found something the browser's did not.
        onError: (error) => showFieldIssues(error, setError, FORM_FIELDS),
      },
    ),
  );

  const failure = postReview.error;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {earlier ? (
        <p className="alert alert-info alert-soft text-sm text-base-content">
          <Info className="size-5 text-info" aria-hidden="true" />
          Reviewing again replaces your earlier review of this product.
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" value={user.name} readOnly autoComplete="off" />
        <TextField
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="01712345678"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      <StarRatingField
        name={rating.field.name}
        value={rating.field.value}
        onChange={rating.field.onChange}
        onBlur={rating.field.onBlur}
        error={errors.rating?.message}
      />
      <TextAreaField
        label="Comment"
        rows={4}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder="How did the part work for you?"
        hint={`${comment.length} of ${COMMENT_MAX_LENGTH} characters`}
        error={errors.comment?.message}
        {...register('comment')}
      />
      <FormError
        message={failure && !namesAField(failure, FORM_FIELDS) ? failure.message : undefined}
      />
      <ModalFormButtons
        submitLabel="Submit Review"
        busy={postReview.isPending}
        busyLabel="Sending your review"
        onCancel={onCancel}
      />
    </form>
  );
}
