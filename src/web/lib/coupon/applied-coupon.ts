import { useSyncExternalStore } from 'react';

// The code the shopper applied, kept for the browser tab (sessionStorage) so the cart's code
// reaches checkout; held in memory too, for a browser that refuses storage.

const KEY = 'circuit-haat:coupon';
const listeners = new Set<() => void>();
let memory: string | null | undefined;

function read(): string | null {
  if (memory === undefined) {
    try {
      memory = sessionStorage.getItem(KEY);
    } catch {
      memory = null;
    }
  }
  return memory;
}

export function setAppliedCoupon(code: string | null): void {
  memory = code;
  try {
    if (code === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, code);
  } catch {
    // Storage refused: the code lasts while the page is open.
  }
  for (const listener of listeners) listener();
}

export function useAppliedCoupon(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => null,
  );
}
