import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appHistory } from './app/app-history.ts';
import { AppRouter } from './app/app-router.tsx';
import { restorePageState } from './app/page-state.ts';
import { Providers } from './app/providers.tsx';
import { prefetchRouteData } from './app/route-data.ts';
import { AppRoutes } from './app/router.tsx';
import { queryClient } from './lib/query-client.ts';
import { SiteContext } from './lib/site.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A server-rendered page carries the data it was drawn with: with it in the cache, the
// first render here is the server's, and hydrating it fetches nothing. Then the page's
// own data (if the server did not render it) starts with the page's code.
const site = restorePageState(queryClient);
void prefetchRouteData(appHistory.location);

const app = (
  <StrictMode>
    <SiteContext value={site}>
      <Providers>
        <AppRouter>
          <AppRoutes />
        </AppRouter>
      </Providers>
    </SiteContext>
  </StrictMode>
);

// The server renders the public pages; signed-in pages (the dashboard, the forms) come
// as the empty shell and are drawn here.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
