// The public entry of the EMI feature: all that code outside it may import (docs/architecture.md, "Server features").
export { emiRoutes } from './emi.routes.ts';
export {
  keptEmiSettings,
  offeredPlans,
  productEmi,
  readEmiSettings,
  type EmiSettings,
} from './emi-settings.ts';
export { checkEmiRequest, recordEmiPlan, type EmiChoice, type OrderEmi } from './emi-checkout.ts';
