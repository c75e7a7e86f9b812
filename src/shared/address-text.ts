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

/** What the customer wrote, split into its parts at commas, semicolons and line breaks. */
const partsOf = (text: string): string[] =>
  text
    .split(/[,;\n\r]/)
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter(Boolean);

/** Parts are the same when they read the same, whatever their case or spacing. */
const sameText = (part: string) => part.toLocaleLowerCase('en');

/**
 * The address as a courier prints it (the label, and the address sent when booking): the
 * parts the customer wrote, the area after them when the text does not already name it,
 * each part once (case and spacing ignored). `street` leaves out any part that names the
 * order's district, in English, Bangla or an older spelling: the district is printed by
 * its one name, on its own line on a label and last when sent. The delivery zone is how a
 * charge was priced, never a place, so it is not taken at all.
 */
export function courierAddress(
  text: string,
  area: string | null | undefined,
  district: string | null | undefined,
): { street: string; district: string | null; line: string } {
  const named = district ? findDistrict(district) : undefined;
  const districtName = named?.name ?? (district?.trim() || null);
  // A district the list does not know (an old order's) is known by its text alone.
  const namesDistrict = (part: string) =>
    named ? findDistrict(part) === named : sameText(part) === sameText(districtName ?? '');
  const seen = new Set<string>();
  const street: string[] = [];
  for (const part of [...partsOf(text), ...partsOf(area ?? '')]) {
    if (namesDistrict(part) || seen.has(sameText(part))) continue;
    seen.add(sameText(part));
    street.push(part);
  }
  return {
    street: street.join(', '),
    district: districtName,
    line: [...street, ...(districtName ? [districtName] : [])].join(', '),
  };
}
