import { UNSAFE_createBrowserHistory } from 'react-router';

// The one browser history of the app. It lives outside React so code that is not
// a component (the api client's sign-out on 401/403, the route data prefetch) can
// navigate and follow navigations. react-router's declarative mode renders it;
// the data router's extra ~15 KB (gzip) is not in the storefront's first download.
export const appHistory = UNSAFE_createBrowserHistory({ window, v5Compat: true });
