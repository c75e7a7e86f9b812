// The public entry of the products feature: all that code outside it may import (docs/architecture.md, "Server features").
export { productAdminRoutes } from './products.admin.routes.ts';
export { productRoutes } from './products.routes.ts';
