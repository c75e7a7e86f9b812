import { findDistrict } from './districts.ts';

// The shop's district and Pathao's city: Pathao names its cities after districts, some under
// their older spellings (Chittagong, Comilla, Bogra), so both are read as districts.

/** The Pathao city for a district (any spelling), if Pathao lists one. */
export function pathaoCityFor<City extends { name: string }>(
  district: string | null | undefined,
  cities: readonly City[],
): City | undefined {
  const wanted = district ? findDistrict(district) : undefined;
  if (!wanted) return undefined;
  return cities.find((city) => findDistrict(city.name)?.name === wanted.name);
}
