import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createListeningApp, type ListeningApp } from '../test/listening-app.ts';

// The built page's own inline scripts (the theme and the after-paint start of the app's
// code) run under the CSP by their hashes; nothing else inline does.

const THEME = "document.documentElement.setAttribute('data-theme', 'dark');";
const AFTER_PAINT = "requestAnimationFrame(function () { document.title = 'painted'; });";
let shop: ListeningApp;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'circuit-haat-inline-'));
  const page =
    `<!doctype html><html><head><script>${THEME}</script><script>${AFTER_PAINT}</script>` +
    '<template data-after-paint><script type="module" src="/assets/index.js"></script></template>' +
    '</head><body></body></html>';
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

const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

test("the page's inline scripts are allowed by their SHA-256 and nothing else inline is", async () => {
  const response = await fetch(`${shop.baseUrl}/about-a-page-the-browser-draws`);
  const html = await response.text();
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  expect(inline).toEqual([THEME, AFTER_PAINT]);
  // The app's own code is an external file: 'self', no hash.
  expect(scriptSources(response)).toEqual(["'self'", sha256(THEME), sha256(AFTER_PAINT)]);
  expect(scriptSources(response).join(' ')).not.toMatch(/unsafe-inline|nonce-/);
});

test('an API answer carries the same script rule', async () => {
  const response = await fetch(`${shop.baseUrl}/api/health`);
  expect(scriptSources(response)[0]).toBe("'self'");
  expect(scriptSources(response)).toHaveLength(3);
});
