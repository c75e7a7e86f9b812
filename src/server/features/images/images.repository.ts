import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { images } from '../../db/schema.ts';

export interface StoredImage {
  id: string;
  url: string;
}

/** The public address of a stored image; ids are content hashes, so URLs never go stale. */
export function imageUrl(id: string): string {
  return `/images/${id}.webp`;
}

/**
 * Stores already-encoded WebP bytes once per content and answers its public URL. A
 * picture stored before is uploaded anew: its grace period before an unused picture is
 * removed starts again, and if a sweep removed it a moment ago it is stored again.
 */
export async function saveWebpImage(
  db: Db,
  bytes: Buffer,
  size: { width: number; height: number },
  /** Set only by the seed: removing the demo data removes the picture too. */
  demo = false,
): Promise<StoredImage> {
  const id = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  await db
    .insert(images)
    .values({ id, mime: 'image/webp', bytes, width: size.width, height: size.height, demo })
    .onConflictDoUpdate({ target: images.id, set: { lastUploadedAt: sql`now()` } });
  return { id, url: imageUrl(id) };
}

export async function findImage(db: Db, id: string) {
  const rows = await db.select().from(images).where(eq(images.id, id)).limit(1);
  return rows[0];
}
