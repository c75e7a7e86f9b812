// The public entry of the dashboard feature: all that code outside it may import (docs/architecture.md, "Server features").
export { overviewRoutes } from './overview.routes.ts';
