// The public entry of the addresses feature: all that code outside it may import (docs/architecture.md, "Server features").
export { addressRoutes } from './addresses.routes.ts';
export { keptAddressQuery, listAddresses } from './addresses.service.ts';
export { canonicalDistrict } from './district.ts';
