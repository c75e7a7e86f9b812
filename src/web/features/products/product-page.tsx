import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { CATEGORY_LABELS } from '../../../shared/categories.ts';
import { paths } from '../../../shared/paths.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import type { ProductDetail } from '../../../shared/schemas/emi.ts';
import { SalePrice } from '../../components/sale-price.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { RatingStars } from '../../components/rating-stars.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { productQuery } from './api/product-queries.ts';
import { ProductEmi } from '../../components/product-emi.tsx';
import { ProductGone } from './components/product-gone.tsx';
import { ProductHead } from './components/product-head.tsx';
import { ProductBuyBox } from './components/product-buy-box.tsx';
import { ProductReviews } from './components/product-reviews.tsx';
import { SpecsTable } from './components/specs-table.tsx';
import { ProductGallery } from './components/product-gallery.tsx';
import { WarrantyNote } from '../../components/warranty-note.tsx';
import { StockState } from '../../components/stock-state.tsx';

function ProductDetails({ product }: { product: Product & Pick<ProductDetail, 'emi'> }) {
  const facts = [
    { label: 'Brand', value: product.brand },
    { label: 'Category', value: CATEGORY_LABELS[product.category] },
    { label: 'Origin', value: product.origin },
  ].filter((fact) => fact.value);
  return (
    <div className="space-y-10">
      <nav aria-label="Breadcrumb" className="breadcrumbs text-sm">
        <ul>
          <li>
            <Link to={paths.home}>Home</Link>
          </li>
          <li>
            <Link to={`${paths.products}?category=${product.category}`}>
              {CATEGORY_LABELS[product.category]}
            </Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ul>
      </nav>
      <div className="grid gap-8 md:grid-cols-2">
        <ProductGallery name={product.name} images={product.images} />
        <div className="space-y-4">
          <p className="text-sm font-medium uppercase tracking-wide opacity-80">{product.brand}</p>
          <h1 className="text-2xl leading-tight font-bold sm:text-3xl">{product.name}</h1>
          <RatingStars average={product.rating.average} count={product.rating.count} size="md" />
          <div className="flex flex-wrap items-center gap-3">
            <SalePrice
              price={product.price}
              regularPrice={product.regularPrice}
              className="text-3xl font-extrabold"
            />
            <StockState quantity={product.quantity} availability={product.availability} />
          </div>
          <WarrantyNote
            warranty={{ months: product.warrantyMonths, kind: product.warrantyKind }}
            className="font-medium"
          />
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            {facts.map((fact) => (
              <div key={fact.label} className="contents">
                <dt className="font-medium opacity-80">{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <ProductBuyBox product={product} />
          <ProductEmi emi={product.emi} price={product.price} regularPrice={product.regularPrice} />
          <p className="leading-relaxed whitespace-pre-line">{product.details}</p>
        </div>
      </div>
      <section aria-labelledby="specs-heading" className="space-y-4">
        <h2 id="specs-heading" className="text-xl font-bold">
          Specifications
        </h2>
        <SpecsTable specs={product.specs} category={product.category} />
      </section>
      <ProductReviews product={product} />
    </div>
  );
}

/**
 * One product with its specs and reviews, at /products/:id. The order and review
 * modals draw it behind themselves and name the product, since their URLs do.
 */
export function ProductPage({ productId }: { productId?: string }) {
  const params = useParams();
  const id = productId ?? params.id ?? '';
  const { data, error, isPending, refetch } = useQuery(productQuery(id));

  if (isPending) return <PageSpinner />;
  if (error) return <QueryError error={error} what="this product" onRetry={() => void refetch()} />;
  if (data === null) return <ProductGone id={id} />;
  return (
    <>
      <ProductHead product={data} />
      <ProductDetails product={data} />
    </>
  );
}
