import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import PackageX from 'lucide-react/icons/package-x';
import { paths } from '../../../../shared/paths.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { ProductCard } from '../../../components/product-card.tsx';
import { usePageStatus } from '../../../lib/page-status.ts';
import { featuredProductsQuery } from '../api/product-queries.ts';

/**
 * /products/:id for an id the catalogue does not have (never had, or no longer sells):
 * a 404 that says so and offers other parts, so a visitor from an old link or a search
 * result is not left at a dead end.
 */
export function ProductGone({ id }: { id: string }) {
  usePageStatus(404);
  const others = useQuery(featuredProductsQuery());
  return (
    <div className="space-y-10">
      <PageHead
        title="This product is gone"
        description="This product is no longer sold at the shop. Other parts are one click away."
        path={paths.product(id)}
      >
        <meta name="robots" content="noindex" />
      </PageHead>
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-8 text-center">
        <PackageX className="size-14 text-primary" aria-hidden="true" />
        <h1 className="text-3xl font-bold">This product is gone</h1>
        <p className="opacity-80">
          This product does not exist or is no longer sold. The rest of the catalogue is one click
          away.
        </p>
        <Link to={paths.products} className="btn btn-primary">
          Browse all products
        </Link>
      </div>
      {others.data && others.data.length > 0 ? (
        <section aria-labelledby="similar-heading" className="space-y-6">
          <h2 id="similar-heading" className="text-2xl font-bold">
            You may like these instead
          </h2>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {others.data.map((product) => (
              <ProductCard
                key={product._id}
                product={product}
                variant="featured"
                headingLevel="h3"
              />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
