import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appHistory } from './app/app-history.ts';
import { AppRouter } from './app/app-router.tsx';
import { seedFromPage } from './app/embedded-data.ts';
import { Providers } from './app/providers.tsx';
import { prefetchRouteData } from './app/route-data.ts';
import { AppRoutes } from './app/router.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The server puts the first catalogue page into the HTML; with it in the cache,
// the home and products pages draw without waiting for an API request.
// Then the first page's own data (if not embedded) starts with the page's code.
seedFromPage();
prefetchRouteData(appHistory.location);

createRoot(root).render(
  <StrictMode>
    <Providers>
      <AppRouter>
        <AppRoutes />
      </AppRouter>
    </Providers>
  </StrictMode>,
);
