import { findDistrict } from '../../../shared/delivery/districts.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * The district's canonical id (its English name) for a name typed in English or Bangla;
 * a 400 naming the field for a name that is not one of the 64 districts.
 */
export function canonicalDistrict(text: string, field: string): string {
  const district = findDistrict(text);
  if (!district) {
    const message = `Unknown district "${text}": give one of Bangladesh's 64 districts, in English or Bangla`;
    throw new HttpError(400, `${field}: ${message}`, { [field]: message });
  }
  return district.name;
}
