import {
  LIST_SLOTS,
  MAX_PARTS_PER_LIST,
  SINGLE_SLOTS,
  type Build,
  type BuildPart,
  type Slot,
} from '../../../shared/builds/build.ts';
import type { Product } from '../../../shared/schemas/product.ts';

/**
 * The visitor's build as product ids: what the URL, the browser's storage and the server's
 * check all carry. A kit or drive chosen twice is listed twice.
 */
export type BuildSelection = Partial<Record<Exclude<Slot, 'memory' | 'storage'>, string>> & {
  memory: string[];
  storage: string[];
};

export const emptySelection = (): BuildSelection => ({ memory: [], storage: [] });

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads a build from a query string; anything malformed is left out, never an error. */
export function selectionFromSearch(search: URLSearchParams): BuildSelection {
  const selection = emptySelection();
  for (const slot of SINGLE_SLOTS) {
    const id = search.get(slot);
    if (id && ID.test(id)) selection[slot] = id.toLowerCase();
  }
  for (const slot of LIST_SLOTS) {
    const ids = (search.get(slot) ?? '').split(',').filter((id) => ID.test(id));
    selection[slot] = ids.slice(0, MAX_PARTS_PER_LIST).map((id) => id.toLowerCase());
  }
  return selection;
}

/** The build as a query string, slots in builder order: the shareable link. */
export function searchOfSelection(selection: BuildSelection): URLSearchParams {
  const search = new URLSearchParams();
  for (const slot of [...SINGLE_SLOTS, ...LIST_SLOTS]) {
    const value = selection[slot];
    const text = Array.isArray(value) ? value.join(',') : value;
    if (text) search.set(slot, text);
  }
  return search;
}

export function selectedIds(selection: BuildSelection): string[] {
  const singles = SINGLE_SLOTS.map((slot) => selection[slot]).filter((id) => id !== undefined);
  return [...new Set([...singles, ...selection.memory, ...selection.storage])];
}

export interface PartLine {
  productId: string;
  quantity: number;
}

/**
 * The build as order lines: one line per product with how many of it. The summary lists these,
 * and adding the build to a cart is one call per line.
 */
export function partLines(selection: BuildSelection): PartLine[] {
  const lines = new Map<string, number>();
  for (const id of [
    ...SINGLE_SLOTS.map((slot) => selection[slot]),
    ...selection.memory,
    ...selection.storage,
  ]) {
    if (id) lines.set(id, (lines.get(id) ?? 0) + 1);
  }
  return [...lines].map(([productId, quantity]) => ({ productId, quantity }));
}

export function toBuildPart(product: Product): BuildPart {
  return {
    id: product._id,
    name: product.name,
    category: product.category,
    specs: product.specs,
    price: product.price,
  };
}

/** The engine's build from the selection and the products loaded so far (unknown ones left out). */
export function buildOf(selection: BuildSelection, products: ReadonlyMap<string, Product>): Build {
  const part = (id: string | undefined) => {
    const product = id ? products.get(id) : undefined;
    return product ? toBuildPart(product) : undefined;
  };
  const list = (ids: string[]) => ids.map(part).filter((found) => found !== undefined);
  return {
    cpu: part(selection.cpu),
    motherboard: part(selection.motherboard),
    memory: list(selection.memory),
    storage: list(selection.storage),
    gpu: part(selection.gpu),
    psu: part(selection.psu),
    case: part(selection.case),
    cooler: part(selection.cooler),
    monitor: part(selection.monitor),
  };
}

/** The selection with a product put in a slot (added to a list slot, replacing a single one). */
export function withPart(selection: BuildSelection, slot: Slot, id: string): BuildSelection {
  if (slot === 'memory' || slot === 'storage') {
    if (selection[slot].length >= MAX_PARTS_PER_LIST) return selection;
    return { ...selection, [slot]: [...selection[slot], id] };
  }
  return { ...selection, [slot]: id };
}

/** The selection without a slot's part (one of a list slot's, by position). */
export function withoutPart(selection: BuildSelection, slot: Slot, index = 0): BuildSelection {
  if (slot === 'memory' || slot === 'storage') {
    return { ...selection, [slot]: selection[slot].filter((_id, i) => i !== index) };
  }
  const next = { ...selection };
  delete next[slot];
  return next;
}
