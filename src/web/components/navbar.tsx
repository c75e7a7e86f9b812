import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { paths } from '../../shared/paths.ts';
import { useSignOut } from '../lib/auth-api.ts';
import { useSession } from '../lib/use-session.ts';
import { CartIcon } from './cart-icon.tsx';
import { CategoryMenu } from './category-menu.tsx';
import { HeaderSearch } from './header-search.tsx';
import { useShop } from '../lib/use-shop.ts';
import { Logo } from './logo.tsx';
import { primaryNav, type NavItem } from './nav-links.ts';
import { ThemeSwitch } from './theme-switch.tsx';

function useIsActive() {
  const { pathname } = useLocation();
  return (item: NavItem) =>
    pathname === item.to ||
    (item.to !== paths.home && pathname.startsWith(`${item.to}/`)) ||
    (item.alsoActiveOn?.includes(pathname) ?? false);
}

// Until the session check answers, the navbar draws both the signed-in and the signed-out
// parts and lets a hint on <html> pick (data-signed-in, set before the first paint by
// theme-init.js from the stored token): a server-rendered page shows the right
// navbar at once, and with JavaScript off the signed-out one.
const WHEN_HINTED_IN = '[html:not([data-signed-in])_&]:hidden';
const WHEN_HINTED_OUT = '[[data-signed-in]_&]:hidden';

function NavItems({ items, onNavigate }: { items: readonly NavItem[]; onNavigate?: () => void }) {
  const isActive = useIsActive();
  const session = useSession();
  return items.map((item) => {
    const active = isActive(item);
    const hinted = item === dashboardItem && session.status === 'loading';
    return (
      <li key={item.to} className={hinted ? WHEN_HINTED_IN : undefined}>
        <NavLink
          to={item.to}
          end
          onClick={onNavigate}
          aria-current={active ? 'page' : undefined}
          className={active ? 'menu-active font-semibold' : ''}
        >
          {item.label}
        </NavLink>
      </li>
    );
  });
}

/** Sign Out: on a phone it sits in the menu, where the navbar has no room for it. */
function SignOutButton({ inMenu = false }: { inMenu?: boolean }) {
  const session = useSession();
  const signOut = useSignOut();
  if (session.status !== 'signed-in' && session.status !== 'loading') return null;
  const hinted = session.status === 'loading' ? WHEN_HINTED_IN : '';
  const look = inMenu ? '' : 'btn btn-outline btn-primary btn-sm hidden sm:inline-flex md:btn-md';
  const button = (
    <button
      type="button"
      className={`${look} ${inMenu ? '' : hinted}`.trim()}
      disabled={signOut.pending}
      onClick={signOut.signOut}
    >
      Sign Out
    </button>
  );
  return inMenu ? (
    <li className={`mt-1 border-t border-base-300 pt-1 sm:hidden ${hinted}`.trim()}>{button}</li>
  ) : (
    button
  );
}

/** The phone menu: a button that opens the links in a dropdown panel. */
function MobileMenu({ items }: { items: readonly NavItem[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    // Close on Escape or a click anywhere outside the menu, like native menus.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative shrink-0 lg:hidden">
      <button
        type="button"
        className="btn btn-ghost btn-circle"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? (
          <X className="size-6" aria-hidden="true" />
        ) : (
          <Menu className="size-6" aria-hidden="true" />
        )}
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="menu absolute left-0 z-30 mt-2 w-56 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg"
      >
        <NavItems items={items} onNavigate={() => setOpen(false)} />
        <SignOutButton inMenu />
      </ul>
    </div>
  );
}

const dashboardItem: NavItem = { to: paths.dashboard, label: 'Dashboard' };

export function Navbar() {
  const shop = useShop();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const loading = session.status === 'loading';
  const items = signedIn || loading ? [...primaryNav, dashboardItem] : primaryNav;
  return (
    <header className="sticky top-0 z-20 border-b border-base-300 bg-base-100/95 backdrop-blur">
      {/* Any shop name fits (decision 075): the controls keep their width, the centre menu
          too, and the name takes what is left, cut short with an ellipsis. The home link
          still names the whole shop for screen readers, and its title shows it on hover. */}
      <nav aria-label="Main" className="navbar mx-auto max-w-7xl gap-2 px-2 sm:px-4">
        <div className="navbar-start min-w-0 flex-1 gap-1">
          <MobileMenu items={items} />
          <Link
            to={paths.home}
            className="flex min-w-0 rounded-btn px-1"
            aria-label={`${shop.name} home`}
            title={shop.name}
          >
            <Logo />
          </Link>
        </div>
        <div className="navbar-center hidden shrink-0 lg:flex">
          <ul className="menu menu-horizontal gap-1 px-1">
            <NavItems items={items} />
          </ul>
        </div>
        {/* On a phone the end is as wide as its controls, so the name has all the rest. With
            the menu in the centre, flex-1 on both sides keeps it centred while there is room;
            the end never shrinks below its controls (min-width: auto), so only the name gives
            way. */}
        <div className="navbar-end w-auto flex-none gap-1 lg:flex-1">
          <CartIcon />
          <ThemeSwitch />
          <SignOutButton />
          {signedIn ? null : (
            <NavLink
              to={paths.login}
              className={`btn btn-primary btn-sm sm:btn-md ${loading ? WHEN_HINTED_OUT : ''}`}
            >
              Login
            </NavLink>
          )}
        </div>
      </nav>
    </header>
  );
}

/**
 * Categories and search, under the navbar on every page and width. It scrolls away with
 * the page, so the sticky navbar keeps its height and nothing stuck under it moves.
 */
export function FindBar() {
  return (
    <div className="border-b border-base-300 bg-base-100 print:hidden">
      <div className="relative mx-auto flex max-w-7xl items-center gap-1 px-2 py-2 sm:px-4">
        <CategoryMenu />
        <HeaderSearch />
      </div>
    </div>
  );
}
