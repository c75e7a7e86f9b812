import type { Category } from '../../../shared/categories.ts';
import type { Specs } from '../schema.ts';
import { cpus, gpus } from './catalogue-cpus-gpus.ts';
import { memory, motherboards } from './catalogue-boards-memory.ts';
import { cases, coolers } from './catalogue-cases-cooling.ts';
import { monitors } from './catalogue-monitors.ts';
import { psus, storage } from './catalogue-storage-power.ts';

/** One product of the demo catalogue, in the database's terms (whole Taka, stock left). */
export interface CatalogueProduct {
  name: string;
  brand: string;
  category: Category;
  details: string;
  priceTk: number;
  stock: number;
  /** Country of manufacture. */
  origin: string;
  /**
   * Keys are shared across a category, and across categories where a compatibility check needs
   * them: cpu/motherboard `socket`, motherboard/memory `memoryType`, psu `wattage`,
   * gpu `recommendedPsuWattage` and `lengthMm`, case `maxGpuLengthMm`.
   */
  specs: Specs;
}

/**
 * Deals one product per category per round, so the first page of the default order shows the
 * whole range. The category order puts a graphics card, a processor and a monitor at indices
 * 3, 4 and 5: the home page features exactly those.
 */
function interleave(groups: readonly (readonly CatalogueProduct[])[]): CatalogueProduct[] {
  const rounds = Math.max(...groups.map((group) => group.length));
  const dealt: CatalogueProduct[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const group of groups) {
      const product = group[round];
      if (product) dealt.push(product);
    }
  }
  return dealt;
}

/** The demo catalogue in insertion order, which is the shop's default order. */
export const CATALOGUE: readonly CatalogueProduct[] = interleave([
  motherboards,
  memory,
  storage,
  gpus,
  cpus,
  monitors,
  psus,
  cases,
  coolers,
]);
