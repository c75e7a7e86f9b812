import { asc } from 'drizzle-orm';
import type { SynonymGroups } from '../../../shared/schemas/search.ts';
import type { Db } from '../../db/client.ts';
import { searchSynonymGroups } from '../../db/schema-search.ts';

export async function readSynonyms(db: Db): Promise<SynonymGroups> {
  const rows = await db
    .select({ words: searchSynonymGroups.words })
    .from(searchSynonymGroups)
    .orderBy(asc(searchSynonymGroups.position));
  return rows.map(({ words }) => ({ words }));
}

/** Replaces the owner's groups in one go; a trigger makes every instance forget its answers. */
export async function saveSynonyms(db: Db, groups: SynonymGroups): Promise<SynonymGroups> {
  await db.transaction(async (tx) => {
    await tx.delete(searchSynonymGroups);
    if (groups.length > 0) {
      await tx
        .insert(searchSynonymGroups)
        .values(groups.map((group, position) => ({ position, words: [...new Set(group.words)] })));
    }
  });
  return readSynonyms(db);
}
