import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../../test/support/chromium.ts';

// What JavaScript a real browser downloads for a page: every script response from
// navigation until the network has been quiet, then each one's size as the server
// sends it to a client that accepts gzip.

export interface LoadedScript {
  path: string;
  gzipBytes: number;
}

/** Scripts each page loads, in a fresh browser profile (nothing cached). */
export async function scriptsLoadedBy(
  baseUrl: string,
  pagePaths: string[],
): Promise<Map<string, LoadedScript[]>> {
  const profile = await mkdtemp(join(tmpdir(), 'bench-web-profile-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumFlags,
    headless: true,
  });
  try {
    const result = new Map<string, LoadedScript[]>();
    for (const pagePath of pagePaths) {
      await browser.clearCookies();
      const page = await browser.newPage();
      const scripts = new Set<string>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.add(response.url());
      });
      // A new page without cache: the first visit of a new visitor.
      const cdp = await browser.newCDPSession(page);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'networkidle' });
      // Anything a page starts after load (idle work, lazy parts in view) counts too.
      await page.waitForTimeout(1500);
      await page.close();
      const sized: LoadedScript[] = [];
      for (const url of scripts) {
        sized.push({ path: new URL(url).pathname, gzipBytes: await gzipSize(url) });
      }
      result.set(pagePath, sized);
    }
    return result;
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/** Bytes on the wire for a gzip-accepting client (the server's own compression). */
function gzipSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(bytes)
          : reject(new Error(`${url} answered ${response.statusCode}`)),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
