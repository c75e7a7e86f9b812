import type { Category } from '../../../shared/categories.ts';
import type { Specs } from '../schema.ts';
import { cpus, gpus } from './catalogue-cpus-gpus.ts';
import { memory, motherboards } from './catalogue-boards-memory.ts';
import { cases, coolers } from './catalogue-cases-cooling.ts';
import { monitors } from './catalogue-monitors.ts';
import { psus, storage } from './catalogue-storage-power.ts';
import { moreBoards } from './catalogue-more-boards.ts';
import { moreCoolers, moreMonitors } from './catalogue-more-cooling-monitors.ts';
import { moreCpus } from './catalogue-more-cpus.ts';
import { moreGpus } from './catalogue-more-gpus.ts';
import { moreMemory, moreStorage } from './catalogue-more-memory-storage.ts';
import { moreCases, morePsus } from './catalogue-more-power-cases.ts';

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
  /** Shipping weight, boxed, in whole grams. */
  weightGrams: number;
  /** The category's typed specs (src/shared/specs/part-specs.ts), complete. */
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
  [...motherboards, ...moreBoards],
  [...memory, ...moreMemory],
  [...storage, ...moreStorage],
  [...gpus, ...moreGpus],
  [...cpus, ...moreCpus],
  [...monitors, ...moreMonitors],
  [...psus, ...morePsus],
  [...cases, ...moreCases],
  [...coolers, ...moreCoolers],
]);
