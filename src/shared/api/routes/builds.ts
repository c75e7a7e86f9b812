import type { Route } from '../endpoint.ts';

// Where each endpoint lives and who may call it (no zod; see catalogue.ts).

export const buildRoutes = {
  check: { method: 'POST', path: '/api/builds/check', access: 'public', catalogueUnchanged: true },
} as const satisfies Record<string, Route>;
