/** A tel: link for a phone number as the shop writes it ("+880 1711-555010"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
