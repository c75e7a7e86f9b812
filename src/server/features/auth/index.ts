// The public entry of the auth feature: all that code outside it may import (docs/architecture.md, "Server features").
export { authRoutes } from './auth.routes.ts';
export { phoneAccountRoutes } from './phone-account.routes.ts';
export { googleRoutes } from './google.routes.ts';
