// Bangladeshi mobile numbers: 01XXXXXXXXX locally, +8801XXXXXXXXX internationally
// (the country code replaces the leading 0). The digit after "1" is the operator
// (3-9). Spaces and dashes are allowed when typed.
const BD_MOBILE = /^(?:\+?880|0)(1[3-9]\d{8})$/;

/** The number in its local 11-digit form, or undefined when it is not a BD mobile. */
export function normaliseBdMobile(input: string): string | undefined {
  const subscriber = BD_MOBILE.exec(input.replace(/[\s-]/g, ''))?.[1];
  return subscriber && `0${subscriber}`;
}
