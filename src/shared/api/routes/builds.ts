import type { Route } from '../endpoint.ts';

// Where each endpoint lives and who may call it (no zod; see catalogue.ts).

export const buildRoutes = {
  check: { method: 'POST', path: '/api/builds/check', access: 'public', catalogueUnchanged: true },
  list: { method: 'GET', path: '/api/builds', access: 'user', ownData: true },
  // A saved build is the customer's own: saving one changes nothing the catalogue shows.
  save: { method: 'POST', path: '/api/builds', access: 'user', catalogueUnchanged: true },
  update: { method: 'PATCH', path: '/api/builds/:id', access: 'user', catalogueUnchanged: true },
  remove: { method: 'DELETE', path: '/api/builds/:id', access: 'user', catalogueUnchanged: true },
} as const satisfies Record<string, Route>;
