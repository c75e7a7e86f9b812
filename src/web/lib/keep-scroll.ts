// A navigation normally starts the new page at the top. Filters and sorting, and
// the route modals drawn over the current page (modal-link.ts), keep the visitor's
// scroll spot: they pass this state with the navigation. Only this explicit flag
// counts: a sign-in guard's `{ from }` must not keep the scroll of the page it left.

export const KEEP_SCROLL = { keepScroll: true } as const;

export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepScroll' in state;
}
