import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { images, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, type SignedIn } from '../../test/auth-test-helpers.ts';

const LIMITS = {
  UPLOAD_LIMIT_PER_USER_PER_HOUR: '2',
  UPLOAD_LIMIT_PER_USER_PER_DAY: '3',
  UPLOAD_LIMIT_PER_ADMIN_PER_HOUR: '4',
  UPLOAD_LIMIT_PER_ADMIN_PER_DAY: '5',
};
let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp({ env: LIMITS });
});
afterAll(() => shop.close());

let pictures = 0;
/** A small picture unlike any other uploaded in this file. */
async function newPicture(): Promise<Buffer> {
  pictures += 1;
  const background = { r: pictures % 256, g: Math.floor(pictures / 256), b: 77 };
  return sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();
}

async function upload(who: SignedIn, content: Buffer, app: FastifyInstance = shop.app) {
  const boundary = 'quota';
  return app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

async function storedCount() {
  return (await shop.database.db.select({ id: images.id }).from(images)).length;
}

/** Signs up an account that is a customer, whatever the first account becomes. */
async function customer(): Promise<SignedIn> {
  const signedIn = await signUpAs(shop.app);
  await shop.database.db
    .update(users)
    .set({ role: 'customer' })
    .where(eq(users.id, signedIn.user._id));
  return signedIn;
}

/** Moves every open quota window back, as if the time had passed. */
async function passTime(minutes: number) {
  await shop.database.db.execute(
    sql`update rate_limits set window_start = window_start - make_interval(mins => ${minutes})`,
  );
}

describe('upload quota', () => {
  test('a customer gets the hourly uploads, then a 429 with Retry-After that stores nothing', async () => {
    const who = await customer();
    for (let n = 0; n < 2; n++)
      expect((await upload(who, await newPicture())).statusCode).toBe(200);
    const before = await storedCount();
    const refused = await upload(who, await newPicture());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^You have uploaded 2 pictures, the most we take in an hour\. Please try again in (59|60) minutes\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await storedCount()).toBe(before);
  });

  test('an upload refused for the hour does not count for the day; the day limit follows', async () => {
    const who = await customer();
    for (let n = 0; n < 2; n++)
      expect((await upload(who, await newPicture())).statusCode).toBe(200);
    expect((await upload(who, await newPicture())).statusCode).toBe(429);
    expect((await upload(who, await newPicture())).statusCode).toBe(429);

    await passTime(61);
    // Third of the day: the two refused above were not counted against it.
    expect((await upload(who, await newPicture())).statusCode).toBe(200);
    const refused = await upload(who, await newPicture());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^You have uploaded 3 pictures, the most we take in a day\. Please try again in 23 hours\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(22 * 3600);
  });

  test('uploads are counted before decoding: files that are not pictures use the quota too', async () => {
    const who = await customer();
    for (let n = 0; n < 2; n++) {
      expect((await upload(who, Buffer.from('<html>not a picture</html>'))).statusCode).toBe(415);
    }
    expect((await upload(who, await newPicture())).statusCode).toBe(429);
  });

  test('the same picture uploaded twice is stored once but counted twice', async () => {
    const who = await customer();
    const picture = await newPicture();
    const before = await storedCount();
    expect((await upload(who, picture)).statusCode).toBe(200);
    expect((await upload(who, picture)).statusCode).toBe(200);
    expect(await storedCount()).toBe(before + 1);
    expect((await upload(who, picture)).statusCode).toBe(429);
  });

  test.each(['admin', 'owner'] as const)(
    'the %s, who stocks the catalogue, gets the higher staff quota',
    async (role) => {
      const staff = await signUpAs(shop.app);
      await shop.database.db.update(users).set({ role }).where(eq(users.id, staff.user._id));
      for (let n = 0; n < 4; n++) {
        expect((await upload(staff, await newPicture())).statusCode).toBe(200);
      }
      expect((await upload(staff, await newPicture())).statusCode).toBe(429);
    },
  );

  test('every instance on one database shares the count', async () => {
    const second = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', ...LIMITS }),
      database: shop.database,
      webDir: '/nonexistent-web-build',
    });
    try {
      const who = await customer();
      expect((await upload(who, await newPicture(), shop.app)).statusCode).toBe(200);
      expect((await upload(who, await newPicture(), second)).statusCode).toBe(200);
      expect((await upload(who, await newPicture(), second)).statusCode).toBe(429);
      expect((await upload(who, await newPicture(), shop.app)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  test('the limits default to 10 and 30 for customers, 200 and 1000 for admins, and are checked', () => {
    expect(loadConfig({})).toMatchObject({
      UPLOAD_LIMIT_PER_USER_PER_HOUR: 10,
      UPLOAD_LIMIT_PER_USER_PER_DAY: 30,
      UPLOAD_LIMIT_PER_ADMIN_PER_HOUR: 200,
      UPLOAD_LIMIT_PER_ADMIN_PER_DAY: 1000,
      IMAGE_DECODE_CONCURRENCY: 1,
    });
    expect(loadConfig(LIMITS).UPLOAD_LIMIT_PER_USER_PER_DAY).toBe(3);
    expect(() => loadConfig({ UPLOAD_LIMIT_PER_USER_PER_HOUR: '0' })).toThrow(
      /UPLOAD_LIMIT_PER_USER_PER_HOUR/,
    );
    expect(() => loadConfig({ IMAGE_DECODE_CONCURRENCY: 'many' })).toThrow(
      /IMAGE_DECODE_CONCURRENCY/,
    );
  });
});
