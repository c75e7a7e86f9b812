import { describe, expect, it } from 'vitest';
import { code128Bars, code128Values, code128Widths } from './code128.ts';

describe('Code 128 B', () => {
  it('frames the text with start B, the check symbol and stop', () => {
    // W=55 C=35 -=13 0=16 1=17: 104 + 55 + 70 + 39 + 16×(4+5+6+7+8) + 17×9 = 901; 901 mod 103 = 77.
    expect(code128Values('WC-000001')).toEqual([104, 55, 35, 13, 16, 16, 16, 16, 16, 17, 77, 106]);
  });

  it('gives 11 modules a symbol and 13 for stop, bars and spaces alternating', () => {
    const widths = code128Widths('WC-000001');
    expect(widths).toHaveLength(6 * 11 + 7);
    expect(widths.reduce((a, b) => a + b, 0)).toBe(11 * 11 + 13);
    expect(widths.slice(0, 6)).toEqual([2, 1, 1, 2, 1, 4]);
    expect(widths.slice(-7)).toEqual([2, 3, 3, 1, 1, 1, 2]);
  });

  it('draws bars that end where the symbol ends', () => {
    const { bars, modules } = code128Bars('WC-1');
    const last = bars.at(-1)!;
    expect(last.x + last.width).toBe(modules);
  });

  it('refuses characters outside printable ASCII', () => {
    expect(() => code128Values('WC–1')).toThrow(/no symbol/);
  });
});
