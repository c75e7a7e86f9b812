import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '../../../shared/shop-defaults.ts';
import { startPeriodicDuty } from '../../background/periodic-duty.ts';
import { images, orders, products, reviews, settings, users } from '../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { saveWebpImage } from './images.repository.ts';
import { startOrphanSweeper, sweepOrphanImages } from './orphan-sweeper.ts';
import { eventually } from '../../test/eventually.ts';

let database: TestDatabase;
let productId: string;
let userId: string;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const [product] = await database.db.select().from(products).limit(1);
  productId = product!.id;
  const [user] = await database.db
    .insert(users)
    .values({ email: 'sweeper@example.com', name: 'Photo Owner' })
    .returning();
  userId = user!.id;
});
afterAll(() => database.destroy());

let pictures = 0;
/** Stores a picture (new bytes unless given); `hoursAgo` sets when it was last uploaded. */
async function storedPicture(hoursAgo: number, bytes?: Buffer): Promise<string> {
  pictures += 1;
  const content = bytes ?? Buffer.from(`picture ${pictures} ${Date.now()}`);
  const stored = await saveWebpImage(database.db, content, { width: 1, height: 1 });
  await database.db
    .update(images)
    .set({ lastUploadedAt: sql`now() - make_interval(hours => ${hoursAgo})` })
    .where(eq(images.id, stored.id));
  return stored.id;
}

async function stillStored(ids: string[]): Promise<string[]> {
  const rows = await database.db
    .select({ id: images.id })
    .from(images)
    .where(inArray(images.id, ids));
  return ids.filter((id) => rows.some((row) => row.id === id));
}

const path = (id: string) => `/images/${id}.webp`;

describe('removing pictures nothing refers to', () => {
  test('an old unreferenced picture goes; referenced, fresh and re-uploaded ones stay', async () => {
    // Demo pictures are treated like any other: long past their grace, kept only because
    // the demo products refer to them.
    await database.db.update(images).set({ lastUploadedAt: sql`now() - interval '1000 hours'` });
    const seeded = await database.db.select({ id: images.id }).from(images);
    const orphan = await storedPicture(25);
    const fresh = await storedPicture(23);
    const again = Buffer.from('uploaded a second time');
    const reuploaded = await storedPicture(25, again);
    // The same picture uploaded again renews its grace period.
    await saveWebpImage(database.db, again, { width: 1, height: 1 });
    const [onProduct, onOrder, onReview, onProfile, asFullUrl] = await Promise.all(
      Array.from({ length: 5 }, () => storedPicture(200)),
    );

    const [product] = await database.db
      .insert(products)
      .values({
        name: 'Sweeper Test Fan',
        details: 'A fan',
        priceTk: 900,
        stock: 3,
        category: 'Cooling',
        imageUrl: path(onProduct!),
        deletedAt: new Date(), // a removed product's row still refers to its picture
      })
      .returning();
    const snapshot = {
      productId,
      productName: 'Snapshot',
      email: 'sweeper@example.com',
      phone: '01712345678',
    };
    await database.db.insert(orders).values({
      ...snapshot,
      userId,
      productImage: path(onOrder!),
      unitPriceTk: 100,
      quantity: 1,
      totalTk: 100,
      subtotalTk: 100,
      customerName: 'Photo Owner',
      contactName: 'Photo Owner',
      address: 'Dhaka',
    });
    await database.db.insert(reviews).values({
      ...snapshot,
      userId,
      productImage: path(onReview!),
      userName: 'Photo Owner',
      comment: 'Good',
      rating: 5,
    });
    await database.db
      .update(users)
      .set({ photoUrl: path(onProfile!) })
      .where(eq(users.id, userId));
    await database.db
      .update(products)
      .set({ imageUrl: `https://shop.example.com${path(asFullUrl!)}` })
      .where(eq(products.id, product!.id));
    await database.db.insert(products).values({
      name: 'Second Fan',
      details: 'Another fan',
      priceTk: 950,
      stock: 1,
      category: 'Cooling',
      imageUrl: path(onProduct!),
    });

    expect(await sweepOrphanImages(database.db, { graceHours: 24 })).toBe(1);
    const all = [
      orphan,
      fresh,
      reuploaded,
      onProduct!,
      onOrder!,
      onReview!,
      onProfile!,
      asFullUrl!,
    ];
    expect(await stillStored(all)).toEqual(all.filter((id) => id !== orphan));
    expect(seeded.length).toBeGreaterThan(0);
    expect(await stillStored(seeded.map((row) => row.id))).toHaveLength(seeded.length);
  });

  test('pictures the shop’s settings show (logo, owner photo, slides) stay', async () => {
    const [logo, slide, orphan] = await Promise.all([
      storedPicture(200),
      storedPicture(200),
      storedPicture(200),
    ]);
    const stored = {
      ...DEFAULT_SHOP_SETTINGS,
      logo: path(logo),
      slides: DEFAULT_SHOP_SETTINGS.slides.map((s, i) =>
        i === 2 ? { ...s, image: path(slide) } : s,
      ),
    };
    await database.db.insert(settings).values({ key: 'shop', value: JSON.stringify(stored) });
    expect(await sweepOrphanImages(database.db)).toBe(1);
    expect(await stillStored([logo, slide, orphan])).toEqual([logo, slide]);
  });

  test('two sweepers at once remove a picture once, without an error', async () => {
    const orphans = await Promise.all(Array.from({ length: 3 }, () => storedPicture(48)));
    const removed = await Promise.all([
      sweepOrphanImages(database.db),
      sweepOrphanImages(database.db),
      sweepOrphanImages(database.db),
    ]);
    expect(removed.reduce((sum, n) => sum + n, 0)).toBe(3);
    expect(await stillStored(orphans)).toEqual([]);
  });

  test('one run removes at most its batch; the next run goes on', async () => {
    const orphans = await Promise.all(Array.from({ length: 5 }, () => storedPicture(30)));
    expect(await sweepOrphanImages(database.db, { batch: 3 })).toBe(3);
    expect(await stillStored(orphans)).toHaveLength(2);
    expect(await sweepOrphanImages(database.db, { batch: 3 })).toBe(2);
  });

  test('the background sweeper runs on its interval, logs what it removed, and stops', async () => {
    const orphan = await storedPicture(30);
    const logged: string[] = [];
    const log = { info: (m: string) => logged.push(m), error: (m: string) => logged.push(m) };
    const sweeper = startOrphanSweeper(database.db, log, 20);
    await eventually(() => expect(logged.length).toBeGreaterThan(0));
    await sweeper.stop();
    expect(logged).toEqual(['Removed 1 stored pictures that nothing refers to']);
    expect(await stillStored([orphan])).toEqual([]);

    // A duty of the same kind on the same interval counts its runs: by its tenth, a
    // sweeper still running would have run again and removed the new orphan.
    const afterStop = await storedPicture(30);
    let ticks = 0;
    const clock = startPeriodicDuty('Counting', 20, async () => void (ticks += 1), log);
    await expect.poll(() => ticks, { timeout: 10_000 }).toBeGreaterThanOrEqual(10);
    await clock.stop();
    expect(await stillStored([afterStop])).toEqual([afterStop]);
    expect(logged).toHaveLength(1);
  });
});
