import { Inflate } from 'fflate';
import { HttpError } from '../../http/errors.ts';

// A zip file read from its central directory (docs/decisions/057-catalogue-page-and-pictures-zip.md):
// every size is checked against the limits there, before anything is inflated, and an entry
// that inflates to more than its directory says is stopped at that size. Only what the
// pictures zip needs: stored and deflated entries, no encryption, no zip64.

export interface ZipLimits {
  /** Entries the directory may list. */
  entries: number;
  /** The most bytes one entry may inflate to. */
  entryBytes: number;
  /** The most bytes all entries together may inflate to. */
  totalBytes: number;
}

export interface ZipEntry {
  name: string;
  /** Bytes the directory says the entry inflates to. */
  size: number;
  compressedSize: number;
  method: number;
  encrypted: boolean;
  headerOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes and may be followed by a comment of up to 65,535. */
const END_SEARCH = 22 + 0xffff;
const INFLATE_CHUNK = 4096;

const notAZip = () =>
  new HttpError(400, 'The file is not a zip file: zip the pictures and send the .zip file.');

function endOfDirectory(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - END_SEARCH); at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw notAZip();
}

/** The entries the zip's central directory lists, refused whole when it breaks a limit. */
export function zipDirectory(zip: Buffer, limits: ZipLimits): ZipEntry[] {
  if (zip.length < 22) throw notAZip();
  const end = endOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff) {
    throw new HttpError(400, 'This zip is in the zip64 format: zip fewer pictures at a time.');
  }
  if (count > limits.entries) {
    throw new HttpError(
      413,
      `The zip holds ${count} files; send at most ${limits.entries} pictures at a time.`,
    );
  }
  const entries: ZipEntry[] = [];
  let total = 0;
  for (let index = 0; index < count; index++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw notAZip();
    const nameLength = zip.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      encrypted: (zip.readUInt16LE(at + 8) & 1) === 1,
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      headerOffset: zip.readUInt32LE(at + 42),
    };
    total += entry.size;
    if (total > limits.totalBytes) {
      throw new HttpError(
        413,
        `The pictures in this zip add up to more than ${limits.totalBytes / (1024 * 1024)} MB unpacked; send them in smaller zips.`,
      );
    }
    entries.push(entry);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** Why one entry could not be read; the other entries are still read. */
export class ZipEntryError extends Error {}

/** The entry's bytes, inflated no further than the size its directory entry gave. */
export function inflateEntry(zip: Buffer, entry: ZipEntry, limits: ZipLimits): Buffer {
  if (entry.encrypted) throw new ZipEntryError('This file is encrypted in the zip.');
  if (entry.size > limits.entryBytes) {
    throw new ZipEntryError(
      `This picture is larger than ${limits.entryBytes / (1024 * 1024)} MB. Please use a smaller one.`,
    );
  }
  const at = entry.headerOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) {
    throw new ZipEntryError('This entry of the zip is damaged.');
  }
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) {
    throw new ZipEntryError('This entry of the zip is cut off.');
  }
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) {
      throw new ZipEntryError('This entry is larger than the zip’s directory says.');
    }
    return Buffer.from(data);
  }
  if (entry.method !== 8) {
    throw new ZipEntryError(
      'This entry is packed in a way the shop does not read: use a plain zip.',
    );
  }
  return inflateCapped(data, entry.size);
}

function inflateCapped(data: Buffer, size: number): Buffer {
  const out = Buffer.alloc(size);
  let written = 0;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > size) {
      throw new ZipEntryError('This entry is larger than the zip’s directory says.');
    }
    out.set(chunk, written);
    written += chunk.length;
  });
  try {
    for (let at = 0; at < data.length; at += INFLATE_CHUNK) {
      inflater.push(data.subarray(at, at + INFLATE_CHUNK), at + INFLATE_CHUNK >= data.length);
    }
    if (data.length === 0) inflater.push(new Uint8Array(0), true);
  } catch (error) {
    if (error instanceof ZipEntryError) throw error;
    throw new ZipEntryError('This entry of the zip is damaged.');
  }
  if (written !== size)
    throw new ZipEntryError('This entry is shorter than the zip’s directory says.');
  return out;
}
