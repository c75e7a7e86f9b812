import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The app loads a page's code only after its own first chunk has run, one round
// trip later. For the storefront pages the server names that code in the HTML
// (<link rel="modulepreload">), so the browser fetches it together with the first
// chunk. The page chunks are found by name in the build's manifest; the paths
// below follow the web app's router (src/web/app/router.tsx).

const PAGE_CHUNKS: Array<[pattern: RegExp, chunkName: string]> = [
  [/^\/products$/, 'products-page'],
  [/^\/products\/[^/]+$/, 'product-page'],
  [/^\/reviews$/, 'reviews-page'],
  [/^\/blogs$/, 'blogs-page'],
  [/^\/about$/, 'about-page'],
];

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}

/** For a page path, the chunk files (as /assets/… paths) its code needs beyond the first chunk. */
export function loadPageChunks(webDir: string): (path: string) => string[] {
  const manifestPath = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  // What index.html already loads: the entry and everything it imports.
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = closure(manifest, entry);
  const byPage = new Map<string, string[]>();
  for (const [, name] of PAGE_CHUNKS) {
    const key = Object.keys(manifest).find((k) => manifest[k]?.name === name);
    if (!key) continue;
    const files = [...closure(manifest, [key])].filter((k) => !loaded.has(k));
    byPage.set(
      name,
      files.map((k) => `/${manifest[k]?.file}`),
    );
  }
  return (path) => {
    const name = PAGE_CHUNKS.find(([pattern]) => pattern.test(path))?.[1];
    return (name && byPage.get(name)) || [];
  };
}

function closure(manifest: Record<string, ManifestChunk>, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}
