import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { subscribeToasts, toastsWanted } from '../lib/toast-host.ts';
import { queryClient } from '../lib/query-client.ts';

// Kept out of the storefront's downloads until a page that can raise a toast loads.
const Toasts = lazy(() => import('./toasts.tsx'));

/** The app's providers; the server passes a query client of each page's own. */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const showToasts = useSyncExternalStore(subscribeToasts, toastsWanted, toastsWanted);
  return (
    <QueryClientProvider client={client ?? queryClient}>
      {children}
      {showToasts ? (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
