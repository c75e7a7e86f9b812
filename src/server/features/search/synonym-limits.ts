import { MAX_GROUPS_OF_A_SYNONYM } from '../../../shared/constants.ts';
import type { SynonymGroups } from '../../../shared/schemas/search.ts';
import { queryWords } from './search-words.ts';

/**
 * Why the owner's groups cannot be saved, or undefined when they can: a word or phrase in more
 * groups than MAX_GROUPS_OF_A_SYNONYM. Words are compared as a query reads them (the schema has
 * checked the rest: groups, words in a group, length), so "PC" and "pc" are one word and a word
 * twice in one group counts once. The shop's own groups are not counted.
 */
export function synonymLimitRefusal(groups: SynonymGroups): string | undefined {
  const groupsOf = new Map<string, { typed: string; count: number }>();
  for (const group of groups) {
    const keys = new Map(group.words.map((word) => [queryWords(word).join(' '), word]));
    for (const [key, typed] of keys) {
      if (key === '') continue;
      const seen = groupsOf.get(key);
      groupsOf.set(key, { typed: seen?.typed ?? typed, count: (seen?.count ?? 0) + 1 });
    }
  }
  for (const { typed, count } of groupsOf.values()) {
    if (count > MAX_GROUPS_OF_A_SYNONYM) {
      return (
        `"${typed}" is in ${count} groups; a word or phrase may be in at most ` +
        `${MAX_GROUPS_OF_A_SYNONYM}. Merge those groups into one, or leave "${typed}" out of ` +
        `all but ${MAX_GROUPS_OF_A_SYNONYM}.`
      );
    }
  }
  return undefined;
}
