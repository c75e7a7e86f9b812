// The public entry of the stock-alerts feature: all that code outside it may import (docs/architecture.md, "Server features").
export { stockAlertRoutes } from './stock-alerts.routes.ts';
