import { readdir } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { PRECOMPRESSED } from './precompressed.ts';

/**
 * The files of the built web app that browsers get, each by its own path. Build metadata
 * (.vite/manifest.json) is for tools; the compressed forms beside a file are sent only as
 * that file. The server serves these and the build compresses these.
 */
export async function builtWebFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && !relative(dir, e.parentPath).split(sep).includes('.vite'))
    .filter((e) => !PRECOMPRESSED.has(extname(e.name)))
    .map((e) => join(e.parentPath, e.name));
}
