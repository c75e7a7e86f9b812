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
