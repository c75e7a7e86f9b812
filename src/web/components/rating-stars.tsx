import { RATING_MAX } from '../../shared/constants.ts';

interface RatingStarsProps {
  /** 0 when there are no ratings yet. */
  average: number;
  /** How many ratings the average is made of; leave out for a single review's rating. */
  count?: number;
  size?: 'sm' | 'md';
}

/** A row of five square stars: 16 px or 20 px each. */
const rowSize = { sm: 'h-4 w-20', md: 'h-5 w-25' } as const;

/**
 * Five stars filled to the average, with the numbers beside them for sighted and screen
 * reader users alike. The stars are drawn by CSS (`.rating-stars-*` in styles.css).
 */
export function RatingStars({ average, count, size = 'sm' }: RatingStarsProps) {
  const rounded = Math.round(average * 10) / 10;
  const label =
    count === undefined
      ? `Rated ${rounded} out of ${RATING_MAX}`
      : count === 0
        ? 'No ratings yet'
        : `Rated ${rounded} out of ${RATING_MAX} from ${count} ${count === 1 ? 'review' : 'reviews'}`;
  // Filled in quarter stars, steps the eye can tell apart.
  const filled = Math.min(RATING_MAX, Math.max(0, Math.round(average * 4) / 4));
  const percent = (filled / RATING_MAX) * 100;
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-1.5">
      <span className={`relative inline-block ${rowSize[size]}`} aria-hidden="true">
        <span className="rating-stars-empty absolute inset-0 text-base-content/30" />
        {percent > 0 ? (
          <span
            className="rating-stars-full absolute inset-y-0 left-0 text-warning"
            style={{ width: `${percent}%` }}
          />
        ) : null}
      </span>
      <span className="text-sm" aria-hidden="true">
        {count === 0 ? 'No ratings yet' : rounded.toFixed(1)}
        {count ? <span className="opacity-80"> ({count})</span> : null}
      </span>
    </span>
  );
}
