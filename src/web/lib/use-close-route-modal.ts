import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { readModalFrom } from './modal-link.ts';

/** About one second of frames: long enough for the page behind to be drawn again. */
const FOCUS_FRAMES = 60;

/**
 * Puts focus back on the link that opened the modal. The page under a route modal
 * is drawn afresh when the modal closes, so the link is found again by its address;
 * without one (a shared link, a sold-out product) the page's main area takes focus.
 */
function focusOpener(modalPath: string, leaving: string, framesLeft = FOCUS_FRAMES) {
  requestAnimationFrame(() => {
    const arrived = window.location.pathname !== leaving;
    // Until the page is drawn again, the old copy behind the modal (inert) is still there.
    const opener = arrived
      ? [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].find((link) => {
          const href = link.getAttribute('href') ?? '';
          const opens = href === modalPath || href.startsWith(`${modalPath}?`);
          return opens && !link.closest('[inert]');
        })
      : undefined;
    opener?.focus();
    if (opener && document.activeElement === opener) return;
    if (framesLeft > 0) focusOpener(modalPath, leaving, framesLeft - 1);
    else if (arrived) document.getElementById('main')?.focus();
  });
}

/**
 * Closes a route modal: back to the page it was opened from, or, when it was
 * opened by address (or came back from /login), to the products grid.
 */
export function useCloseRouteModal(modalPath: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const openedFromPage = readModalFrom(location.state) !== undefined;
  // Escape and a finished order can both ask to close; going back twice would
  // leave the page the visitor came from.
  const closing = useRef(false);

  return useCallback(() => {
    if (closing.current) return;
    closing.current = true;
    const leaving = location.pathname;
    // A modal link pushed this entry on top of `from`, so going back returns there
    // with its scroll position, and Back afterwards does not reopen the modal.
    const done = openedFromPage
      ? navigate(-1)
      : navigate(`${paths.products}${location.search}`, { replace: true });
    void Promise.resolve(done).then(() => focusOpener(modalPath, leaving));
  }, [openedFromPage, location.pathname, location.search, modalPath, navigate]);
}
