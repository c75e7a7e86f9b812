import { and, inArray, isNull } from 'drizzle-orm';
import type { Build, BuildPart } from '../../../shared/builds/build.ts';
import { LIST_SLOTS, SINGLE_SLOTS, type Slot } from '../../../shared/builds/build.ts';
import { checkBuild } from '../../../shared/builds/check-build.ts';
import type { Category } from '../../../shared/categories.ts';
import type { BuildParts } from '../../../shared/schemas/build.ts';
import type { SavedBuild } from '../../../shared/schemas/saved-build.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import type { savedBuilds } from '../../db/schema-builds.ts';

export type SavedBuildRow = Pick<
  typeof savedBuilds.$inferSelect,
  'id' | 'name' | 'parts' | 'createdAt' | 'updatedAt'
>;

/** What a build's check reads of each part. */
const PART = {
  id: products.id,
  name: products.name,
  category: products.category,
  specs: products.specs,
  priceTk: products.priceTk,
};

type PartRow = Pick<typeof products.$inferSelect, keyof typeof PART>;

/** Every product id a build names, each slot's ids in order (a repeated kit twice). */
function idsBySlot(parts: BuildParts): { slot: Slot; id: string }[] {
  return [
    ...SINGLE_SLOTS.flatMap((slot) => (parts[slot] ? [{ slot, id: parts[slot] }] : [])),
    ...LIST_SLOTS.flatMap((slot) => (parts[slot] ?? []).map((id) => ({ slot, id }))),
  ];
}

/**
 * Saved builds as My Builds shows them, judged on today's products: one query for the parts of
 * every build, then the shared engine per build. A part the shop no longer sells in its slot
 * is named in `unavailable` and left out of the check, never an error.
 */
export async function summarizeSavedBuilds(
  db: Db,
  rows: readonly SavedBuildRow[],
): Promise<SavedBuild[]> {
  const ids = [...new Set(rows.flatMap((row) => idsBySlot(row.parts).map(({ id }) => id)))];
  const found =
    ids.length === 0
      ? []
      : await db
          .select(PART)
          .from(products)
          .where(and(inArray(products.id, ids), isNull(products.deletedAt)));
  const byId = new Map(found.map((part) => [part.id, part]));
  return rows.map((row) => summarize(row, byId));
}

function summarize(row: SavedBuildRow, byId: ReadonlyMap<string, PartRow>): SavedBuild {
  const entries = idsBySlot(row.parts);
  const unavailable = new Set<string>();
  const partIn = (slot: Slot, id: string): BuildPart | undefined => {
    const found = byId.get(id);
    if (!found || found.category !== slot) {
      unavailable.add(id);
      return undefined;
    }
    const category = found.category as Category;
    return { id, name: found.name, category, specs: found.specs, price: found.priceTk };
  };
  const build: Record<string, unknown> = {};
  for (const slot of SINGLE_SLOTS) {
    const id = row.parts[slot];
    if (id) build[slot] = partIn(slot, id);
  }
  for (const slot of LIST_SLOTS) {
    build[slot] = (row.parts[slot] ?? []).flatMap((id) => partIn(slot, id) ?? []);
  }
  const check = checkBuild(build as unknown as Build);
  const count = (severity: string) =>
    check.issues.filter((issue) => issue.severity === severity).length;
  return {
    _id: row.id,
    name: row.name,
    parts: row.parts,
    partCount: entries.length,
    total: check.total,
    complete: check.complete,
    errors: count('error'),
    warnings: count('warning'),
    notes: count('note'),
    unavailable: [...unavailable],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
