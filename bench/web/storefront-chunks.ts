import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Which built chunks belong to code the storefront must never download until it is
// needed: the dashboard and admin pages, the sign-in and sign-up forms (zod,
// react-hook-form) and the order and review modals. Read from Vite's manifest:
// a chunk is restricted when such a page reaches it and no storefront page needs
// it on its own first load.

export const defaultWebDir = fileURLToPath(new URL('../../dist/web', import.meta.url));

/** Lazy chunks opened by user action: everything they reach is restricted. */
const RESTRICTED_ROOTS = [
  'dashboard-routes',
  'login-page',
  'signup-page',
  'order-modal',
  'review-modal',
];
/** The storefront's pages: what they load statically is allowed on the storefront. */
const STOREFRONT_ROOTS = [
  'index',
  'products-page',
  'product-page',
  'reviews-page',
  'blogs-page',
  'about-page',
  'not-found-page',
];

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface StorefrontChunks {
  /** Restricted chunk URL paths (/assets/…) with the page that reaches each. */
  restricted: Map<string, string>;
  /** Every chunk URL path the storefront pages load statically. */
  storefront: Set<string>;
}

export async function readStorefrontChunks(webDir = defaultWebDir): Promise<StorefrontChunks> {
  const manifestPath = join(webDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const keysNamed = (names: string[]) =>
    Object.keys(manifest).filter((key) => names.includes(manifest[key]?.name ?? ''));
  const reach = (roots: string[], followDynamic: boolean) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      chunk.imports?.forEach(visit);
      if (followDynamic) chunk.dynamicImports?.forEach(visit);
    };
    roots.forEach(visit);
    return seen;
  };
  const restrictedRoots = keysNamed(RESTRICTED_ROOTS);
  const storefrontRoots = keysNamed(STOREFRONT_ROOTS);
  if (restrictedRoots.length < RESTRICTED_ROOTS.length || !storefrontRoots.length) {
    throw new Error(`${manifestPath} does not name the expected pages: rebuild with npm run build`);
  }
  const storefrontKeys = reach(storefrontRoots, false);
  const storefront = new Set([...storefrontKeys].map((key) => `/${manifest[key]?.file}`));
  const restricted = new Map<string, string>();
  for (const root of restrictedRoots) {
    for (const key of reach([root], true)) {
      const file = `/${manifest[key]?.file}`;
      if (!storefront.has(file) && !restricted.has(file)) {
        restricted.set(file, manifest[root]?.name ?? root);
      }
    }
  }
  return { restricted, storefront };
}
