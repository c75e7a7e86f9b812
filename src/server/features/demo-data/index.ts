// The public entry of the demo-data feature: all that code outside it may import (docs/architecture.md, "Server features").
export { demoDataRoutes } from './demo-data.routes.ts';
