import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { subscribeToasts, toastsWanted } from '../lib/toast-host.ts';
import { queryClient } from '../lib/query-client.ts';

// Kept out of the storefront's downloads until a page that can raise a toast loads.
const Toasts = lazy(() => import('./toasts.tsx'));

export function Providers({ children }: { children: ReactNode }) {
  const showToasts = useSyncExternalStore(subscribeToasts, toastsWanted, toastsWanted);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {showToasts ? (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
