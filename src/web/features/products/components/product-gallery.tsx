import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { IMAGE_SIZES, imageSrcSet } from '../../../../shared/responsive-images.ts';

/** A sideways drag longer than this, in CSS pixels, turns to the next or previous picture. */
const SWIPE_PX = 40;

interface ProductGalleryProps {
  name: string;
  /** The main picture first. */
  images: readonly string[];
}

/**
 * A product's pictures (docs/product.md#product-page): the main one large, the others as
 * thumbnail buttons. A swipe on the picture, the buttons on its sides, or the arrow keys on
 * those buttons or a thumbnail turn to the next or previous one; the count is announced.
 */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const [shown, setShown] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const many = count > 1;
  const current = images[Math.min(shown, count - 1)] ?? images[0] ?? '';
  const label = (index: number) => `${name}, picture ${index + 1} of ${count}`;

  const turn = (by: number, moveFocus = false) => {
    const next = (shown + by + count) % count;
    setShown(next);
    if (moveFocus) thumbs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, fromThumb: boolean) => {
    if (!many) return;
    if (event.key === 'ArrowRight') turn(1, fromThumb);
    else if (event.key === 'ArrowLeft') turn(-1, fromThumb);
    else return;
    event.preventDefault();
  };
  // A swipe is a gesture on the picture itself; the buttons and keys do the same for
  // everyone else, so the listeners are attached here rather than as element handlers.
  const picture = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = picture.current;
    if (!element || !many) return;
    let from: number | null = null;
    const down = (event: PointerEvent) => (from = event.clientX);
    const cancel = () => (from = null);
    const up = (event: PointerEvent) => {
      if (from === null) return;
      const moved = event.clientX - from;
      from = null;
      const by = moved < 0 ? 1 : -1;
      if (Math.abs(moved) >= SWIPE_PX) setShown((index) => (index + by + count) % count);
    };
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', cancel);
    return () => {
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', cancel);
    };
  }, [many, count]);

  return (
    <section aria-label={`Pictures of ${name}`} className="space-y-3">
      <div className="relative">
        <img
          src={current}
          srcSet={imageSrcSet(current)}
          sizes={IMAGE_SIZES.detail}
          alt={many ? label(shown) : name}
          width={800}
          height={600}
          fetchPriority={shown === 0 ? 'high' : undefined}
          ref={picture}
          draggable={false}
          className="aspect-[4/3] w-full touch-pan-y rounded-box border border-base-300 bg-base-200 object-cover select-none"
        />
        {many ? (
          <>
            <button
              type="button"
              className="btn btn-circle btn-sm absolute top-1/2 left-2 -translate-y-1/2 opacity-90"
              aria-label="Previous picture"
              onClick={() => turn(-1)}
              onKeyDown={(event) => onKeyDown(event, false)}
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              className="btn btn-circle btn-sm absolute top-1/2 right-2 -translate-y-1/2 opacity-90"
              aria-label="Next picture"
              onClick={() => turn(1)}
              onKeyDown={(event) => onKeyDown(event, false)}
            >
              <ChevronRight className="size-4" aria-hidden="true" />
            </button>
          </>
        ) : null}
      </div>
      {many ? (
        <>
          <p className="sr-only" aria-live="polite">
            Picture {shown + 1} of {count}
          </p>
          <ul className="flex flex-wrap gap-2">
            {images.map((image, index) => (
              <li key={image}>
                <button
                  type="button"
                  ref={(button) => {
                    thumbs.current[index] = button;
                  }}
                  aria-label={`Show picture ${index + 1} of ${count}`}
                  aria-pressed={index === shown}
                  onClick={() => setShown(index)}
                  onKeyDown={(event) => onKeyDown(event, true)}
                  className={`overflow-hidden rounded-md border-2 ${index === shown ? 'border-primary' : 'border-base-300'}`}
                >
                  <img
                    src={image}
                    alt=""
                    width={64}
                    height={48}
                    loading="lazy"
                    className="aspect-[4/3] w-16 bg-base-200 object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
