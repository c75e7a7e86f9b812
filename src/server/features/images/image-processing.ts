import sharp from 'sharp';
import { HttpError } from '../../http/errors.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Decompression bombs: a tiny PNG can claim 12000x12000 pixels; refuse before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Stored pictures are at most this wide; product pages never show them larger. */
const MAX_STORED_WIDTH = 1600;
/** The widths cards and pages may ask for; a fixed set keeps the resize cache small. */
export const RESPONSIVE_WIDTHS = [320, 480, 640, 960] as const;

const ACCEPTED = 'JPEG, PNG, WebP or AVIF';

export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Accepts only what decodes as a JPEG, PNG, WebP or AVIF picture, whatever the file
 * name or content type claimed, and re-encodes it to WebP: the stored bytes are ours,
 * without the upload's metadata (EXIF location, comments) or anything hidden in it.
 */
export async function reencodeUpload(input: Buffer): Promise<EncodedImage> {
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
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > MAX_INPUT_PIXELS) {
    throw new HttpError(
      413,
      `This picture is ${metadata.width}x${metadata.height}; at most 40 megapixels are accepted.`,
    );
  }
  try {
    const { data, info } = await sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'truncated',
    })
      .rotate() // apply the camera's orientation before the metadata is dropped
      .resize({ width: MAX_STORED_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw new HttpError(400, 'This picture is damaged or incomplete. Please upload it again.');
  }
}

export async function resizeWebp(bytes: Buffer, width: number): Promise<Buffer> {
  return sharp(bytes).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
}
