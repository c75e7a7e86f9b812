import { useSyncExternalStore } from 'react';
import { CATEGORY_LABELS, type Category } from '../../shared/categories.ts';

// The products a visitor is about to compare, kept in the browser so the tray follows them from
// page to page (and tab to tab).

export const MAX_COMPARED = 4;
const KEY = 'circuit-haat.compare';

export interface ComparedProduct {
  id: string;
  name: string;
  category: Category;
}

let items: readonly ComparedProduct[] = read();
const listeners = new Set<() => void>();

function read(): readonly ComparedProduct[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (item): item is ComparedProduct =>
          typeof item === 'object' &&
          item !== null &&
          typeof (item as ComparedProduct).id === 'string' &&
          typeof (item as ComparedProduct).name === 'string' &&
          (item as ComparedProduct).category in CATEGORY_LABELS,
      )
      .slice(0, MAX_COMPARED);
  } catch {
    return [];
  }
}

function save(next: readonly ComparedProduct[]): void {
  items = next;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage blocked: the tray still works for this page.
  }
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY) return;
    items = read();
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NONE: readonly ComparedProduct[] = [];

/** The server renders an empty tray, and the browser fills it in right after hydration. */
export function useCompareTray(): readonly ComparedProduct[] {
  return useSyncExternalStore(
    subscribe,
    () => items,
    () => NONE,
  );
}

/** Adds a product, or says why not: four at most, and one category at a time. */
export function addToCompare(
  product: ComparedProduct,
): { ok: true } | { ok: false; message: string } {
  if (items.some((item) => item.id === product.id)) return { ok: true };
  const first = items[0];
  if (first && first.category !== product.category) {
    return {
      ok: false,
      message: `Compare holds one kind of part at a time: it has ${CATEGORY_LABELS[first.category]}, so ${product.name} cannot join. Clear it first.`,
    };
  }
  if (items.length >= MAX_COMPARED) {
    return {
      ok: false,
      message: `Compare holds at most ${MAX_COMPARED} products. Remove one to add ${product.name}.`,
    };
  }
  save([...items, product]);
  return { ok: true };
}

export function removeFromCompare(id: string): void {
  save(items.filter((item) => item.id !== id));
}

export function clearCompare(): void {
  save([]);
}
