// Bangladeshi mobile numbers: 01XXXXXXXXX, or the same with +880 / 880 in front.
// The third digit is the operator (3-9). Spaces and dashes are allowed when typed.
const BD_MOBILE = /^(?:\+?880)?(01[3-9]\d{8})$/;

/** The number in its local 11-digit form, or undefined when it is not a BD mobile. */
export function normaliseBdMobile(input: string): string | undefined {
  const compact = input.replace(/[\s-]/g, '');
  return BD_MOBILE.exec(compact)?.[1];
}
