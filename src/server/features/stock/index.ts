// The public entry of the stock feature: all that code outside it may import (docs/architecture.md, "Server features").
export { stockRoutes } from './stock.routes.ts';
export { changeStock, movesByProduct, stockMovesQuery, type StockMove } from './stock.ts';
export { adminActor } from './stock.service.ts';
