import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { paths } from '../../../../shared/paths.ts';
import { QueryError } from '../../../components/query-error.tsx';
import { featuredProductsQuery } from '../../products/api/product-queries.ts';
import { ProductCard } from '../../../components/product-card.tsx';

/** Placeholder cards the size of real ones, so the page does not jump when data arrives. */
function CardSkeletons() {
  return Array.from({ length: 3 }, (_, index) => (
    <div key={index} className="card border border-base-300" aria-hidden="true">
      <div className="skeleton aspect-[4/3] rounded-b-none" />
      <div className="space-y-3 p-4">
        <div className="skeleton h-4 w-1/3" />
        <div className="skeleton h-5 w-4/5" />
        <div className="skeleton h-6 w-1/2" />
        <div className="skeleton h-10 w-full" />
      </div>
    </div>
  ));
}

export function FeaturedProducts() {
  const { data, error, isPending, refetch } = useQuery(featuredProductsQuery());
  // A shop with no products yet (the demo's removed) shows no empty section.
  if (data?.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="featured-heading" className="text-2xl font-bold sm:text-3xl">
            Featured products
          </h2>
          <p className="mt-1 opacity-80">Hand-picked parts our customers keep coming back for.</p>
        </div>
        <Link
          to={paths.products}
          className="link link-primary inline-flex items-center gap-1 font-semibold"
        >
          All products <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {error ? (
        <QueryError error={error} what="the featured products" onRetry={() => void refetch()} />
      ) : (
        <div className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3" aria-busy={isPending}>
          {isPending ? (
            <CardSkeletons />
          ) : (
            data.map((product) => (
              <ProductCard
                key={product._id}
                product={product}
                variant="featured"
                headingLevel="h3"
              />
            ))
          )}
        </div>
      )}
    </section>
  );
}
