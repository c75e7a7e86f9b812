// An order's life: the one way its status and payment status change (docs/product.md#order-life).
export { shopTransition, transition, type Transitioned } from './transition.ts';
export { NOT_PAID_IN_TIME, PLACED, type Outcome, type TransitionDetails } from './life-effects.ts';
export { moverOf, type Actor } from './actor.ts';
