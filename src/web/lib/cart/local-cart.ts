import { useSyncExternalStore } from 'react';
import { parseStoredLines, type CartLine } from './cart-lines.ts';

// A visitor's cart, kept in this browser's localStorage until they sign in
// (docs/product.md#cart). Storage is read on the first subscription, never at module load
// or during a server render, so pages that show the cart can be rendered on the server.
// Other tabs' changes arrive through the `storage` event.

const STORAGE_KEY = 'cart';
const EMPTY: readonly CartLine[] = Object.freeze([]);

let lines: readonly CartLine[] = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled: the cart lives for this page only
  }
}

function emit() {
  for (const listener of listeners) listener();
}

function load() {
  lines = parseStoredLines(storage()?.getItem(STORAGE_KEY) ?? null);
  loaded = true;
}

function onStorage(event: StorageEvent) {
  if (event.key !== STORAGE_KEY && event.key !== null) return;
  load();
  emit();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  if (!loaded) {
    load();
    queueMicrotask(emit);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The browser's cart lines now (read from storage on first use). */
export function readLocalCart(): readonly CartLine[] {
  if (!loaded) load();
  return lines;
}

/** Replaces the browser's cart lines and tells every component showing them. */
export function writeLocalCart(next: readonly CartLine[]): void {
  lines = next.length === 0 ? EMPTY : next;
  loaded = true;
  const store = storage();
  if (lines.length === 0) store?.removeItem(STORAGE_KEY);
  else store?.setItem(STORAGE_KEY, JSON.stringify(lines));
  emit();
}

/** The browser's cart lines, kept current; empty during a server render. */
export function useLocalCart(): readonly CartLine[] {
  return useSyncExternalStore(
    subscribe,
    () => lines,
    () => EMPTY,
  );
}
