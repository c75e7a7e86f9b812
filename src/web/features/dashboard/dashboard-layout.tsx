import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Outlet } from 'react-router';
import PanelLeft from 'lucide-react/icons/panel-left';
import X from 'lucide-react/icons/x';
import { isStaffRole } from '../../../shared/schemas/auth.ts';
import { PageSpinner } from '../../components/spinner.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { useIsAdmin } from '../../lib/auth-api.ts';
import { useSession } from '../../lib/use-session.ts';
import { DashboardMenu } from './dashboard-menu.tsx';

/**
 * The dashboard shell: a side menu beside the page on wide screens, a daisyUI
 * drawer on phones. Open to every signed-in visitor; the router puts the admin
 * pages behind RequireAdmin, this only decides which entries the menu shows.
 */
export function DashboardLayout() {
  const { user } = useSession();
  // The server decides the role on every admin page visit; the session's copy
  // fills in until that answer arrives.
  const admin = useIsAdmin(user?.email);
  const isAdmin = admin.data?.admin ?? (user ? isStaffRole(user.role) : false);
  const [open, setOpen] = useState(false);
  // Only below lg is the menu a drawer over the page; from lg it is a column.
  const wide = useMediaQuery('(min-width: 1024px)');
  const covering = open && !wide;
  const toggleId = useId();
  const sideId = useId();
  const openButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // Like a dialog: focus goes into the drawer, Escape closes it and focus
    // returns to the button that opened it. daisyUI shows the drawer after a short
    // delay, and a hidden button cannot take focus, so keep trying for a moment.
    const started = performance.now();
    let frame = 0;
    const focusClose = () => {
      const button = closeButton.current;
      button?.focus();
      if (button && document.activeElement !== button && performance.now() - started < 600) {
        frame = requestAnimationFrame(focusClose);
      }
    };
    focusClose();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeDrawer();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  /** Closes the drawer and gives focus back to its button, once the page is no longer inert. */
  function closeDrawer() {
    flushSync(() => setOpen(false));
    openButton.current?.focus();
  }

  if (!user) return <PageSpinner />;
  return (
    <div className="drawer lg:drawer-open lg:gap-6">
      {/* daisyUI's drawer is driven by this checkbox; the buttons below drive it. */}
      <input
        id={toggleId}
        type="checkbox"
        className="drawer-toggle"
        checked={open}
        onChange={(event) => setOpen(event.target.checked)}
        tabIndex={-1}
        aria-hidden="true"
      />
      {/* Before the page in reading order, as it is on screen on wide displays. */}
      <div id={sideId} className="drawer-side z-40 lg:top-20 lg:z-auto lg:h-auto lg:self-start">
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          className="drawer-overlay lg:hidden"
          onClick={closeDrawer}
        />
        <div className="relative min-h-dvh bg-base-100 lg:min-h-0 lg:bg-transparent">
          <button
            ref={closeButton}
            type="button"
            className="btn btn-ghost btn-sm btn-circle absolute right-2 top-2 z-10 lg:hidden"
            aria-label="Close the dashboard menu"
            onClick={closeDrawer}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
          <DashboardMenu user={user} isAdmin={isAdmin} onNavigate={() => setOpen(false)} />
        </div>
      </div>
      {/* While the drawer covers it, the page cannot be reached behind it. */}
      <div className="drawer-content min-w-0" inert={covering}>
        <button
          ref={openButton}
          type="button"
          className="btn btn-outline btn-sm mb-4 lg:hidden"
          aria-expanded={open}
          aria-controls={sideId}
          onClick={() => setOpen(true)}
        >
          <PanelLeft className="size-4" aria-hidden="true" />
          Dashboard menu
        </button>
        <Outlet />
      </div>
    </div>
  );
}
