import sharp from 'sharp';
import { HttpError } from '../../http/errors.ts';

/**
 * The most pixels a picture may have to be decoded: 25 megapixels takes a 24 MP camera's
 * 6000x4000 and every phone's normal mode, while one decode of it stays near 100 MB
 * (a progressive JPEG holds every coefficient of the whole picture while it decodes).
 */
export const MAX_INPUT_PIXELS = 25_000_000;
/**
 * AVIF is decoded whole, at about 20 bytes a pixel whatever its file size: a 4 KB file
 * can claim 25 megapixels and take 500 MB. 4 megapixels (2000x2000, more than any
 * product page shows) keeps it near 80 MB.
 */
const MAX_AVIF_PIXELS = 4_000_000;
/**
 * An interlaced PNG cannot be read top to bottom either: it is held whole, at its full
 * depth, while it decodes. Its raw size is kept to what a 25 MP 8-bit RGBA picture takes.
 */
const MAX_WHOLE_DECODE_BYTES = 100_000_000;

const ACCEPTED = 'JPEG, PNG, WebP or AVIF';

/**
 * Reads only the picture's header and refuses, before anything is decoded, what is not
 * a JPEG, PNG, WebP or AVIF picture (whatever its name or content type claimed) and
 * what would take too much memory to decode.
 */
export async function checkPictureHeader(input: Buffer): Promise<void> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(415, `This file is not a picture. Upload a ${ACCEPTED} image.`);
  }
  const isAvif = metadata.format === 'heif' && metadata.compression === 'av1';
  if (!['jpeg', 'png', 'webp'].includes(metadata.format ?? '') && !isAvif) {
    throw new HttpError(415, `Only ${ACCEPTED} images are accepted.`);
  }
  const { width = 0, height = 0 } = metadata;
  const limit = pixelLimit(metadata, isAvif);
  if (width * height > limit.pixels) {
    const megapixels = Math.floor(limit.pixels / 100_000) / 10;
    throw new HttpError(
      413,
      `This picture is ${width}x${height}; at most ${megapixels} megapixels are accepted${limit.for}. Please upload a smaller one.`,
    );
  }
}

function pixelLimit(metadata: sharp.Metadata, isAvif: boolean): { pixels: number; for: string } {
  if (isAvif) return { pixels: MAX_AVIF_PIXELS, for: ' for an AVIF picture' };
  if (metadata.format === 'png' && metadata.isProgressive) {
    const bytesPerSample = metadata.depth === 'ushort' ? 2 : 1;
    const bytesPerPixel = (metadata.channels ?? 4) * bytesPerSample;
    const pixels = Math.min(MAX_INPUT_PIXELS, Math.floor(MAX_WHOLE_DECODE_BYTES / bytesPerPixel));
    return { pixels, for: pixels < MAX_INPUT_PIXELS ? ' for an interlaced 16-bit PNG' : '' };
  }
  return { pixels: MAX_INPUT_PIXELS, for: '' };
}
