import { and, desc, eq, sql } from 'drizzle-orm';
import { LIST_SLOTS, SINGLE_SLOTS } from '../../../shared/builds/build.ts';
import type { BuildParts } from '../../../shared/schemas/build.ts';
import { MAX_SAVED_BUILDS, type SavedBuild } from '../../../shared/schemas/saved-build.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { savedBuilds } from '../../db/schema-builds.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { HttpError } from '../../http/errors.ts';
import { checkBuildOfProducts } from './builds.service.ts';
import { summarizeSavedBuilds } from './saved-build-summary.ts';

// A customer's saved builds (docs/product.md#saved-builds). Only the owner reaches a build:
// every query is by id and user, so another account's id is simply not found.

const COLUMNS = {
  id: savedBuilds.id,
  name: savedBuilds.name,
  parts: savedBuilds.parts,
  createdAt: savedBuilds.createdAt,
  updatedAt: savedBuilds.updatedAt,
};
const NOT_FOUND = 'No saved build with this id.';

export interface SavedBuildStore {
  db: Db;
}

/** The latest changed first. */
export async function listSavedBuilds(
  { db }: SavedBuildStore,
  userId: string,
): Promise<SavedBuild[]> {
  const rows = await db
    .select(COLUMNS)
    .from(savedBuilds)
    .where(eq(savedBuilds.userId, userId))
    .orderBy(desc(savedBuilds.updatedAt), savedBuilds.id);
  return summarizeSavedBuilds(db, rows);
}

export async function saveBuild(
  { db }: SavedBuildStore,
  userId: string,
  name: string,
  parts: BuildParts,
): Promise<SavedBuild> {
  // The same refusals as the build check: unknown, removed or wrong-category parts.
  await checkBuildOfProducts(db, parts);
  const row = await db.transaction(async (tx) => {
    // One save at a time per account, so the limit holds against a burst of saves.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const saved = await tx.$count(savedBuilds, eq(savedBuilds.userId, userId));
    if (saved >= MAX_SAVED_BUILDS) {
      throw new HttpError(
        409,
        `You have ${MAX_SAVED_BUILDS} saved builds, the most we keep. Delete one to save another.`,
      );
    }
    const [inserted] = await uniqueName(name, () =>
      tx
        .insert(savedBuilds)
        .values({ userId, name, parts: tidy(parts) })
        .returning(COLUMNS),
    );
    if (!inserted) throw new Error('The new saved build was not returned by the database.');
    return inserted;
  });
  return (await summarizeSavedBuilds(db, [row]))[0] as SavedBuild;
}

export async function updateSavedBuild(
  { db }: SavedBuildStore,
  userId: string,
  id: string,
  changes: { name?: string; parts?: BuildParts },
): Promise<SavedBuild> {
  if (changes.parts) await checkBuildOfProducts(db, changes.parts);
  // Leaves out what is not changed (`undefined`): the row keeps its name or its parts.
  const rows = await uniqueName(changes.name ?? '', () =>
    db
      .update(savedBuilds)
      .set({
        name: changes.name,
        parts: changes.parts && tidy(changes.parts),
        updatedAt: sql`now()`,
      })
      .where(and(eq(savedBuilds.id, id), eq(savedBuilds.userId, userId)))
      .returning(COLUMNS),
  );
  if (!rows[0]) throw new HttpError(404, NOT_FOUND);
  return (await summarizeSavedBuilds(db, rows))[0] as SavedBuild;
}

export async function deleteSavedBuild(
  { db }: SavedBuildStore,
  userId: string,
  id: string,
): Promise<void> {
  const { rowCount } = await db
    .delete(savedBuilds)
    .where(and(eq(savedBuilds.id, id), eq(savedBuilds.userId, userId)));
  if (!rowCount) throw new HttpError(404, NOT_FOUND);
}

/** Runs a write that may collide with another build's name, turning the collision into a 409. */
async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === 'saved_builds_user_name_unique') {
      throw new HttpError(409, `You already have a build named “${name}”. Pick another name.`, {
        name: 'You already have a build with this name',
      });
    }
    throw error;
  }
}

/** The parts as stored: ids in lower case, empty slots left out. */
function tidy(parts: BuildParts): BuildParts {
  const stored: BuildParts = {};
  for (const slot of SINGLE_SLOTS) {
    const id = parts[slot];
    if (id) stored[slot] = id.toLowerCase();
  }
  for (const slot of LIST_SLOTS) {
    const ids = parts[slot] ?? [];
    if (ids.length > 0) stored[slot] = ids.map((id) => id.toLowerCase());
  }
  return stored;
}
