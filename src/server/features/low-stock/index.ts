// The public entry of the low-stock feature: all that code outside it may import (docs/architecture.md, "Server features").
export { LOW_STOCK_SUMMARY_TASK, lowStockSummary } from './low-stock-summary.ts';
export { lowStockRoutes } from './low-stock.routes.ts';
