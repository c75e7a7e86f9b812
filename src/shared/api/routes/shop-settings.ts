import type { Route } from '../endpoint.ts';

// The shop's own settings: read by every page (no zod; see catalogue.ts). Its own file so a page loads only the
// route tables it calls: a table shared with the dashboard puts all of it in the first load.

export const shopSettingsRoutes = {
  read: { method: 'GET', path: '/api/shop', access: 'public' },
  replace: { method: 'PUT', path: '/api/shop', access: 'admin', setting: 'Shop' },
} as const satisfies Record<string, Route>;
