import { readModalFrom } from './modal-link.ts';

// A navigation normally starts the new page at the top. Filters and sorting, and
// the route modals drawn over the current page, keep the visitor's scroll spot:
// they pass this state (or a modal link's `from`) with the navigation.

export const KEEP_SCROLL = { keepScroll: true } as const;

export function keepsScroll(state: unknown): boolean {
  if (readModalFrom(state) !== undefined) return true;
  return typeof state === 'object' && state !== null && 'keepScroll' in state;
}
