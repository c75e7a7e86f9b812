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
 * Most pictures are decoded top to bottom, a few rows at a time. Two kinds cannot be:
 * a progressive JPEG keeps every DCT coefficient of the whole picture (2 bytes for each
 * sample) until its last scan, and an interlaced PNG keeps every pixel at its full depth.
 * Their whole-picture buffer is kept to what a 25 MP progressive 4:2:0 JPEG takes.
 */
const MAX_WHOLE_DECODE_BYTES = 80_000_000;

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
  const whole = wholeDecodeBytesPerPixel(metadata);
  if (!whole) return { pixels: MAX_INPUT_PIXELS, for: '' };
  const pixels = Math.floor(MAX_WHOLE_DECODE_BYTES / whole.bytes);
  if (pixels >= MAX_INPUT_PIXELS) return { pixels: MAX_INPUT_PIXELS, for: '' };
  return { pixels, for: ` for ${whole.kind}` };
}

/** Bytes a pixel takes while a picture that cannot be read top to bottom is decoded. */
function wholeDecodeBytesPerPixel(metadata: sharp.Metadata) {
  if (!metadata.isProgressive) return undefined;
  if (metadata.format === 'jpeg') {
    // 4:2:0 is 1.5 samples a pixel (full brightness, quarter colour); 4:4:4:4 (CMYK) is 4.
    const chroma = metadata.chromaSubsampling ?? '4:4:4';
    const samples = SAMPLES_PER_PIXEL[chroma] ?? 4;
    return { bytes: samples * 2, kind: `a progressive ${chroma} JPEG` };
  }
  if (metadata.format === 'png') {
    const deep = metadata.depth === 'ushort';
    return {
      bytes: (metadata.channels ?? 4) * (deep ? 2 : 1),
      kind: `an interlaced ${deep ? '16' : '8'}-bit PNG`,
    };
  }
  return undefined;
}

const SAMPLES_PER_PIXEL: Record<string, number> = {
  '4:2:0': 1.5,
  '4:2:2': 2,
  '4:4:4': 3,
  '4:2:0:4': 2.5,
  '4:2:2:4': 3,
  '4:4:4:4': 4,
};
