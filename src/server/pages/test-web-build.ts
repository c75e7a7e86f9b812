import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stand-in for the web build (dist/web) for API tests: an index.html shaped like the
 * real one (its shell-only parts marked) and a manifest with an entry, its libraries and
 * the product page's chunk. The pages themselves are rendered from the sources.
 */
export async function testWebBuild(): Promise<string> {
  const webDir = await mkdtemp(join(tmpdir(), 'web-build-'));
  await writeFile(
    join(webDir, 'index.html'),
    '<!doctype html><head><meta charset="UTF-8" /><!--shell--><title>Circuit Haat</title><!--/shell-->' +
      '<script type="module" src="/assets/index-a1.js"></script></head>' +
      '<body><div id="root"></div><!--shell--><noscript>needs JavaScript</noscript><!--/shell--></body>',
  );
  await mkdir(join(webDir, '.vite'));
  await writeFile(
    join(webDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-a1.js', name: 'index', isEntry: true, imports: ['_v'] },
      _v: { file: 'assets/vendor-b2.js', name: 'vendor' },
      _p: {
        file: 'assets/product-page-c3.js',
        name: 'product-page',
        imports: ['index.html', '_r'],
      },
      _r: { file: 'assets/show-more-reviews-d4.js', name: 'show-more-reviews', imports: ['_v'] },
    }),
  );
  return webDir;
}

/** The JSON-LD objects of a page, parsed. */
export function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

/** The content of a <meta> by its property or name, or undefined. */
export function metaOf(html: string, key: string): string | undefined {
  const tag = new RegExp(
    `<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`,
  );
  return tag.exec(html)?.[1];
}
