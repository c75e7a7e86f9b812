import type { Location, Path } from 'react-router';
import { paths } from '../../shared/paths.ts';

// The order and review modals have their own URLs (docs/product.md#order-modal). The link that
// opens one remembers the page it was pressed on, so the modal can draw that page
// behind itself and go back to it on close. This file is loaded with every product
// card (home page included), so it stays tiny.

export interface ModalState {
  from: Path;
  /** The page stays where it is under the modal (see keep-scroll.ts). */
  keepScroll: true;
}

/** Props for a <Link> that opens a route modal over the current page. */
export function modalLink(modalPath: string, here: Location) {
  const from: Path = { pathname: here.pathname, search: here.search, hash: here.hash };
  // The grid's search and filters travel in the modal's URL, so the same grid is
  // drawn behind it, even after a detour through /login.
  const search = here.pathname === paths.products ? here.search : '';
  const state: ModalState = { from, keepScroll: true };
  return { to: { pathname: modalPath, search }, state };
}

/** The page a route modal was opened from, if a modal link opened it. */
export function readModalFrom(state: unknown): Path | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const { from } = state;
  if (typeof from !== 'object' || from === null) return undefined;
  const { pathname, search, hash } = from as Partial<Path>;
  if (typeof pathname !== 'string') return undefined;
  return { pathname, search: search ?? '', hash: hash ?? '' };
}

const MODAL_PATHS = [paths.orderModal(''), paths.reviewModal('')];

/**
 * The page a location shows: for a route modal, the page it closes back to (the page it
 * was opened over; the products grid when opened by its address, as useCloseRouteModal
 * does). Messages raised in a modal speak of that page and stay when the modal closes.
 */
export function pageOf(pathname: string, state: unknown): string {
  const from = readModalFrom(state);
  if (from) return from.pathname;
  return MODAL_PATHS.some((modal) => pathname.startsWith(modal)) ? paths.products : pathname;
}

/** The page the browser shows now (react-router keeps a location's state under `usr`). */
export function currentPage(): string {
  if (typeof window === 'undefined') return '';
  const state: unknown = window.history.state;
  const routerState =
    typeof state === 'object' && state !== null && 'usr' in state ? state.usr : undefined;
  return pageOf(window.location.pathname, routerState);
}
