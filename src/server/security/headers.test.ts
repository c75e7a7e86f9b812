import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { projectRoot } from '../project-paths.ts';
import { createListeningApp, type ListeningApp } from '../test/listening-app.ts';

let shop: ListeningApp;
let webDir: string;
const others: FastifyInstance[] = [];

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'circuit-haat-web-'));
  await writeFile(join(webDir, 'index.html'), '<!doctype html><title>Shop</title><div id="app">');
  shop = await createListeningApp({ webDir });
});
afterAll(async () => {
  for (const app of others) await app.close();
  await shop?.close();
  await rm(webDir, { recursive: true, force: true });
});

/** Another instance on the same database with other settings, listening on its own port. */
async function instanceWith(env: Record<string, string>): Promise<string> {
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', ...env }),
    database: shop.database,
    webDir,
  });
  others.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe('protective headers', () => {
  // A page, a public API answer, a refusal by access control and an unknown path.
  const answers = [
    ['a page', '/products'],
    ['an API answer', '/api/health'],
    ['a 401', '/api/me'],
    ['a 404', '/api/nothing-here'],
  ] as const;

  test.each(answers)(
    '%s carries the CSP, nosniff, frame and referrer rules',
    async (_what, path) => {
      const response = await fetch(`${shop.baseUrl}${path}`);
      const csp = directives(response.headers.get('content-security-policy') ?? '');
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      // This page has no inline script: neither 'unsafe-inline' nor a nonce or hash is
      // sent (a page's own inline script is allowed by its hash, inline-scripts.test.ts).
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-powered-by')).toBeNull();
    },
  );

  test('the page template inlines no script but the theme and after-paint scripts, which the CSP allows by hash', async () => {
    const html = await readFile(join(projectRoot, 'src/web/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    const inlinedByBuild: string[] = [];
    for (const [, attributes = '', body = ''] of scripts) {
      const external = /\bsrc=/.test(attributes) && body.trim() === '';
      const data = /type="application\/json"/.test(attributes);
      expect(external || data, `inline script: <script${attributes}>`).toBe(true);
      if (/\bdata-inline\b/.test(attributes)) inlinedByBuild.push(attributes);
    }
    // The build writes these into the page (vite.config.ts); inline-scripts.test.ts
    // checks that the CSP allows a built page's inline scripts by their hashes and no other.
    expect(inlinedByBuild).toEqual([
      ' src="./theme-init.js" data-inline',
      ' src="./after-paint.js" data-inline',
    ]);
  });
});

describe('HSTS', () => {
  test('is not sent over plain HTTP, and a client cannot ask for it without a trusted proxy', async () => {
    const plain = await fetch(`${shop.baseUrl}/api/health`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const spoofed = await fetch(`${shop.baseUrl}/api/health`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
  });

  test('is sent behind a trusted proxy that says the request came over HTTPS', async () => {
    const base = await instanceWith({ TRUST_PROXY: 'true' });
    const overHttps = await fetch(`${base}/api/health`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overHttps.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const overHttp = await fetch(`${base}/api/health`, {
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(overHttp.headers.get('strict-transport-security')).toBeNull();
  });

  test('is always sent when PUBLIC_URL is https', async () => {
    const base = await instanceWith({ PUBLIC_URL: 'https://shop.example.com' });
    const response = await fetch(`${base}/products`);
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('CORS', () => {
  const preflight = (base: string, origin: string) =>
    fetch(`${base}/api/order`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });

  test('is closed by default: no Allow-Origin on anything, and every preflight refused', async () => {
    const simple = await fetch(`${shop.baseUrl}/api/product`, {
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(simple.status).toBe(200);
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    const refused = await preflight(shop.baseUrl, 'https://elsewhere.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(refused.headers.get('access-control-allow-methods')).toBeNull();
    expect(((await refused.json()) as { message: string }).message).toMatch(/cross-origin/);
  });

  test('opens to the origins in CORS_ORIGINS only, and never with credentials', async () => {
    const base = await instanceWith({
      CORS_ORIGINS: 'https://partner.example, https://b.example/',
    });
    const allowed = await preflight(base, 'https://partner.example');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();

    const simple = await fetch(`${base}/api/product`, { headers: { origin: 'https://b.example' } });
    expect(simple.headers.get('access-control-allow-origin')).toBe('https://b.example');
    expect(simple.headers.get('vary')).toMatch(/origin/i);

    const stranger = await fetch(`${base}/api/product`, {
      headers: { origin: 'https://partner.example.evil.test' },
    });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight(base, 'https://evil.example')).status).toBe(403);
  });

  test('a malformed CORS_ORIGINS stops the start with a message naming it', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'partner.example' })).toThrow(/CORS_ORIGINS/);
  });
});
