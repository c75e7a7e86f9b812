// Whole numbers as Bangladeshi readers write them, in lakh and crore: the last three
// digits, then pairs (107800 -> "1,07,800", 12345678 -> "1,23,45,678"). Written out rather
// than asked of Intl.NumberFormat('en-IN'), which gives the same text: creating that
// formatter loads the browser's locale data, which was most of the first run of the app's
// code on every page with a price (docs/performance.md, "The longest task on /").

/** `value` rounded to a whole number, its digits grouped; a negative keeps its minus sign. */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  // String() spells a whole number out in full below 10^21 (far beyond any price or count).
  const digits = String(Math.round(Math.abs(value)));
  if (digits.length <= 3 || digits.includes('e')) return sign + digits;
  const groups = [digits.slice(-3)];
  let rest = digits.slice(0, -3);
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  groups.unshift(rest);
  return sign + groups.join(',');
}
