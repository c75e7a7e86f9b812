// The public entry of the coupons feature: all that code outside it may import (docs/architecture.md, "Server features").
export { type CouponDiscount, type CouponLine, CouponRefused } from './coupon-terms.ts';
export { countCouponUse, giveCouponUsesBack, redeemCoupon } from './coupon-uses.ts';
export { couponRoutes } from './coupons.routes.ts';
