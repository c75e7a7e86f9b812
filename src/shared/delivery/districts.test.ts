import { describe, expect, test } from 'vitest';
import { findDistrict, searchDistricts, spellingTyped } from './districts.ts';

describe('district search', () => {
  test.each([
    ['Chittagong', 'Chattogram'],
    ['Comilla', 'Cumilla'],
    ['Jessore', 'Jashore'],
    ['Bogra', 'Bogura'],
    ['Barisal', 'Barishal'],
    ['chitta', 'Chattogram'],
    ['সিলে', 'Sylhet'],
  ])('typing %s suggests %s, and the name typed is one district', (typed, district) => {
    expect(searchDistricts(typed).map((d) => d.name)).toContain(district);
  });

  test('a whole older spelling is that district', () => {
    expect(findDistrict('Chittagong')?.name).toBe('Chattogram');
  });

  test('nothing typed lists all 64; nonsense lists none', () => {
    expect(searchDistricts('')).toHaveLength(64);
    expect(searchDistricts('zzz')).toEqual([]);
  });

  test('the older spelling is named only when it is what matched', () => {
    const chattogram = findDistrict('Chattogram');
    expect(chattogram && spellingTyped(chattogram, 'Chittag')).toBe('Chittagong');
    expect(chattogram && spellingTyped(chattogram, 'Chatto')).toBeUndefined();
  });
});
