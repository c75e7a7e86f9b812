import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompressAssets } from './scripts/precompress-assets.ts';

// The storefront is one static bundle that the API server serves from dist/web.
// In development the API runs on its own port, so /api and /images are proxied
// to it and the browser still sees a single origin (as in production).
const apiOrigin = 'http://localhost:3000';

/**
 * Writes a classic script marked `data-inline` into the page itself, without its
 * whole-line comments: the theme script must run before the first paint, and an
 * inline script costs no request on the way to it. The server allows it by its
 * hash in the CSP (src/server/http/inline-scripts.ts), computed from the built page.
 */
function inlineMarkedScripts(): Plugin {
  const marked = /<script src="\.\/([\w-]+\.js)" data-inline><\/script>/g;
  return {
    name: 'inline-marked-scripts',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(marked, (_tag, file: string) => {
          const source = readFileSync(new URL(`./src/web/${file}`, import.meta.url), 'utf8');
          const code = source.replace(/^\s*\/\/.*\n/gm, '').trim();
          return `<script>${code}</script>`;
        }),
    },
  };
}

/**
 * Puts the built page's own code (the entry script and its modulepreloads) into an inert
 * `<template data-after-paint>`, which the inline after-paint.js starts once the page has
 * painted: on a slow connection the page, its stylesheet and its pictures come first.
 * The stylesheet stays where it is. Only the build: the development server keeps its own.
 */
function appCodeAfterPaint(): Plugin {
  const appCode =
    /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
  return {
    name: 'app-code-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const tags = (html.match(appCode) ?? []).map((tag) => tag.trim());
        if (!tags.some((tag) => tag.startsWith('<script'))) {
          throw new Error('index.html: the entry script was not found');
        }
        const template = `<template data-after-paint>${tags.join('')}</template>`;
        return html.replace(appCode, '').replace('</head>', `  ${template}\n  </head>`);
      },
    },
  };
}

export default defineConfig({
  root: 'src/web',
  plugins: [
    react(),
    tailwindcss(),
    inlineMarkedScripts(),
    appCodeAfterPaint(),
    precompressAssets(),
  ],
  resolve: {
    alias: [
      // The default react-toastify entry injects its CSS as an inline <style>
      // tag, which the strict CSP refuses. The unstyled build plus the
      // stylesheet imported in providers.tsx looks the same. Aliasing the bare
      // specifier keeps every `import { toast } from 'react-toastify'` in the
      // app on the same module (and so the same toast store).
      { find: /^react-toastify$/, replacement: 'react-toastify/unstyled' },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // dist/web/.vite/manifest.json maps each source file to its chunk; the web
    // benchmark and the storefront budget test use it to tell dashboard chunks
    // apart. The server does not serve it.
    manifest: true,
    rolldownOptions: {
      output: {
        // Two chunks make up the first load of every storefront page: the libraries
        // (React, the router, TanStack Query; they change less often than the app,
        // so returning visitors keep them cached across releases) and the app's shell
        // with the home page. Fewer, larger files compress better than many small
        // ones. Everything else (other pages, forms, the dashboard) stays in lazy
        // chunks of its own; see docs/performance.md.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              // Only what the first load runs; the rest (mutations, infinite lists)
              // goes with the lazy pages that use it.
              tags: ['$initial'],
            },
            { name: 'app', test: /src[\\/](web|shared)[\\/]/, tags: ['$initial'] },
            // The public /warranty page and the pieces the dashboard shares with it, as one
            // lazy chunk: each chunk a storefront route may load is named in the first load's
            // preload table, and that table is under the first load's byte ceiling too.
            {
              name: 'warranty-check',
              test: /src[\\/](web[\\/](features[\\/]warranty[\\/](warranty-|api[\\/]warranty-api)|components[\\/]claim-steps|lib[\\/]serial-text)|shared[\\/]warranty-desk\.)/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiOrigin,
      '/images': apiOrigin,
    },
  },
});
