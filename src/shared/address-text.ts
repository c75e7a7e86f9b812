import { findDistrict } from './delivery/districts.ts';
import type { DeliveryAddress } from './schemas/address.ts';

// An order keeps its whole address as one text ("House 4, Zindabazar, Sylhet": what
// lists, mails and couriers print) and its area and district beside it (what delivery
// charges and reports read). One owner for how the text is made and taken apart.

/** The whole address as one text: street line, area, district. */
export function addressText({ line, area, district }: DeliveryAddress): string {
  return [line, area, district].join(', ');
}

/**
 * The street line of an order's address, for a page that prints area and district on a
 * line of their own: the text without its trailing area and district. An address typed
 * whole (orders from before checkout asked for the parts) is answered as it is.
 */
export function streetLineOf(
  text: string,
  area: string | null | undefined,
  district: string | null | undefined,
): string {
  if (!area || !district) return text;
  const tail = `, ${area}, ${district}`;
  return text.endsWith(tail) && text.length > tail.length ? text.slice(0, -tail.length) : text;
}

/** A part's trailing post code ("Dhaka-1207", "চট্টগ্রাম ৪১০০"): not part of the name. */
const POST_CODE = /[\s-]*[0-9০-৯]{4}$/u;

/**
 * The district an address typed whole names (its English name), for an order sent without
 * one: a part between commas, semicolons or line breaks that is a district's name, in
 * English, Bangla or an older spelling, with or without its post code. None named, or two
 * different ones ("House 2, Feni, Sylhet"), is undefined: the customer must choose, never
 * the shop guess.
 */
export function districtNamedIn(text: string): string | undefined {
  const named = new Set<string>();
  for (const part of text.split(/[,;\n\r]/)) {
    const district = findDistrict(part.trim().replace(POST_CODE, ''));
    if (district) named.add(district.name);
  }
  return named.size === 1 ? [...named][0] : undefined;
}
