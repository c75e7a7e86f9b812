import { Link } from 'react-router';
import { CATEGORY_LABELS } from '../../shared/categories.ts';
import { formatTk } from '../../shared/money.ts';
import { paths } from '../../shared/paths.ts';
import { IMAGE_SIZES, imageSrcSet } from '../../shared/responsive-images.ts';
import type { Product } from '../../shared/schemas/product.ts';
import { SalePrice } from './sale-price.tsx';
import { RatingStars } from './rating-stars.tsx';
import { ReviewButton, SeeMoreButton } from './product-actions.tsx';
import { CompareToggle } from './compare-toggle.tsx';
import { StockState } from './stock-state.tsx';
import { ProductCardActions } from './product-card-actions.tsx';

interface ProductCardProps {
  /** With `emiFrom` as the list answers it: the lowest card EMI monthly (null: none). */
  product: Product & { emiFrom?: number | null };
  /**
   * The grid's cards offer Review; the home page's featured cards offer See More
   * (docs/product.md#products).
   */
  variant?: 'catalogue' | 'featured';
  /** Cards in the first visible row load their image at once; the rest lazily. */
  eager?: boolean;
  /** The first card's image is the page's largest paint on a phone: it is fetched first. */
  first?: boolean;
  headingLevel?: 'h2' | 'h3';
}

export function ProductCard({
  product,
  variant = 'catalogue',
  eager = false,
  first = false,
  headingLevel: Heading = 'h2',
}: ProductCardProps) {
  const href = paths.product(product);
  const titleId = `product-${product._id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="card border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md"
    >
      {/* The image repeats the title link for pointer users; keyboard users get the title link only. */}
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="block overflow-hidden rounded-t-box"
      >
        <img
          src={product.image}
          srcSet={imageSrcSet(product.image)}
          sizes={variant === 'featured' ? IMAGE_SIZES.featured : IMAGE_SIZES.grid}
          alt=""
          width={800}
          height={600}
          loading={eager ? 'eager' : 'lazy'}
          // Images in view are drawn with the first paint, not in a later frame.
          decoding={eager ? 'auto' : 'async'}
          {...(first ? { fetchPriority: 'high' as const } : {})}
          className="aspect-[4/3] w-full bg-base-200 object-cover transition-transform duration-300 hover:scale-[1.03] motion-reduce:transition-none"
        />
      </Link>
      <div className="card-body gap-2 p-3 sm:p-4">
        <p className="grow-0 text-xs font-medium uppercase tracking-wide opacity-80">
          {product.brand} · {CATEGORY_LABELS[product.category]}
        </p>
        <Heading
          id={titleId}
          className="text-sm leading-snug font-semibold break-words sm:text-base"
        >
          <Link to={href} className="link-hover">
            {product.name}
          </Link>
        </Heading>
        <RatingStars average={product.rating.average} count={product.rating.count} />
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          <SalePrice
            price={product.price}
            regularPrice={product.regularPrice}
            className="text-lg font-bold sm:text-xl"
          />
          <StockState quantity={product.quantity} availability={product.availability} />
        </div>
        {product.emiFrom ? (
          <p className="text-xs font-medium opacity-80" data-testid="card-emi-from">
            EMI from {formatTk(product.emiFrom)}/month
          </p>
        ) : null}
        <CompareToggle product={product} className="self-start" />
        {/* Side by side only where each button's words fit on one line (a 136 px column),
            stacked otherwise: two cards a row on a phone, four narrow ones on a desktop. */}
        <div className="card-actions mt-auto grid grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] gap-2 pt-2">
          <ProductCardActions product={product} />
          {variant === 'featured' ? (
            <SeeMoreButton product={product} className="btn-ghost col-span-full" />
          ) : (
            <ReviewButton product={product} className="btn-ghost col-span-full" />
          )}
        </div>
      </div>
    </article>
  );
}
