import { useId } from 'react';
import { RATING_MAX, RATING_MIN } from '../../../shared/constants.ts';
import { ERROR_TEXT } from '../../components/form-field.tsx';

interface StarRatingFieldProps {
  name: string;
  /** The stars picked, or undefined while none are. */
  value: number | undefined;
  onChange: (rating: number) => void;
  onBlur: () => void;
  error: string | undefined;
}

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/**
 * The rating as five stars. They are native radio buttons, so the group is one tab stop,
 * arrow keys move the choice, and each star is read as "3 of 5 stars"; the API still
 * gets a whole number.
 */
export function StarRatingField({ name, value, onChange, onBlur, error }: StarRatingFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1">
      <span id={`${id}-label`} className="block text-sm font-medium">
        Rating
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        className="rating rating-lg gap-1"
      >
        {STARS.map((stars) => (
          <input
            key={stars}
            type="radio"
            name={name}
            value={stars}
            checked={value === stars}
            onChange={() => onChange(stars)}
            onBlur={onBlur}
            aria-label={`${stars} of ${RATING_MAX} stars`}
            className="mask mask-star-2 bg-warning focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-base-content"
          />
        ))}
      </div>
      <p id={hintId} className="text-xs opacity-80">
        {value ? `${value} of ${RATING_MAX} stars · ` : null}
        {`${RATING_MIN} to ${RATING_MAX}`}
      </p>
      {error ? (
        <p id={errorId} className={`text-sm ${ERROR_TEXT}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
