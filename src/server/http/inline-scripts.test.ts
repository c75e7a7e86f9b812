import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createListeningApp, type ListeningApp } from '../test/listening-app.ts';

// The built page's own inline script runs under the CSP by its hash; nothing else inline does.

const THEME = "document.documentElement.setAttribute('data-theme', 'dark');";
let shop: ListeningApp;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'circuit-haat-inline-'));
  const page = `<!doctype html><html><head><script>${THEME}</script></head><body></body></html>`;
  await writeFile(join(webDir, 'index.html'), page);
  shop = await createListeningApp({ webDir });
});
afterAll(async () => {
  await shop?.close();
  await rm(webDir, { recursive: true, force: true });
});

function scriptSources(response: Response): string[] {
  const csp = response.headers.get('content-security-policy') ?? '';
  const directive = csp.split(';').find((d) => d.trim().startsWith('script-src ')) ?? '';
  return directive.trim().split(/\s+/).slice(1);
}

test("the page's inline script is allowed by its SHA-256 and nothing else inline is", async () => {
  const response = await fetch(`${shop.baseUrl}/about-a-page-the-browser-draws`);
  const html = await response.text();
  const inline = html.match(/<script>([\s\S]*?)<\/script>/)?.[1];
  expect(inline).toBe(THEME);
  const hash = createHash('sha256').update(THEME).digest('base64');
  expect(scriptSources(response)).toEqual(["'self'", `'sha256-${hash}'`]);
  expect(scriptSources(response).join(' ')).not.toMatch(/unsafe-inline|nonce-/);
});

test('an API answer carries the same script rule', async () => {
  const response = await fetch(`${shop.baseUrl}/api/health`);
  expect(scriptSources(response)[0]).toBe("'self'");
  expect(scriptSources(response)).toHaveLength(2);
});
