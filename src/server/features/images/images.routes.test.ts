import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { images } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, type SignedIn } from '../../test/auth-test-helpers.ts';
import { multipartBody } from '../../test/multipart.ts';

let shop: TestApp;
let customer: SignedIn;

beforeAll(async () => {
  // One account uploads every picture here; the quota has its own tests.
  shop = await createTestApp({ env: { UPLOAD_LIMIT_PER_USER_PER_HOUR: '1000' } });
  customer = await signUpAs(shop.app);
});
afterAll(() => shop.close());

function upload(content: Buffer, filename = 'photo.png', type = 'image/png', field = 'image') {
  const { payload, contentType } = multipartBody(field, filename, type, content);
  return shop.app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { ...customer.headers, 'content-type': contentType },
    payload,
  });
}

async function storedCount() {
  return (await shop.database.db.select({ id: images.id }).from(images)).length;
}

const photo = (format: 'jpeg' | 'png', width = 1200, height = 900) => {
  const picture = sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    // A camera's metadata, which the stored copy must not keep.
    .withMetadata({ exif: { IFD0: { Copyright: 'secret location' } } });
  return (format === 'jpeg' ? picture.jpeg() : picture.png()).toBuffer();
};

describe('POST /api/images', () => {
  test('stores a real picture as WebP without its metadata and answers its address', async () => {
    const response = await upload(await photo('jpeg'), 'camera.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json<{ success: boolean; data: { url: string } }>();
    expect(success).toBe(true);
    expect(data.url).toMatch(/^\/images\/[0-9a-f]{32}\.webp$/);

    const served = await shop.app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    expect(metadata.exif).toBeUndefined();

    const small = await shop.app.inject({ method: 'GET', url: `${data.url}?w=480` });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(480);
    const odd = await shop.app.inject({ method: 'GET', url: `${data.url}?w=481` });
    expect(odd.statusCode).toBe(400);
  });

  test.each([
    ['an HTML page named .png', () => Buffer.from('<html><script>alert(1)</script></html>'), 415],
    [
      'an SVG with a script',
      () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
      415,
    ],
    ['a truncated JPEG', async () => (await photo('jpeg')).subarray(0, 4000), 400],
    ['a 12000x12000 PNG', () => photo('png', 12000, 12000), 413],
    ['a 10 MB file', () => Buffer.alloc(10 * 1024 * 1024, 7), 413],
  ] as const)('refuses %s with a 4xx and stores nothing', async (_name, make, status) => {
    const before = await storedCount();
    const response = await upload(await make());
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await storedCount()).toBe(before);
  });

  test.each([
    ['no boundary', 'multipart/form-data', ''],
    ['a cut-off part', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form'],
  ])('answers 400 to a multipart body with %s, and stores nothing', async (_name, type, body) => {
    const before = await storedCount();
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...customer.headers, 'content-type': type },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/multipart|field "image"/);
    expect(await storedCount()).toBe(before);
  });

  test('needs a signed-in caller and the field "image"', async () => {
    const { payload, contentType } = multipartBody(
      'image',
      'a.png',
      'image/png',
      await photo('png'),
    );
    const anonymous = await shop.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const wrongField = await upload(await photo('png'), 'a.png', 'image/png', 'picture');
    expect(wrongField.statusCode).toBe(400);
  });
});
