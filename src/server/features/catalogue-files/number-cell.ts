import { latinDigits } from '../../../shared/latin-digits.ts';

/**
 * A number cell's text as the import reads it: trimmed, Bangla digits as Latin ones (as
 * checkout reads a phone), thousands commas dropped ("৬,২০০" is 6200). Whether it is a
 * whole number is the caller's to judge.
 */
export const numberCellText = (cell: string): string =>
  latinDigits(cell.trim()).replaceAll(',', '');
