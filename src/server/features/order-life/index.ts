// An order's life: the one way its status and payment status change (docs/product.md#order-life).
export { shopTransition, transition, type Transitioned } from './transition.ts';
export { NOT_PAID_IN_TIME, PLACED, type Outcome, type TransitionDetails } from './life-effects.ts';
export { moverOf, type Actor } from './actor.ts';
// A courier's status on the timeline, and a returned parcel's units back on the shelf.
export { addTimelineStep } from './timeline.ts';
export { releaseStock } from './release-stock.ts';
