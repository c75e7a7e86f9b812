import { useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router } from 'react-router';
import { appHistory } from './app-history.ts';
import { NavigationPendingContext } from './navigation-pending.ts';
import { prefetchRouteData } from './route-data.ts';

/**
 * react-router in declarative mode on the app's own history. Each navigation is a
 * transition: the current page stays on screen while the next page's lazy chunk
 * downloads, and `pending` drives the thin loading bar meanwhile.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState({ action: appHistory.action, location: appHistory.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      appHistory.listen(({ action, location }) => {
        // The next page's data starts downloading now, in parallel with its code.
        void prefetchRouteData(location);
        startTransition(() => setState({ action, location }));
      }),
    [],
  );
  return (
    <NavigationPendingContext value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={appHistory}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}
