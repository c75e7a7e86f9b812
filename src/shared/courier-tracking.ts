// The couriers' own public tracking pages, so a shopper can follow the parcel where the
// courier writes its news first. The order keeps the courier's name as shown (the couriers
// feature writes COURIER_NAMES; staff may type it when shipping by hand), so it is matched
// without regard to case or spaces. A courier with no public page (or an unknown one) has none.

import { COURIER_NAMES } from './schemas/courier-cash.ts';

const PAGES: Record<string, (code: string, phone: string) => string> = {
  [COURIER_NAMES.steadfast.toLowerCase()]: (code) =>
    `https://steadfast.com.bd/t/${encodeURIComponent(code)}`,
  // Pathao's page finds a parcel by its consignment id and the receiver's phone.
  [COURIER_NAMES.pathao.toLowerCase()]: (code, phone) =>
    `https://merchant.pathao.com/tracking?consignment_id=${encodeURIComponent(code)}&phone=${encodeURIComponent(phone)}`,
};

/** The courier's tracking page for this parcel, or null where the courier has none. */
export function courierTrackingUrl(
  courier: string | null,
  trackingCode: string | null,
  phone: string,
): string | null {
  if (!courier || !trackingCode) return null;
  const page = PAGES[courier.trim().toLowerCase()];
  return page ? page(trackingCode, phone) : null;
}
