// Phones with a Bangla keyboard type Bangla digits (০-৯): every number the shop reads from
// a person (a phone at checkout, a price in a catalogue file) is read through here.

const BANGLA_ZERO = '০'.codePointAt(0) as number;

/** Bangla digits (০-৯) as Latin ones; everything else as it is. */
export function latinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String((digit.codePointAt(0) as number) - BANGLA_ZERO));
}
