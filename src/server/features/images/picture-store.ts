import type { Db } from '../../db/client.ts';
import { DecodeGate } from './decode-gate.ts';
import { MAX_UPLOAD_BYTES, reencodeUpload } from './image-processing.ts';
import { saveWebpImage, type StoredImage } from './images.repository.ts';

/**
 * The one way an uploaded picture enters the shop: its header checked, decoded under the
 * process's decode gate, re-encoded and stored. The single upload and the zip of pictures
 * both go through it, so they share the gate, the limits and the refusals.
 */
export interface PictureStore {
  /** Bounds the pictures decoded at once, uploads and resized copies together. */
  readonly decodes: DecodeGate;
  /** The largest picture file taken, in bytes. */
  readonly maxBytes: number;
  /** Checks, re-encodes and keeps one picture; an HttpError says what is wrong with it. */
  check(upload: Buffer): Promise<CheckedPicture>;
}

/** A picture that passed every check, ready to be kept. */
export interface CheckedPicture {
  save(): Promise<StoredImage>;
}

export function pictureStore(db: Db, decodesAtOnce: number): PictureStore {
  const decodes = new DecodeGate({ running: decodesAtOnce });
  return {
    decodes,
    maxBytes: MAX_UPLOAD_BYTES,
    async check(upload) {
      const encoded = await reencodeUpload(upload, decodes);
      return { save: () => saveWebpImage(db, encoded.bytes, encoded) };
    },
  };
}
