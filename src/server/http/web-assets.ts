import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.ts';
import { loadPageChunks } from './page-chunks.ts';
import { readPageData, type PageData } from './page-data.ts';

interface Asset {
  type: string;
  etag: string;
  /** Hashed file names never change content, so browsers may keep them for a year. */
  immutable: boolean;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.webmanifest']);

/**
 * Serves the built single-page app from memory, compressed once at start.
 * Every GET that no API route claims gets the app (the browser router decides
 * what to show, including the 404 page); unknown /api paths get a JSON 404.
 */
export async function registerWebAssets(app: FastifyInstance, webDir: string): Promise<void> {
  const assets = existsSync(join(webDir, 'index.html')) ? await loadAssets(webDir) : undefined;
  const withPageData = assets
    ? pageHtml(app, assets.get('/index.html') as Asset, loadPageChunks(webDir))
    : undefined;

  app.get('/*', { config: { access: 'public' } }, (request, reply) => {
    const path = decodePath(request.url);
    if (path === undefined || path.startsWith('/api/') || path === '/api') {
      return sendError(reply, 404, `No such endpoint: GET ${request.url.split('?')[0]}`);
    }
    if (!assets) {
      return sendError(reply, 404, 'The web app is not built yet: run npm run build.');
    }
    const asset = assets.get(path);
    if (asset) return sendAsset(request, reply, asset);
    // A missing file (an old hashed bundle, a typo'd image) is a real 404, not the app.
    if (extname(path) !== '') return sendError(reply, 404, `No such file: ${path}`);
    if (!withPageData) return sendAsset(request, reply, assets.get('/index.html') as Asset);
    return withPageData(path, request.url.includes('?')).then((html) =>
      sendAsset(request, reply, html),
    );
  });
}

/**
 * index.html with what a page starts with: its code named for preloading (see
 * page-chunks.ts), its largest picture preloaded and its data embedded as JSON
 * (see page-data.ts), not as a script the browser runs (the CSP allows no inline
 * scripts). The data is read afresh for every request; the compressed HTML is
 * reused while it is unchanged. Pages without any of it (or with the database
 * down) get the plain index.html, and the app fetches as usual.
 */
function pageHtml(
  app: FastifyInstance,
  index: Asset,
  pageChunks: (path: string) => string[],
): ((path: string, hasQuery: boolean) => Promise<Asset>) | undefined {
  const html = index.identity.toString('utf8');
  const root = '<div id="root"></div>';
  const headEnd = html.indexOf('</head>');
  const rootEnd = html.indexOf(root) + root.length;
  if (headEnd < 0 || rootEnd < root.length || rootEnd < headEnd) return undefined;
  const built = new Map<string, Asset>();
  return async (path, hasQuery) => {
    const chunks = pageChunks(path);
    const data = await readPageData(app, path, hasQuery).catch(() => undefined);
    if (!data && chunks.length === 0) return index;
    const head = chunks.map(modulePreload).join('') + preloadLink(data?.preload);
    const body = (data?.embeds ?? []).map(jsonElement).join('');
    // Put together by slicing: String#replace would read `$&`, `$'` and the like in a
    // product's name as patterns and splice other parts of the page into it.
    const page =
      html.slice(0, headEnd) + head + html.slice(headEnd, rootEnd) + body + html.slice(rootEnd);
    const cached = built.get(page);
    if (cached) return cached;
    const asset = buildAsset(Buffer.from(page), '.html', false, {
      // Rebuilt whenever stock or a price changes, so quick settings; still
      // about a fifth of the identity size.
      gzipLevel: 6,
      brotliQuality: 5,
    });
    // A bounded memory: the most recent pages (products come and go).
    if (built.size >= 200) built.delete(built.keys().next().value as string);
    built.set(page, asset);
    return asset;
  };
}

function modulePreload(file: string): string {
  return `<link rel="modulepreload" crossorigin href="${attribute(file)}">`;
}

function jsonElement({ id, json }: PageData['embeds'][number]): string {
  return `<script type="application/json" id="${id}">${json}</script>`;
}

function preloadLink(preload: PageData['preload']): string {
  if (!preload) return '';
  const responsive = preload.srcset
    ? ` imagesrcset="${attribute(preload.srcset)}" imagesizes="${attribute(preload.sizes ?? '')}"`
    : '';
  return `<link rel="preload" as="image" href="${attribute(preload.href)}"${responsive} fetchpriority="high">`;
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function decodePath(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
}

function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: Asset) {
  reply
    .header('Content-Type', asset.type)
    .header('ETag', asset.etag)
    .header('Vary', 'Accept-Encoding')
    .header('Cache-Control', asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (asset.br && /\bbr\b/.test(accepted)) {
    return reply.header('Content-Encoding', 'br').send(asset.br);
  }
  if (asset.gzip && /\bgzip\b/.test(accepted)) {
    return reply.header('Content-Encoding', 'gzip').send(asset.gzip);
  }
  return reply.send(asset.identity);
}

async function loadAssets(webDir: string): Promise<Map<string, Asset>> {
  const assets = new Map<string, Asset>();
  for (const file of await listFiles(webDir)) {
    const urlPath = '/' + relative(webDir, file).split(sep).join('/');
    const asset = buildAsset(await readFile(file), extname(file), urlPath.startsWith('/assets/'));
    assets.set(urlPath, asset);
  }
  return assets;
}

function buildAsset(
  identity: Buffer,
  ext: string,
  immutable: boolean,
  effort = { gzipLevel: 9, brotliQuality: 10 },
): Asset {
  const asset: Asset = {
    type: TYPES[ext] ?? 'application/octet-stream',
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    immutable,
    identity,
  };
  if (COMPRESSIBLE.has(ext) && identity.length > 512) {
    asset.gzip = gzipSync(identity, { level: effort.gzipLevel });
    asset.br = brotliCompressSync(identity, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: effort.brotliQuality,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    });
  }
  return asset;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  // Build metadata (.vite/manifest.json) is for tools, not for browsers.
  return entries
    .filter((e) => e.isFile() && !relative(dir, e.parentPath).split(sep).includes('.vite'))
    .map((e) => join(e.parentPath, e.name));
}
