import { afterAll, beforeAll, expect, test } from 'vitest';
import { allEndpoints } from '../../shared/api/registry.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// One contract: the server registers exactly the endpoints declared in
// src/shared/api, each with its declared access level.

/** Routes that are not API endpoints: the web app, the CORS preflight, the document. */
const NOT_ENDPOINTS = new Set([
  'GET /*',
  'OPTIONS /*',
  'GET /api/docs',
  // For crawlers, not the API: src/server/pages/crawler-routes.ts.
  'GET /robots.txt',
  'GET /sitemap.xml',
  'GET /sitemap/:name',
]);

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop?.close());

test('every declared endpoint has a route, and every route a declaration', () => {
  const declared = new Map(allEndpoints.map((e) => [`${e.method} ${e.path}`, e]));
  // HEAD routes are made by the server for every GET.
  const routes = shop.app.registeredRoutes.filter((route) => route.method !== 'HEAD');
  const registered = new Set(routes.map((route) => `${route.method} ${route.url}`));
  expect(declared.size).toBe(allEndpoints.length);
  expect(declared.size).toBeGreaterThan(30);
  const withoutRoute = [...declared.keys()].filter((key) => !registered.has(key));
  expect(withoutRoute, 'declared endpoints the server does not register').toEqual([]);
  const undeclared = [...registered].filter((key) => !declared.has(key) && !NOT_ENDPOINTS.has(key));
  expect(undeclared, 'routes without a declaration in src/shared/api').toEqual([]);
  const wrongAccess = routes
    .filter((route) => {
      const endpoint = declared.get(`${route.method} ${route.url}`);
      return endpoint && endpoint.access !== route.access;
    })
    .map((route) => `${route.method} ${route.url}`);
  expect(wrongAccess, 'routes whose access differs from the declaration').toEqual([]);
});
