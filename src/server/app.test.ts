import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createTestDatabase, type TestDatabase } from './test/test-database.ts';
import type { FastifyInstance } from 'fastify';

let database: TestDatabase;
let app: FastifyInstance;
const bundle = `console.log("${'circuit haat '.repeat(200)}");`;

beforeAll(async () => {
  const webDir = await mkdtemp(join(tmpdir(), 'web-build-'));
  await mkdir(join(webDir, 'assets'));
  await writeFile(join(webDir, 'index.html'), '<!doctype html><title>Circuit Haat</title>');
  await writeFile(join(webDir, 'assets', 'main-abc123.js'), bundle);
  database = await createTestDatabase();
  app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), database, webDir });
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

describe('the HTTP application', () => {
  test('reports itself healthy with the database up', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  test('serves the web app for any page path, so the browser router can show it', async () => {
    for (const path of ['/', '/products', '/about', '/no-such-page', '/products/abc']) {
      const response = await app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Circuit Haat</title>');
    }
  });

  test('answers unknown API paths with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/nothing-here' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  test('a missing file is a 404, not the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main-old999.js' });
    expect(response.statusCode).toBe(404);
  });

  test('serves hashed assets compressed, cacheable for a year, and revalidates with ETag', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(bundle.length / 5);
    const again = await app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  test('sends a strict content security policy and the other protective headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('refuses a body that is not JSON with a 400, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/nothing-here',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  test('publishes an OpenAPI document of the API', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/api/product');
  });
});
