import { describe, expect, it } from 'vitest';
import {
  adminMayCancel,
  CUSTOMER_CANCELLABLE,
  forwardStatus,
  nextStatuses,
  statusesThatMayMoveTo,
  stepBackStatus,
} from './order-life.ts';
import type { OrderStatus } from './schemas/order.ts';

describe('the order life', () => {
  it('steps back one status along the delivery path, never from pending or cancelled', () => {
    expect(stepBackStatus('delivered')).toBe('shipped');
    expect(stepBackStatus('shipped')).toBe('confirmed');
    expect(stepBackStatus('confirmed')).toBe('pending');
    expect(stepBackStatus('pending')).toBeNull();
    expect(stepBackStatus('cancelled')).toBeNull();
  });

  it('walks pending -> confirmed -> shipped -> delivered and stops there', () => {
    expect(forwardStatus('pending')).toBe('confirmed');
    expect(forwardStatus('confirmed')).toBe('shipped');
    expect(forwardStatus('shipped')).toBe('delivered');
    expect(forwardStatus('delivered')).toBeNull();
    expect(forwardStatus('cancelled')).toBeNull();
  });

  it('lets an admin cancel only before shipping', () => {
    expect(
      ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'].filter((s) =>
        adminMayCancel(s as OrderStatus),
      ),
    ).toEqual(['pending', 'confirmed']);
    // A shipped parcel is delivered, or comes back (couriers, decision 055).
    expect(nextStatuses('shipped')).toEqual(['delivered', 'returned']);
  });

  it('never leads back to pending, and a customer may cancel only a pending order', () => {
    expect(statusesThatMayMoveTo('pending')).toEqual([]);
    expect(CUSTOMER_CANCELLABLE).toEqual(['pending']);
  });
});
