// The public entry of the shop feature: all that code outside it may import (docs/architecture.md, "Server features").
export {
  readStoredShopSettings,
  SHOP_SETTINGS_CHANNEL,
  ShopSettingsStore,
} from './shop-settings.ts';
export { shopRoutes } from './shop.routes.ts';
