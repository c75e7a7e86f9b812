import { useLocation } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { WithoutPageHead } from '../components/page-head.tsx';
import { readModalFrom } from '../lib/modal-link.ts';
import { HomePage } from '../features/home/home-page.tsx';
import { ProductPage } from '../features/products/product-page.tsx';
import { ProductsPage } from '../features/products/products-page.tsx';

/**
 * The page under the order and review modals: the one whose button opened the
 * modal (home, the product's own page, or the grid), or the products grid when
 * the modal was opened by address (docs/product.md#order-modal). Inert: while the modal is open
 * nothing behind it can be clicked, focused or read out. The router draws it
 * beside the modal's own page, so the modals need not know the storefront pages.
 */
export function PageBehindModal() {
  const from = readModalFrom(useLocation().state)?.pathname;
  // The product's page is addressed by its slug, the modal by the product's id.
  const productPage = from?.startsWith(`${paths.products}/`)
    ? from.slice(paths.products.length + 1)
    : undefined;
  const page =
    from === paths.home || from === paths.homeAlias ? (
      <HomePage />
    ) : productPage ? (
      <ProductPage productId={productPage} />
    ) : (
      <ProductsPage />
    );
  return (
    <div inert>
      <WithoutPageHead>{page}</WithoutPageHead>
    </div>
  );
}
