import { useSyncExternalStore } from 'react';

// The code the shopper applied, kept in this browser's localStorage as the cart is
// (lib/cart/local-cart.ts), so the cart's code reaches checkout in any tab, a new one too;
// other tabs hear of a change through the `storage` event. Held in memory as well, for a
// browser that refuses storage. Checkout checks the code again (coupon-check.ts) and the
// server prices it once more when the order is placed, so a kept code is never trusted.

const KEY = 'circuit-haat:coupon';
const listeners = new Set<() => void>();
let memory: string | null | undefined;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function read(): string | null {
  if (memory === undefined) memory = storage()?.getItem(KEY) ?? null;
  return memory;
}

function emit() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key !== KEY && event.key !== null) return;
  memory = undefined;
  emit();
}

export function setAppliedCoupon(code: string | null): void {
  memory = code;
  try {
    if (code === null) storage()?.removeItem(KEY);
    else storage()?.setItem(KEY, code);
  } catch {
    // Storage refused: the code lasts while the page is open.
  }
  emit();
}

export function useAppliedCoupon(): string | null {
  return useSyncExternalStore(
    (listener) => {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    read,
    () => null,
  );
}
