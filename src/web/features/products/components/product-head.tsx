import { CATEGORY_LABELS } from '../../../../shared/categories.ts';
import { formatTk } from '../../../../shared/money.ts';
import { paths } from '../../../../shared/paths.ts';
import type { Product } from '../../../../shared/schemas/product.ts';
import { JsonLd, PageHead } from '../../../components/page-head.tsx';
import { absoluteUrl, useSite, type Site } from '../../../lib/site.ts';

// A product page's head: the link preview (name, price in Tk, stock, picture) and the
// structured data Google's merchant listings read (Product with its Offer, its rating
// when it has reviews, and the breadcrumb the page shows). Every value comes from the
// same product answer the page draws.

/** The picture's 1200x630 cover copy from the shop's image host, for link previews. */
export function previewImage(image: string): string | undefined {
  return image.startsWith('/images/') ? `${image}?variant=og` : undefined;
}

function productLd(product: Product, site: Site) {
  const url = absoluteUrl(site, paths.product(product));
  const inStock = product.quantity > 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.details,
    // Every picture, the main one first.
    image: product.images.map((image) => absoluteUrl(site, image)),
    // The shop's stock code, as staff, invoices and the catalogue file know the product.
    sku: product.sku,
    brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
    category: CATEGORY_LABELS[product.category],
    offers: {
      '@type': 'Offer',
      url,
      price: product.price,
      priceCurrency: 'BDT',
      availability: `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`,
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: site.name },
    },
    aggregateRating:
      product.rating.count > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
  };
}

function breadcrumbLd(product: Product, site: Site) {
  const trail = [
    { name: 'Home', path: paths.home },
    {
      name: CATEGORY_LABELS[product.category],
      path: `${paths.products}?category=${product.category}`,
    },
    { name: product.name, path: paths.product(product) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(site, step.path),
    })),
  };
}

export function ProductHead({ product }: { product: Product }) {
  const site = useSite();
  const inStock = product.quantity > 0;
  const description = `${product.name}: ${formatTk(product.price)}, ${
    inStock ? 'in stock' : 'out of stock'
  }. ${product.details}`.slice(0, 300);
  return (
    <>
      <PageHead
        title={product.name}
        description={description}
        path={paths.product(product)}
        image={previewImage(product.image)}
        type="product"
      >
        <meta property="product:price:amount" content={String(product.price)} />
        <meta property="product:price:currency" content="BDT" />
        <meta property="product:availability" content={inStock ? 'in stock' : 'out of stock'} />
      </PageHead>
      <JsonLd data={productLd(product, site)} />
      <JsonLd data={breadcrumbLd(product, site)} />
    </>
  );
}
