import Star from 'lucide-react/icons/star';
import { RATING_MAX } from '../../shared/constants.ts';

interface RatingStarsProps {
  /** 0 when there are no ratings yet. */
  average: number;
  /** How many ratings the average is made of; leave out for a single review's rating. */
  count?: number;
  size?: 'sm' | 'md';
}

const starSize = { sm: 'size-4', md: 'size-5' } as const;

/** Five stars filled to the average, with the numbers beside them for sighted and screen reader users alike. */
export function RatingStars({ average, count, size = 'sm' }: RatingStarsProps) {
  const rounded = Math.round(average * 10) / 10;
  const label =
    count === undefined
      ? `Rated ${rounded} out of ${RATING_MAX}`
      : count === 0
        ? 'No ratings yet'
        : `Rated ${rounded} out of ${RATING_MAX} from ${count} ${count === 1 ? 'review' : 'reviews'}`;
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-1.5">
      <span className="inline-flex" aria-hidden="true">
        {Array.from({ length: RATING_MAX }, (_, index) => {
          // How much of this star is filled, 0..1, in steps the eye can tell apart.
          const fill = Math.min(1, Math.max(0, average - index));
          const percent = Math.round(fill * 4) * 25;
          return (
            <span key={index} className={`relative ${starSize[size]}`}>
              <Star className={`absolute inset-0 ${starSize[size]} text-base-content/30`} />
              {percent > 0 ? (
                <span
                  className="absolute inset-y-0 left-0 overflow-hidden"
                  style={{ width: `${percent}%` }}
                >
                  <Star className={`${starSize[size]} fill-warning text-warning`} />
                </span>
              ) : null}
            </span>
          );
        })}
      </span>
      <span className="text-sm" aria-hidden="true">
        {count === 0 ? 'No ratings yet' : rounded.toFixed(1)}
        {count ? <span className="opacity-80"> ({count})</span> : null}
      </span>
    </span>
  );
}
