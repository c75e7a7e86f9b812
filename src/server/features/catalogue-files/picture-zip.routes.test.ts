import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PictureZipReport } from '../../../shared/schemas/picture-zip.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartFile } from './catalogue-file-test-helpers.ts';

// The zip of pictures named by SKU through the real API on a real database: what the
// products show afterwards, and how bad zips are told apart from good ones.

let shop: TestApp;
let admin: SignedIn;
let products: Product[];

beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
  admin = await signUpOwner(shop.app, shop.database.db, { name: 'Picture Owner' });
  products = (await shop.app.inject({ method: 'GET', url: '/api/product?limit=6' })).json();
});
afterAll(() => shop.close());

const picture = (colour: string, format: 'jpeg' | 'png' = 'jpeg') => {
  const blank = sharp({ create: { width: 64, height: 48, channels: 3, background: colour } });
  return (format === 'png' ? blank.png() : blank.jpeg()).toBuffer();
};

function upload(zip: Uint8Array, filename = 'pictures.zip') {
  const { contentType, payload } = multipartFile(zip, filename, 'application/zip');
  return shop.app.inject({
    method: 'POST',
    url: '/api/admin/products/images',
    headers: { ...admin.headers, 'content-type': contentType },
    payload,
  });
}

const product = async (id: string) =>
  (await shop.app.inject({ method: 'GET', url: `/api/product/${id}` })).json<Product>();

/** Where the central directory's entries start, and each entry's field offsets. */
function directoryEntries(zip: Uint8Array): number[] {
  const view = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  const at: number[] = [];
  for (let i = 0; i + 4 <= view.length; i++) if (view.readUInt32LE(i) === 0x02014b50) at.push(i);
  return at;
}

describe('pictures by zip', () => {
  test('SKU.jpg replaces the main picture and SKU-2.png sets the second, matched ignoring case', async () => {
    const target = products[0]!;
    const zip = zipSync({
      [`${target.sku.toLowerCase()}.jpg`]: await picture('#aa2233'),
      [`${target.sku}-2.png`]: await picture('#22aa33', 'png'),
    });
    const answer = await upload(zip);
    expect(answer.statusCode).toBe(200);
    const report = answer.json<PictureZipReport>();
    expect(report.products).toBe(1);
    expect(report.files.map((file) => [file.sku, file.ok])).toEqual([
      [target.sku, true],
      [target.sku, true],
    ]);
    const after = await product(target._id);
    expect(after.images.slice(0, 2)).toEqual(report.files.map((file) => file.image));
    expect(after.image).toBe(report.files[0]!.image);
    const served = await shop.app.inject({ method: 'GET', url: after.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  test('an unknown SKU, a folder path and a non-picture are reported; the product keeps its pictures', async () => {
    const target = products[1]!;
    const before = await product(target._id);
    const zip = zipSync({
      'NO-SUCH-SKU-9999.jpg': await picture('#112233'),
      [`photos/${target.sku}.jpg`]: await picture('#445566'),
      [`${target.sku}.jpg`]: new TextEncoder().encode('not a picture at all'),
      [`${target.sku}-2.jpg`]: await picture('#778899'),
    });
    const answer = await upload(zip);
    expect(answer.statusCode).toBe(200);
    const report = answer.json<PictureZipReport>();
    expect(report.products).toBe(0);
    const byFile = new Map(report.files.map((file) => [file.file, file]));
    expect(byFile.get('NO-SUCH-SKU-9999.jpg')).toMatchObject({ ok: false, sku: null });
    expect(byFile.get('NO-SUCH-SKU-9999.jpg')!.message).toMatch(/No product has the SKU/);
    expect(byFile.get(`photos/${target.sku}.jpg`)!.message).toMatch(/not in a folder/);
    expect(byFile.get(`${target.sku}.jpg`)).toMatchObject({ ok: false, sku: target.sku });
    expect(byFile.get(`${target.sku}.jpg`)!.message).toMatch(/not a picture/);
    // All of a product's pictures or none: the good second picture is not kept either.
    expect(byFile.get(`${target.sku}-2.jpg`)!.message).toMatch(/all of its pictures or none/);
    expect((await product(target._id)).images).toEqual(before.images);
  });

  test('a file that is not a zip is a 400', async () => {
    const answer = await upload(new TextEncoder().encode('sku,price\nA,1\n'), 'prices.csv');
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toMatch(/not a zip/);
  });

  test('zip bombs: too many entries or too much unpacked is refused before inflating', async () => {
    const many: Record<string, Uint8Array> = {};
    for (let i = 0; i < 201; i++) many[`X-${i}.jpg`] = new Uint8Array(1);
    const crowded = await upload(zipSync(many, { level: 0 }));
    expect(crowded.statusCode).toBe(413);
    expect(crowded.json<{ message: string }>().message).toMatch(/at most 200 pictures/);

    // Directory sizes claimed larger than the limits, written over a small honest zip.
    const zip = zipSync({ 'A.jpg': new Uint8Array(10), 'B.jpg': new Uint8Array(10) });
    const claims = Buffer.from(zip);
    for (const at of directoryEntries(zip)) claims.writeUInt32LE(150 * 1024 * 1024, at + 24);
    const huge = await upload(claims);
    expect(huge.statusCode).toBe(413);
    expect(huge.json<{ message: string }>().message).toMatch(/more than 200 MB unpacked/);
  });

  test('an entry larger than a picture may be, or larger than its directory says, is stopped', async () => {
    const [big, liar] = [products[2]!, products[3]!];
    const before = await product(liar._id);
    const zip = zipSync({
      [`${big.sku}.jpg`]: new Uint8Array(6 * 1024 * 1024),
      [`${liar.sku}.jpg`]: new Uint8Array(1024 * 1024),
    });
    const lying = Buffer.from(zip);
    // The second entry claims 1 KB while its data inflates to 1 MB.
    lying.writeUInt32LE(1024, directoryEntries(zip)[1]! + 24);
    const answer = await upload(lying);
    expect(answer.statusCode).toBe(200);
    const [tooBig, stopped] = answer.json<PictureZipReport>().files;
    expect(tooBig).toMatchObject({ ok: false, sku: big.sku });
    expect(tooBig!.message).toMatch(/larger than 5 MB/);
    expect(stopped).toMatchObject({ ok: false, sku: liar.sku });
    expect(stopped!.message).toMatch(/larger than the zip’s directory says/);
    expect((await product(liar._id)).images).toEqual(before.images);
  });

  test('customers cannot send pictures for products', async () => {
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/products/images',
    });
    expect(answer.statusCode).toBe(401);
  });
});
