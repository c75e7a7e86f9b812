// The public entry of the profile feature: all that code outside it may import (docs/architecture.md, "Server features").
export { profileRoutes, readProfile } from './profile.routes.ts';
export { currentShopName, refuseShopLikeName } from './shop-like-names.ts';
