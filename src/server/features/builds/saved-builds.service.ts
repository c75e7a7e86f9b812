import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { LIST_SLOTS, SINGLE_SLOTS } from '../../../shared/builds/build.ts';
import type { BuildParts } from '../../../shared/schemas/build.ts';
import { MAX_SAVED_BUILDS, type SavedBuild } from '../../../shared/schemas/saved-build.ts';
import type { Db } from '../../db/client.ts';
import { savedBuilds } from '../../db/schema-builds.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { checkBuildOfProducts } from './builds.service.ts';
import { summarizeSavedBuilds, type SavedBuildRow } from './saved-build-summary.ts';

// A customer's saved builds (docs/product.md#saved-builds). Only the owner reaches a build:
// every query is by id and user, so another account's id is simply not found.

const COLUMNS = 'id, name, parts, created_at, updated_at';
const NOT_FOUND = 'No saved build with this id.';

export interface SavedBuildStore {
  db: Db;
  pool: pg.Pool;
}

/** The latest changed first. */
export async function listSavedBuilds(
  { pool }: SavedBuildStore,
  userId: string,
): Promise<SavedBuild[]> {
  const { rows } = await pool.query<SavedBuildRow>(
    `select ${COLUMNS} from saved_builds where user_id = $1 order by updated_at desc, id`,
    [userId],
  );
  return summarizeSavedBuilds(pool, rows);
}

export async function saveBuild(
  store: SavedBuildStore,
  userId: string,
  name: string,
  parts: BuildParts,
): Promise<SavedBuild> {
  // The same refusals as the build check: unknown, removed or wrong-category parts.
  await checkBuildOfProducts(store.db, parts);
  const row = await inTransaction(store.pool, async (client) => {
    // One save at a time per account, so the limit holds against a burst of saves.
    await client.query('select 1 from users where id = $1 for no key update', [userId]);
    const saved = await drizzle(client).$count(savedBuilds, eq(savedBuilds.userId, userId));
    if (saved >= MAX_SAVED_BUILDS) {
      throw new HttpError(
        409,
        `You have ${MAX_SAVED_BUILDS} saved builds, the most we keep. Delete one to save another.`,
      );
    }
    const { rows } = await uniqueName(name, () =>
      client.query<SavedBuildRow>(
        `insert into saved_builds (user_id, name, parts) values ($1, $2, $3) returning ${COLUMNS}`,
        [userId, name, tidy(parts)],
      ),
    );
    return rows[0] as SavedBuildRow;
  });
  return (await summarizeSavedBuilds(store.pool, [row]))[0] as SavedBuild;
}

export async function updateSavedBuild(
  store: SavedBuildStore,
  userId: string,
  id: string,
  changes: { name?: string; parts?: BuildParts },
): Promise<SavedBuild> {
  if (changes.parts) await checkBuildOfProducts(store.db, changes.parts);
  const { rows } = await uniqueName(changes.name ?? '', () =>
    store.pool.query<SavedBuildRow>(
      `update saved_builds set name = coalesce($3, name), parts = coalesce($4, parts),
              updated_at = now()
        where id = $1 and user_id = $2 returning ${COLUMNS}`,
      [id, userId, changes.name ?? null, changes.parts ? tidy(changes.parts) : null],
    ),
  );
  if (!rows[0]) throw new HttpError(404, NOT_FOUND);
  return (await summarizeSavedBuilds(store.pool, rows))[0] as SavedBuild;
}

export async function deleteSavedBuild(
  { pool }: SavedBuildStore,
  userId: string,
  id: string,
): Promise<void> {
  const { rowCount } = await pool.query('delete from saved_builds where id = $1 and user_id = $2', [
    id,
    userId,
  ]);
  if (!rowCount) throw new HttpError(404, NOT_FOUND);
}

/** Runs a write that may collide with another build's name, turning the collision into a 409. */
async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'saved_builds_user_name_unique') {
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
