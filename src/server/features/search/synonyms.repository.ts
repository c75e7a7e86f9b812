import { asc } from 'drizzle-orm';
import type { SynonymGroups } from '../../../shared/schemas/search.ts';
import type { Db } from '../../db/client.ts';
import { searchSynonymGroups } from '../../db/schema-search.ts';
import { HttpError } from '../../http/errors.ts';
import { searchWordsOf } from './search-words-store.ts';
import { synonymLimitRefusal } from './synonym-limits.ts';

export async function readSynonyms(db: Db): Promise<SynonymGroups> {
  const rows = await db
    .select({ words: searchSynonymGroups.words })
    .from(searchSynonymGroups)
    .orderBy(asc(searchSynonymGroups.position));
  return rows.map(({ words }) => ({ words }));
}

/**
 * Replaces the owner's groups in one go; triggers make every instance forget its answers and
 * the groups it kept. Groups past the owner's limits are refused and nothing changes.
 */
export async function saveSynonyms(db: Db, groups: SynonymGroups): Promise<SynonymGroups> {
  const refusal = synonymLimitRefusal(groups);
  if (refusal) throw new HttpError(400, refusal);
  await db.transaction(async (tx) => {
    await tx.delete(searchSynonymGroups);
    if (groups.length > 0) {
      await tx
        .insert(searchSynonymGroups)
        .values(groups.map((group, position) => ({ position, words: [...new Set(group.words)] })));
    }
  });
  // This instance reads with the new groups at once; the others when notified.
  searchWordsOf(db).changed();
  return readSynonyms(db);
}
