import type { Route } from '../endpoint.ts';

// Where each EMI endpoint lives and who may call it (no zod; see catalogue.ts). The plans
// are public: every card and cart prices its EMI with them (src/shared/emi.ts).

export const emiRoutes = {
  offered: { method: 'GET', path: '/api/emi-plans', access: 'public' },
  plans: { method: 'GET', path: '/api/admin/emi-plans', access: 'admin' },
  savePlans: { method: 'PUT', path: '/api/admin/emi-plans', access: 'admin', setting: 'EMI plans' },
  exclusions: { method: 'GET', path: '/api/admin/emi-exclusions', access: 'admin' },
  saveExclusions: {
    method: 'PUT',
    path: '/api/admin/emi-exclusions',
    access: 'admin',
    setting: 'EMI exclusions',
  },
} as const satisfies Record<string, Route>;
