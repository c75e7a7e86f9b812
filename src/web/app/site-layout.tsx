import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../components/footer.tsx';
import { FindBar, Navbar } from '../components/navbar.tsx';
import { useCompareTray } from '../lib/compare-tray.ts';
import { Announcer } from './announcer.tsx';
import { MessagesFollowPage } from './messages-follow-page.tsx';
import { useNavigationPending } from './navigation-pending.ts';
import { ScrollRestoration } from './scroll-restoration.tsx';

// The compare tray's bar is empty for most visits (and always on the server and while
// hydrating): its code loads once the visitor has picked something to compare.
const CompareTrayBar = lazy(() =>
  import('../components/compare-tray-bar.tsx').then((m) => ({ default: m.CompareTrayBar })),
);

/** The frame of every public page: skip link, navbar, search and categories, content, footer. */
export function SiteLayout() {
  const pending = useNavigationPending();
  const comparing = useCompareTray().length > 0;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="btn btn-primary btn-sm sr-only z-50 focus:not-sr-only focus:absolute focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      {/* Page code downloads on first visit to a page; a thin bar says something is happening. */}
      {pending ? (
        <progress
          className="progress progress-primary fixed inset-x-0 top-0 z-50 h-1 rounded-none"
          aria-label="Loading page"
        />
      ) : null}
      <Navbar />
      <FindBar />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:py-8">
        <Outlet />
      </main>
      <Footer />
      {comparing ? (
        <Suspense fallback={null}>
          <CompareTrayBar />
        </Suspense>
      ) : null}
      <ScrollRestoration />
      <MessagesFollowPage />
      <Announcer />
    </div>
  );
}
