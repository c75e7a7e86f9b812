import type { Route } from '../endpoint.ts';

// Where each endpoint lives and who may call it (no zod; see catalogue.ts).

export const searchRoutes = {
  suggest: { method: 'GET', path: '/api/search/suggest', access: 'public' },
  synonyms: { method: 'GET', path: '/api/admin/search-synonyms', access: 'admin' },
  saveSynonyms: {
    method: 'PUT',
    path: '/api/admin/search-synonyms',
    access: 'admin',
    setting: 'Search synonyms',
  },
} as const satisfies Record<string, Route>;
