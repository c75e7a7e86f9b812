import sharp from 'sharp';
import { HttpError } from '../../http/errors.ts';
import { DecodesBusy, type DecodeGate } from './decode-gate.ts';
import { checkPictureHeader, MAX_INPUT_PIXELS } from './picture-header.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Stored pictures are at most this wide; product pages never show them larger. */
const MAX_STORED_WIDTH = 1600;

// libvips keeps recent operations and their pixels in a cache of up to 50 MB: for
// pictures decoded once and stored, that is memory held for nothing. One thread per
// decode suits a small server; the DecodeGate bounds how many decodes run at once.
sharp.cache(false);
sharp.concurrency(1);

/** How every decode is read: top to bottom, at most the pixel limit, stopped when too slow. */
function decoder(input: Buffer, decodes: DecodeGate) {
  return sharp(input, {
    limitInputPixels: MAX_INPUT_PIXELS,
    sequentialRead: true,
    failOn: 'truncated',
  }).timeout({ seconds: decodes.timeoutSeconds });
}

export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Re-encodes an upload to WebP once its header has passed the checks: the stored bytes
 * are ours, without the upload's metadata (EXIF location, comments) or anything hidden
 * in it. The decode waits for a place in `decodes`.
 */
export async function reencodeUpload(input: Buffer, decodes: DecodeGate): Promise<EncodedImage> {
  await checkPictureHeader(input);
  return decodes.run(() => encode(input, decodes));
}

async function encode(input: Buffer, decodes: DecodeGate): Promise<EncodedImage> {
  try {
    const { data, info } = await decoder(input, decodes)
      .rotate() // apply the camera's orientation before the metadata is dropped
      // A JPEG is decoded straight at 1/2, 1/4 or 1/8 of its size when that is still
      // at least the stored width: less memory and time than decoding it whole.
      .resize({ width: MAX_STORED_WIDTH, withoutEnlargement: true, fastShrinkOnLoad: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (error) {
    if (isTimeout(error)) {
      throw new HttpError(
        413,
        'This picture takes too long to process. Please save it as an ordinary 8-bit JPEG or PNG, or make it smaller.',
      );
    }
    throw new HttpError(400, 'This picture is damaged or incomplete. Please upload it again.');
  }
}

/**
 * A narrower copy of a stored picture, decoded under the same bounds as an upload;
 * undefined when every decode slot is taken and the queue is full.
 */
export async function resizeWebp(
  bytes: Buffer,
  width: number,
  decodes: DecodeGate,
): Promise<Buffer | undefined> {
  const resize = () =>
    decoder(bytes, decodes)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
  return decodes.run(resize).catch((error: unknown) => {
    if (error instanceof DecodesBusy) return undefined;
    throw error;
  });
}

/** Link previews (Open Graph) want 1200x630; chat apps read JPEG everywhere, WebP not always. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/**
 * The picture cropped to fill the link-preview size, as JPEG on a white background
 * (pictures with transparency would otherwise turn black); undefined when every decode
 * slot is taken and the queue is full.
 */
export async function previewCover(
  bytes: Buffer,
  decodes: DecodeGate,
): Promise<Buffer | undefined> {
  const cover = () =>
    decoder(bytes, decodes)
      .resize({ ...PREVIEW_SIZE, fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
  return decodes.run(cover).catch((error: unknown) => {
    if (error instanceof DecodesBusy) return undefined;
    throw error;
  });
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('timeout:');
}
