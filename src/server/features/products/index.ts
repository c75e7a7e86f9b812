// The public entry of the products feature: all that code outside it may import (docs/architecture.md, "Server features").
export { bulkPriceRoutes } from './bulk-price.routes.ts';
export { productAdminRoutes } from './products.admin.routes.ts';
export { productRoutes } from './products.routes.ts';
export { type ProductRow } from './product-mapper.ts';
export { isProductId, productIdOf } from './product-ref.ts';
export { setPriceSourceOn } from './price-source.ts';
export { writeProductPatches } from './product-patches.ts';
export { stockLevelIs, lowOnStock } from './product-filter-sql.ts';
export {
  type ProductInput,
  productValues,
  skuTaken,
  writeProductPatch,
} from './products.admin.service.ts';
export { startSaleEnder } from './sale-end.ts';
