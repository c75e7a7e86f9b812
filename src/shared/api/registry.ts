import { activityEndpoints, authEndpoints, profileEndpoints, userEndpoints } from './accounts.ts';
import { buildEndpoints } from './builds.ts';
import { catalogueAdminEndpoints } from './catalogue-admin.ts';
import { catalogueFileEndpoints } from './catalogue-files.ts';
import { courierDeskEndpoints } from './courier-desk.ts';
import { imageEndpoints, productEndpoints, reviewEndpoints } from './catalogue.ts';
import { couponEndpoints } from './coupons.ts';
import { emiEndpoints } from './emi.ts';
import { addressEndpoints, cartEndpoints, checkoutEndpoints, stockEndpoints } from './checkout.ts';
import { courierEndpoints } from './couriers.ts';
import type { Endpoint, Route } from './endpoint.ts';
import { noticeEndpoints } from './notices.ts';
import { paymentEndpoints } from './payments.ts';
import { reportEndpoints } from './reports.ts';
import { payLinkEndpoints, phoneOrderEndpoints } from './phone-orders.ts';
import { searchEndpoints } from './search.ts';
import { stockAlertEndpoints } from './stock-alerts.ts';
import { warrantyDeskEndpoints, warrantyEndpoints } from './warranty.ts';
import {
  dashboardEndpoints,
  deliveryEndpoints,
  demoDataEndpoints,
  healthEndpoints,
  orderEndpoints,
  shopSettingsEndpoints,
} from './shop.ts';

/** Every endpoint of the API, by feature: the server registers exactly these. */
export const apiEndpoints = {
  auth: authEndpoints,
  users: userEndpoints,
  profile: profileEndpoints,
  products: productEndpoints,
  catalogueFiles: catalogueFileEndpoints,
  catalogueAdmin: catalogueAdminEndpoints,
  reviews: reviewEndpoints,
  images: imageEndpoints,
  orders: orderEndpoints,
  cart: cartEndpoints,
  addresses: addressEndpoints,
  checkout: checkoutEndpoints,
  coupons: couponEndpoints,
  stock: stockEndpoints,
  stockAlerts: stockAlertEndpoints,
  delivery: deliveryEndpoints,
  dashboard: dashboardEndpoints,
  health: healthEndpoints,
  shop: shopSettingsEndpoints,
  demoData: demoDataEndpoints,
  builds: buildEndpoints,
  activity: activityEndpoints,
  notices: noticeEndpoints,
  payments: paymentEndpoints,
  search: searchEndpoints,
  couriers: courierEndpoints,
  courierDesk: courierDeskEndpoints,
  reports: reportEndpoints,
  phoneOrders: phoneOrderEndpoints,
  payLinks: payLinkEndpoints,
  emi: emiEndpoints,
  warranty: warrantyEndpoints,
  warrantyDesk: warrantyDeskEndpoints,
} as const;

type Features = typeof apiEndpoints;
/** Any declared endpoint, with its literal method and path. */
export type AnyEndpoint = { [F in keyof Features]: Features[F][keyof Features[F]] }[keyof Features];

/** The declaration of a route, found by its method and path. */
export type EndpointOf<R extends Route> = Extract<
  AnyEndpoint,
  { method: R['method']; path: R['path'] }
>;

const features: readonly Readonly<Record<string, Endpoint>>[] = Object.values(apiEndpoints);
export const allEndpoints: readonly Endpoint[] = features.flatMap((feature) =>
  Object.values(feature),
);
