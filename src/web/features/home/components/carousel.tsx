import { useEffect, useState, type FocusEvent } from 'react';
import { Link } from 'react-router';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import type { ShopSlide } from '../../../../shared/schemas/shop-settings.ts';
import { usePrefersReducedMotion } from '../../../lib/use-media-query.ts';

const AUTOPLAY_MS = 6000;

/**
 * The home page carousel, following the WAI-ARIA carousel pattern: labelled
 * previous/next buttons, slide pickers, a pause button, and autoplay that stops
 * while the pointer or keyboard focus is inside and never starts for visitors
 * who ask for reduced motion.
 */
export function Carousel({ slides }: { slides: ShopSlide[] }) {
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // null until the visitor presses pause or play; then their choice wins.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const playing = playChoice ?? !reducedMotion;
  const rotating = playing && !hovered && !focused;
  const count = slides.length;

  useEffect(() => {
    if (!rotating || count < 2) return;
    // Depends on `current` so a manual change gives the new slide a full turn.
    const timer = window.setTimeout(() => setCurrent((index) => (index + 1) % count), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, count, current]);

  const show = (index: number) => setCurrent((index + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="overflow-hidden rounded-box bg-neutral text-neutral-content shadow-lg"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* Slides share one grid cell, so the box is as tall as the tallest slide and never jumps. */}
      <div className="grid" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => {
          const active = index === current;
          return (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}: ${slide.heading}`}
              inert={!active}
              className={`grid [grid-area:1/1] transition-[opacity,visibility] duration-700 motion-reduce:transition-none md:grid-cols-2 ${
                active ? 'visible opacity-100' : 'invisible opacity-0'
              }`}
            >
              <div className="order-2 flex flex-col justify-center gap-4 p-6 sm:p-10 md:order-1">
                <h2 className="text-2xl font-bold leading-tight text-balance sm:text-4xl">
                  {slide.heading}
                </h2>
                <p className="max-w-prose leading-relaxed opacity-90">{slide.text}</p>
                {slide.link.startsWith('/') ? (
                  <Link to={slide.link} className="btn btn-primary w-fit">
                    {slide.linkLabel}
                  </Link>
                ) : (
                  <a href={slide.link} rel="noopener noreferrer" className="btn btn-primary w-fit">
                    {slide.linkLabel}
                  </a>
                )}
              </div>
              <img
                src={slide.image}
                alt={slide.imageAlt}
                width={960}
                height={640}
                // The first slide is the page's largest paint: fetch it first, never lazily.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding={index === 0 ? 'sync' : 'async'}
                className="order-1 aspect-[3/2] h-full w-full object-cover md:order-2"
              />
            </div>
          );
        })}
      </div>
      <div className="flex items-center justify-between gap-2 px-4 pb-4 sm:px-10 sm:pb-6">
        <div className="flex items-center gap-1">
          <button
            type="button"
            className="btn btn-circle btn-ghost btn-sm text-neutral-content"
            aria-label="Previous slide"
            onClick={() => show(current - 1)}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <ul className="flex items-center" aria-label="Choose a slide">
            {slides.map((slide, index) => (
              <li key={index}>
                <button
                  type="button"
                  className="group flex size-8 items-center justify-center rounded-full"
                  aria-label={`Show slide ${index + 1}: ${slide.heading}`}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => show(index)}
                >
                  <span
                    className={`block h-2 rounded-full transition-all motion-reduce:transition-none ${
                      index === current
                        ? 'w-6 bg-primary'
                        : 'w-2 bg-neutral-content/50 group-hover:bg-neutral-content'
                    }`}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn btn-circle btn-ghost btn-sm text-neutral-content"
            aria-label="Next slide"
            onClick={() => show(current + 1)}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
        <button
          type="button"
          className="btn btn-ghost btn-sm text-neutral-content"
          aria-label={playing ? 'Pause slides' : 'Play slides'}
          onClick={() => setPlayChoice(!playing)}
        >
          {playing ? (
            <Pause className="size-4" aria-hidden="true" />
          ) : (
            <Play className="size-4" aria-hidden="true" />
          )}
          <span className="hidden sm:inline">{playing ? 'Pause' : 'Play'}</span>
        </button>
      </div>
    </section>
  );
}
