import { MAX_PRODUCT_IMAGES } from '../../../shared/schemas/product-admin.ts';

// The pictures of the product form (docs/product.md#add-product), as plain functions: the
// first is the main one; files chosen now are uploaded when the form is saved, pictures
// already in the shop are kept by their address.

export type PictureEntry =
  { key: string; file: File; url?: undefined } | { key: string; url: string; file?: undefined };

let nextKey = 0;
const newKey = () => `picture-${(nextKey += 1)}`;

/** The product's pictures as the form starts with them. */
export function storedPictures(urls: readonly string[]): PictureEntry[] {
  return urls.map((url) => ({ key: newKey(), url }));
}

/** Adds chosen files after the pictures there; files past the sixth picture are left out. */
export function addFiles(list: readonly PictureEntry[], files: readonly File[]): PictureEntry[] {
  const room = Math.max(0, MAX_PRODUCT_IMAGES - list.length);
  return [...list, ...files.slice(0, room).map((file) => ({ key: newKey(), file }))];
}

/** Puts the picture at `index` first: it becomes the main picture, the others keep their order. */
export function makeMain(list: readonly PictureEntry[], index: number): PictureEntry[] {
  const chosen = list[index];
  if (!chosen) return [...list];
  return [chosen, ...list.filter((_, i) => i !== index)];
}

/** Moves the picture at `index` one place earlier (-1) or later (+1). */
export function movePicture(
  list: readonly PictureEntry[],
  index: number,
  by: -1 | 1,
): PictureEntry[] {
  const target = index + by;
  const moved = [...list];
  const [a, b] = [moved[index], moved[target]];
  if (!a || !b) return moved;
  moved[index] = b;
  moved[target] = a;
  return moved;
}

export function removePicture(list: readonly PictureEntry[], index: number): PictureEntry[] {
  return list.filter((_, i) => i !== index);
}

/** The addresses to save: pictures already stored as they are, new files once uploaded. */
export async function pictureAddresses(
  list: readonly PictureEntry[],
  upload: (file: File) => Promise<string>,
): Promise<string[]> {
  const addresses: string[] = [];
  // One at a time, in order, so the main picture is the first address.
  for (const entry of list) addresses.push(entry.file ? await upload(entry.file) : entry.url);
  return addresses;
}
