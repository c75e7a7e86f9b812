import { usePageTitle } from '../../lib/use-page-title.ts';
import { useShop } from '../../lib/use-shop.ts';
import { Carousel } from './components/carousel.tsx';
import { FeaturedProducts } from './components/featured-products.tsx';
import { StatsBlock } from './components/stats-block.tsx';

/** The home page, at / and /home: carousel, stats and featured products (docs/product.md#home). */
export function HomePage() {
  usePageTitle();
  const shop = useShop();
  return (
    <div className="space-y-14 sm:space-y-20">
      <h1 className="sr-only">{shop.name}: PC parts in Bangladesh, prices in Tk</h1>
      <Carousel slides={shop.slides} />
      <FeaturedProducts />
      <StatsBlock stats={shop.stats} />
    </div>
  );
}
