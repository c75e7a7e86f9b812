import { extname } from 'node:path';

/** Text formats; pictures and fonts are compressed in their own format already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.webmanifest']);

/**
 * Whether a built web file is sent compressed: text, and big enough that compressing
 * it saves more than the encoding's own header costs. The build (which writes the
 * compressed forms beside each file) and the server (which serves them) ask the same.
 */
export function isCompressible(path: string, size: number): boolean {
  return COMPRESSIBLE.has(extname(path)) && size > 512;
}
