import { PageHead } from '../../components/page-head.tsx';
import { paths } from '../../../shared/paths.ts';
import { HomeStructuredData } from './components/home-structured-data.tsx';
import { useShop } from '../../lib/use-shop.ts';
import { Carousel } from './components/carousel.tsx';
import { ShopWelcome } from './components/shop-welcome.tsx';
import { CategoryGrid } from './components/category-grid.tsx';
import { FeaturedProducts } from './components/featured-products.tsx';
import { StatsBlock } from './components/stats-block.tsx';

/** The home page, at / and /home: carousel, categories, featured products and the owner's figures (docs/product.md#home). */
export function HomePage() {
  const shop = useShop();
  return (
    <div className="space-y-14 sm:space-y-20">
      <PageHead path={paths.home} />
      <HomeStructuredData />
      <h1 className="sr-only">{shop.name}: PC parts in Bangladesh, prices in Tk</h1>
      {shop.slides.length > 0 ? (
        <Carousel slides={shop.slides} />
      ) : (
        <ShopWelcome name={shop.name} />
      )}
      <CategoryGrid />
      <FeaturedProducts />
      {/* A shop without figures of its own (after the demo's went) shows none. */}
      {shop.stats.length > 0 ? <StatsBlock stats={shop.stats} /> : null}
    </div>
  );
}
