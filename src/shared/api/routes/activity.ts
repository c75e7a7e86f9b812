import type { Route } from '../endpoint.ts';

// The dashboard's activity log (no zod; see catalogue.ts). Its own file so a page loads only the
// route tables it calls: a table shared with the dashboard puts all of it in the first load.

export const activityRoutes = {
  /** Admin access, and the handler refuses everyone but the owner. */
  list: { method: 'GET', path: '/api/admin/activity', access: 'admin' },
} as const satisfies Record<string, Route>;
