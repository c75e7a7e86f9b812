// The public entry of the health feature: all that code outside it may import (docs/architecture.md, "Server features").
export { healthRoutes } from './health.routes.ts';
