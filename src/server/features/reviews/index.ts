// The public entry of the reviews feature: all that code outside it may import (docs/architecture.md, "Server features").
export { reviewModerationRoutes } from './review-moderation.routes.ts';
export { reviewRoutes } from './reviews.routes.ts';
