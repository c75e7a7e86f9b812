import { MAX_SERIAL_LENGTH } from '../../shared/warranty-desk.ts';

// A unit's serial as the server keeps it (schemas/warranty-desk.ts), checked in the browser
// without zod: the scanner's form and the public /warranty page answer at once.

/** Trimmed and upper-cased, as the server records it. */
export const normalSerial = (text: string) => text.trim().toUpperCase();

const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/** What is wrong with a typed serial before asking the server; null when nothing (or empty). */
export function serialProblem(text: string): string | null {
  const serial = text.trim();
  if (serial === '') return null;
  if (serial.length > MAX_SERIAL_LENGTH)
    return `A serial has at most ${MAX_SERIAL_LENGTH} characters`;
  if (!PRINTABLE_ASCII.test(serial))
    return 'A serial has only letters, digits and plain signs (- / .)';
  return null;
}
