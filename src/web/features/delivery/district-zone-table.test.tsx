import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { DISTRICTS } from '../../../shared/delivery/districts.ts';
import { DistrictZoneTable } from './district-zone-table.tsx';

// The admin's district search on the delivery settings page finds districts as the district
// box does: by English or Bangla name, by an older spelling, and by division.

const zones = [
  {
    id: 'outside-dhaka',
    name: 'Outside Dhaka',
    homeCharge: 150,
    homeEta: '3-5 days',
    expressCharge: null,
    expressEta: null,
  },
];
const districtZones = Object.fromEntries(DISTRICTS.map((d) => [d.name, 'outside-dhaka']));

function shownFor(typed: string): string[] {
  render(<DistrictZoneTable zones={zones} districtZones={districtZones} onChange={vi.fn()} />);
  fireEvent.change(screen.getByRole('searchbox', { name: 'Find a district' }), {
    target: { value: typed },
  });
  return screen
    .getAllByRole('rowheader')
    .map((cell) => (cell.textContent ?? '').replace(/ \(.*$/, ''));
}

describe('the admin’s district search', () => {
  test.each([
    ['Chittagong', 'Chattogram'],
    ['Comilla', 'Cumilla'],
    ['Jessore', 'Jashore'],
    ['Bogra', 'Bogura'],
    ['Barisal', 'Barishal'],
  ])('%s finds %s', (typed, district) => {
    expect(shownFor(typed)).toContain(district);
  });

  test('a division finds its districts', () => {
    expect(shownFor('Sylhet').sort()).toEqual(['Habiganj', 'Moulvibazar', 'Sunamganj', 'Sylhet']);
  });
});
