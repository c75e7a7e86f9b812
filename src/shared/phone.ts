import { latinDigits } from './latin-digits.ts';

// Bangladeshi mobile numbers: 01XXXXXXXXX locally, +8801XXXXXXXXX internationally
// (the country code replaces the leading 0). The digit after "1" is the operator
// (3-9). Spaces and dashes are allowed when typed, and so are Bangla digits (০-৯), which
// phones with a Bangla keyboard type: every phone field of the shop reads numbers here.
const BD_MOBILE = /^(?:\+?880|0)(1[3-9]\d{8})$/;

/** The number in its local 11-digit form, or undefined when it is not a BD mobile. */
export function normaliseBdMobile(input: string): string | undefined {
  const subscriber = BD_MOBILE.exec(latinDigits(input).replace(/[\s-]/g, ''))?.[1];
  return subscriber && `0${subscriber}`;
}

const GAP = '[\\s-]*';
/** A digit (or digit range) as a pattern that takes it in Latin or Bangla digits. */
const either = (latin: string, bangla: string) => `[${latin}${bangla}]`;
const DIGIT = either('0-9', '০-৯');
/**
 * The same rule as a pattern over the number as typed (spaces and dashes anywhere, Latin or
 * Bangla digits), for the API document: outside clients see what the server reads (a test
 * holds the two equal).
 */
export const BD_MOBILE_AS_TYPED =
  `^${GAP}(?:(?:\\+${GAP})?${either('8', '৮')}${GAP}${either('8', '৮')}${GAP}${either('0', '০')}${GAP}|${either('0', '০')}${GAP})` +
  `${either('1', '১')}${GAP}${either('3-9', '৩-৯')}(?:${GAP}${DIGIT}){8}${GAP}$`;
