import { and, inArray, isNull } from 'drizzle-orm';
import type { Build, BuildPart, ListSlot, SingleSlot } from '../../../shared/builds/build.ts';
import { LIST_SLOTS, SINGLE_SLOTS } from '../../../shared/builds/build.ts';
import { checkBuild, type BuildCheck } from '../../../shared/builds/check-build.ts';
import { CATEGORY_LABELS, type Category } from '../../../shared/categories.ts';
import type { BuildParts } from '../../../shared/schemas/build.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * Checks a build on the shop's own data: every id must be a product on sale, in its slot's
 * category; then the same engine the builder runs in the browser answers.
 */
export async function checkBuildOfProducts(db: Db, parts: BuildParts): Promise<BuildCheck> {
  const wanted = slotEntries(parts);
  const ids = [...new Set(wanted.map(({ id }) => id.toLowerCase()))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(products)
          .where(and(inArray(products.id, ids), isNull(products.deletedAt)));
  const byId = new Map(rows.map((row) => [row.id, row]));

  const wrong: Record<string, string> = {};
  for (const { field, slot, id } of wanted) {
    const row = byId.get(id.toLowerCase());
    if (!row) throw new HttpError(404, `No product ${id} is on sale (${field}).`);
    if (row.category !== slot) {
      const label = CATEGORY_LABELS[slot].toLowerCase();
      wrong[field] = `${row.name} (${id}) is not in ${label}.`;
    }
  }
  const [firstField, firstMessage] = Object.entries(wrong)[0] ?? [];
  if (firstField) throw new HttpError(400, `${firstField}: ${firstMessage}`, wrong);

  const partOf = (id: string): BuildPart => {
    const row = byId.get(id.toLowerCase());
    if (!row) throw new Error(`product ${id} vanished between lookup and check`);
    return {
      id: row.id,
      name: row.name,
      category: row.category as Category,
      specs: row.specs,
      price: row.priceTk,
    };
  };
  const build: Record<string, unknown> = {};
  for (const slot of SINGLE_SLOTS) {
    const id = parts[slot];
    if (id) build[slot] = partOf(id);
  }
  for (const slot of LIST_SLOTS) build[slot] = (parts[slot] ?? []).map(partOf);
  return checkBuild(build as unknown as Build);
}

type Entry = { field: string; slot: SingleSlot | ListSlot; id: string };

function slotEntries(parts: BuildParts): Entry[] {
  const entries: Entry[] = [];
  for (const slot of SINGLE_SLOTS) {
    const id = parts[slot];
    if (id) entries.push({ field: `parts.${slot}`, slot, id });
  }
  for (const slot of LIST_SLOTS) {
    (parts[slot] ?? []).forEach((id, i) => entries.push({ field: `parts.${slot}.${i}`, slot, id }));
  }
  return entries;
}
