import { describe, expect, test } from 'vitest';
import { courierTrackingUrl } from './courier-tracking.ts';

describe('courierTrackingUrl', () => {
  test('Steadfast and Pathao parcels link to the courier’s own tracking page', () => {
    expect(courierTrackingUrl('Steadfast', 'SF-55120', '01712345678')).toBe(
      'https://steadfast.com.bd/t/SF-55120',
    );
    expect(courierTrackingUrl(' pathao ', 'DL121224VS8TTJ', '01712345678')).toBe(
      'https://merchant.pathao.com/tracking?consignment_id=DL121224VS8TTJ&phone=01712345678',
    );
  });

  test('no link for another courier, a parcel without a code, or a code that would break the address', () => {
    expect(courierTrackingUrl('Sundarban', 'SB-1', '01712345678')).toBeNull();
    expect(courierTrackingUrl('Steadfast', null, '01712345678')).toBeNull();
    expect(courierTrackingUrl(null, 'SF-1', '01712345678')).toBeNull();
    expect(courierTrackingUrl('Steadfast', 'a/b?c', '01712345678')).toBe(
      'https://steadfast.com.bd/t/a%2Fb%3Fc',
    );
  });
});
