import { useSyncExternalStore } from 'react';

// What the page's live regions say (app/announcer.tsx). A live region is heard only when it
// was in the page before its words change, so the regions are drawn with every page, on the
// server too, and toasts (lib/toast.ts) put their words here rather than relying on the
// toast container, which loads with the first toast and would be too new to be heard.

export type Politeness = 'status' | 'alert';

export interface Announcement {
  /** Counts up, so the same words said twice are said again. */
  id: number;
  text: string;
  politeness: Politeness;
}

let last: Announcement | null = null;
const listeners = new Set<() => void>();

export function announce(text: string, politeness: Politeness = 'status'): void {
  last = { id: (last?.id ?? 0) + 1, text, politeness };
  for (const listener of listeners) listener();
}

export function useAnnouncement(): Announcement | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => last,
    () => null,
  );
}
