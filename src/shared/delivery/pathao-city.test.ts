import { describe, expect, test } from 'vitest';
import { pathaoCityFor } from './pathao-city.ts';

const cities = [
  { id: 1, name: 'Dhaka' },
  { id: 2, name: 'Chittagong' },
  { id: 4, name: 'Comilla' },
  { id: 5, name: 'Bogra' },
  { id: 7, name: 'Barishal' },
  { id: 8, name: 'Jessore' },
];

describe("the shop's district as Pathao's city", () => {
  test.each([
    ['Dhaka', 1],
    ['Chattogram', 2],
    ['Chittagong', 2],
    ['চট্টগ্রাম', 2],
    ['Cumilla', 4],
    ['Bogura', 5],
    ['Barisal', 7],
    ['Jashore', 8],
  ])('%s is city %i', (district, id) => {
    expect(pathaoCityFor(district, cities)?.id).toBe(id);
  });

  test('a district Pathao does not list, or none, finds no city', () => {
    expect(pathaoCityFor('Sylhet', cities)).toBeUndefined();
    expect(pathaoCityFor(null, cities)).toBeUndefined();
    expect(pathaoCityFor('Atlantis', cities)).toBeUndefined();
  });
});
