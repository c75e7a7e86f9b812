import { UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory } from 'react-router';

// The one browser history of the app. It lives outside React so code that is not
// a component (the api client's sign-out on 401/403, the route data prefetch) can
// navigate and follow navigations. react-router's declarative mode renders it;
// the data router's extra ~15 KB (gzip) is not in the storefront's first download.
// The server renders pages with a static router of its own and never navigates; it
// gets a memory history only so that importing the app does not need a window.
export const appHistory =
  typeof window === 'undefined'
    ? UNSAFE_createMemoryHistory({ v5Compat: true })
    : UNSAFE_createBrowserHistory({ window, v5Compat: true });
