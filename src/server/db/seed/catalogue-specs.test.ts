import { describe, expect, test } from 'vitest';
import { PART_SPECS, productSpecsSchemaFor } from '../../../shared/specs/part-specs.ts';
import { CATALOGUE } from './catalogue.ts';

const inCategory = (category: string) => CATALOGUE.filter((p) => p.category === category);
const valuesOf = (category: string, key: string) =>
  new Set(inCategory(category).flatMap((p) => [p.specs[key]].flat()));
const numbersOf = (category: string, key: string) =>
  inCategory(category).map((p) => p.specs[key] as number);

describe('the demo catalogue’s specs', () => {
  test('every product’s specs pass its category’s schema', () => {
    for (const p of CATALOGUE) {
      const parsed = productSpecsSchemaFor(p.category).safeParse(p.specs);
      expect(parsed.error?.issues ?? [], p.name).toEqual([]);
    }
  });

  test('every product’s specs are complete (an air cooler has no radiator)', () => {
    for (const p of CATALOGUE) {
      if (p.category === 'other') continue;
      const schema =
        p.category === 'cooler' && p.specs.type === 'air'
          ? PART_SPECS.cooler.omit({ radiatorMm: true })
          : PART_SPECS[p.category];
      const parsed = schema.safeParse(p.specs);
      expect(parsed.error?.issues ?? [], p.name).toEqual([]);
    }
  });

  test('every product has a shipping weight in whole grams', () => {
    for (const p of CATALOGUE) {
      expect(Number.isInteger(p.weightGrams), p.name).toBe(true);
      expect(p.weightGrams, p.name).toBeGreaterThanOrEqual(1);
      expect(p.weightGrams, p.name).toBeLessThanOrEqual(100_000);
    }
  });

  test('covers two platforms each for AMD and Intel, in processors and boards', () => {
    for (const socket of ['AM5', 'AM4', 'LGA1700', 'LGA1851']) {
      expect(valuesOf('cpu', 'socket'), socket).toContain(socket);
      expect(valuesOf('motherboard', 'socket'), socket).toContain(socket);
    }
  });

  test('covers DDR4 and DDR5 kits, and boards and cases of every common size', () => {
    expect(valuesOf('memory', 'memoryType')).toEqual(new Set(['DDR4', 'DDR5']));
    for (const size of ['ATX', 'Micro-ATX', 'Mini-ITX']) {
      expect(valuesOf('motherboard', 'formFactor'), size).toContain(size);
      const largest = inCategory('case').map((c) => (c.specs.formFactors as string[])[0]);
      expect(largest, size).toContain(size === 'ATX' ? 'E-ATX' : size);
    }
  });

  test('covers short and long graphics cards, small and large power supplies, SFX too', () => {
    const lengths = numbersOf('gpu', 'lengthMm');
    expect(Math.min(...lengths)).toBeLessThan(200);
    expect(Math.max(...lengths)).toBeGreaterThan(320);
    const watts = numbersOf('psu', 'wattage');
    expect(Math.min(...watts)).toBeLessThanOrEqual(450);
    expect(Math.max(...watts)).toBeGreaterThanOrEqual(1000);
    expect(valuesOf('psu', 'formFactor')).toEqual(new Set(['atx', 'sfx']));
  });

  test('covers air and liquid coolers of different heights, NVMe and SATA drives', () => {
    expect(valuesOf('cooler', 'type')).toEqual(new Set(['air', 'liquid']));
    const airHeights = inCategory('cooler')
      .filter((c) => c.specs.type === 'air')
      .map((c) => c.specs.heightMm as number);
    expect(Math.min(...airHeights)).toBeLessThan(60);
    expect(Math.max(...airHeights)).toBeGreaterThan(150);
    expect(valuesOf('storage', 'interface')).toEqual(new Set(['nvme', 'sata']));
  });
});
