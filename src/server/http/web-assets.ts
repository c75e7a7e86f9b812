import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { builtWebFiles } from './built-web-files.ts';
import { isCompressible } from './compressible.ts';
import { sendError } from './errors.ts';
import { plainRoute } from './plain-route.ts';
import { compressedForms } from './precompressed.ts';
import type { CatalogueCache } from '../cache/answer-cache.ts';
import { pageAnswers } from '../pages/page-answers.ts';
import { pageTemplate } from '../pages/page-template.ts';
import { loadPageChunks } from './page-chunks.ts';

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

/** The media types of the built files (without their parameters), for the API document. */
const FILE_MEDIA_TYPES = [
  ...new Set(
    [...Object.values(TYPES), 'application/octet-stream'].map((type) => type.split(';')[0]!),
  ),
];

const PAGE_DOCUMENT = {
  summary:
    'A page of the shop (rendered on the server, or the shell the browser draws) or a file of the web app',
  answers: {
    200: { description: 'The page, or the file', types: FILE_MEDIA_TYPES },
    301: {
      description:
        'Moved for good: a product named by its id or an earlier slug; Location is its page now',
    },
    304: { description: 'Not modified: the copy whose ETag was sent in If-None-Match is current' },
    404: {
      description: "No such page (the shop's not-found page, in HTML), file or endpoint",
      types: ['text/html'],
    },
  },
};

export interface PageOptions {
  cache: CatalogueCache;
  publicUrl: string | undefined;
  /** Where a page address now lives when it moved (a renamed product): answered with a 301. */
  movedTo?: (path: string) => Promise<string | undefined>;
}

/**
 * Serves the built web app from memory, each file with its gzip and brotli forms (the
 * build's, else made once at start: precompressed.ts). Every GET that no API route
 * claims and that names no file gets a page: rendered on the server
 * (pages/page-answers.ts), or the app's empty shell for the pages the browser draws
 * alone. Unknown /api paths and missing files get a JSON 404.
 */
export async function registerWebAssets(
  app: FastifyInstance,
  webDir: string,
  pages: PageOptions,
): Promise<void> {
  const warn = (message: string) => app.log.warn(message);
  const assets = existsSync(join(webDir, 'index.html'))
    ? await loadAssets(webDir, warn)
    : undefined;
  const shell = assets?.get('/index.html');
  const template = shell ? pageTemplate(shell.identity.toString('utf8')) : undefined;
  const renderPage = template
    ? pageAnswers(app, { ...pages, template, pageChunks: loadPageChunks(webDir) })
    : undefined;

  app.get('/*', plainRoute(PAGE_DOCUMENT, [404, 405]), async (request, reply) => {
    const path = decodePath(request.url);
    if (path === undefined || path.startsWith('/api/') || path === '/api') {
      return sendError(reply, 404, `No such endpoint: GET ${request.url.split('?')[0]}`);
    }
    if (!assets || !shell) {
      return sendError(reply, 404, 'The web app is not built yet: run npm run build.');
    }
    const asset = assets.get(path);
    if (asset) return sendAsset(request, reply, asset);
    // A missing file (an old hashed bundle, a typo'd image) is a real 404, not the app.
    if (extname(path) !== '') return sendError(reply, 404, `No such file: ${path}`);
    const moved = await pages.movedTo?.(path);
    if (moved !== undefined) {
      const query = request.url.indexOf('?');
      return reply.redirect(query < 0 ? moved : moved + request.url.slice(query), 301);
    }
    const rendered = await renderPage?.(request, reply, path).catch((error: unknown) => {
      // The browser can still draw the page from the shell, as it did before rendering.
      request.log.error({ err: error }, 'Rendering the page failed; sending the shell');
      return false;
    });
    return rendered ? reply : sendAsset(request, reply, shell);
  });
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

async function loadAssets(
  webDir: string,
  warn: (message: string) => void,
): Promise<Map<string, Asset>> {
  const assets = new Map<string, Asset>();
  for (const file of await builtWebFiles(webDir)) {
    const urlPath = '/' + relative(webDir, file).split(sep).join('/');
    const identity = await readFile(file);
    assets.set(urlPath, {
      type: TYPES[extname(file)] ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      immutable: urlPath.startsWith('/assets/'),
      identity,
      ...(isCompressible(file, identity.length) ? await compressedForms(file, identity, warn) : {}),
    });
  }
  return assets;
}
