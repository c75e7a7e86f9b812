// The public entry of the phone sign-in feature: all that code outside it may import (docs/architecture.md, "Server features").
export { phoneSignInRoutes } from './phone-sign-in.routes.ts';
export { provePhone, sendPhoneCode } from './phone-sign-in.service.ts';
