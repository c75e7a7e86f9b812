// The public entry of the builds feature: all that code outside it may import (docs/architecture.md, "Server features").
export { buildRoutes } from './builds.routes.ts';
