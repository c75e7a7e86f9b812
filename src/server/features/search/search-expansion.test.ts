import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  MAX_GROUPS_OF_A_SYNONYM,
  MAX_SYNONYM_GROUPS,
  MAX_SYNONYM_LENGTH,
  MAX_SYNONYMS_IN_GROUP,
} from '../../../shared/constants.ts';
import type { SynonymGroups } from '../../../shared/schemas/search.ts';
import { searchSynonymGroups } from '../../db/schema-search.ts';
import type { SignedIn } from '../../test/auth-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MAX_PART_ALTERNATIVES, MAX_QUERY_ALTERNATIVES, readSearchQuery } from './search-query.ts';
import { searchWordsOf } from './search-words-store.ts';
import { stockShop } from './search-test-shop.ts';

// The audit's M1: with "pc" in many of the owner's synonym groups, a query of "pc" repeated
// expanded to every member of every group for every word typed, four times over, and stalled
// the database. The owner's settings now bound what a word can stand for, and the query reader
// bounds what any query expands to, whatever the settings hold.

let shop: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  shop = await createTestApp();
  ({ owner } = await stockShop(shop));
});
afterAll(() => shop.close());

/** The audit's query: "pc" repeated to 98 characters. */
const REPEATED_PC = Array.from({ length: 33 }, () => 'pc').join(' ');

/** Letters only, so each filler is one lexeme and never a model number: 0 -> "a", 27 -> "bb". */
const letters = (n: number) =>
  n.toString(26).replace(/./g, (digit) => String.fromCharCode(97 + parseInt(digit, 26)));

/** A group holding `word` and fillers no product uses, full to the group limit. */
const groupOf = (word: string, group: number, size = MAX_SYNONYMS_IN_GROUP) => ({
  words: [
    word,
    ...Array.from({ length: size - 1 }, (_, i) => `${word}${letters(group)}x${letters(i)}`),
  ],
});

const save = (payload: unknown) =>
  shop.app.inject({
    method: 'PUT',
    url: '/api/admin/search-synonyms',
    headers: owner.headers,
    payload: payload as object,
  });
const saved = async () =>
  (
    await shop.app.inject({
      method: 'GET',
      url: '/api/admin/search-synonyms',
      headers: owner.headers,
    })
  ).json<SynonymGroups>();

/** The list, its facets and the suggestions for `q`: each must answer 200. */
async function searchEverywhere(q: string) {
  const encoded = encodeURIComponent(q);
  for (const url of [
    `/api/product?q=${encoded}`,
    `/api/product/facets?q=${encoded}`,
    `/api/search/suggest?q=${encoded}`,
  ]) {
    const response = await shop.app.inject({ method: 'GET', url });
    expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  }
}

/**
 * What the reader made of `q`: the alternatives it counted, and the size PostgreSQL gives the
 * statement's tsquery (numnode: lexemes and operators), both for the search and for a
 * suggestion (the last word as a prefix).
 */
async function expansionOf(q: string) {
  const { db } = shop.database;
  const sizes = [];
  for (const prefix of [false, true]) {
    const search = await readSearchQuery(db, q, { prefix });
    const nodes = await db.execute<{ n: number }>(
      sql`select numnode(${search.match}::tsquery) as n`,
    );
    sizes.push({ alternatives: search.alternatives, nodes: nodes.rows[0]!.n });
  }
  return sizes;
}

describe("the owner's synonyms are bounded when saved", () => {
  test("the audit's 200 groups of 20, every one holding pc, are refused with a 400 naming the limit; nothing changes", async () => {
    const before = await saved();
    const audit = Array.from({ length: 200 }, (_, g) => groupOf('pc', g, 20));
    const response = await save(audit);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(
      `"pc" is in 200 groups; a word or phrase may be in at most ${MAX_GROUPS_OF_A_SYNONYM}`,
    );
    expect(await saved()).toEqual(before);
  });

  test('the largest list the limits allow, every entry as long as allowed and in Bangla, is saved from one request', async () => {
    // Bangla consonants as digits: every entry different, 40 characters of 3 bytes each.
    const bangla = (n: number) =>
      n
        .toString(36)
        .replace(/./g, (digit) => String.fromCharCode(0x995 + parseInt(digit, 36)))
        .padStart(MAX_SYNONYM_LENGTH, '\u0995');
    const largest = Array.from({ length: MAX_SYNONYM_GROUPS }, (_, g) => ({
      words: Array.from({ length: MAX_SYNONYMS_IN_GROUP }, (_, i) =>
        bangla(g * MAX_SYNONYMS_IN_GROUP + i),
      ),
    }));
    expect(Buffer.byteLength(JSON.stringify(largest))).toBeGreaterThan(64 * 1024);
    const response = await save(largest);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(await saved()).toEqual(largest);
  });

  test('a word counts as the search reads it: PC and pc are one word, twice in a group is once', async () => {
    const tooMany = Array.from({ length: MAX_GROUPS_OF_A_SYNONYM + 1 }, (_, g) => ({
      words: [g % 2 ? 'PC' : 'pc', `computer${letters(g)}`],
    }));
    const refused = await save(tooMany);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('Merge those groups');
    const twiceInOne = [{ words: ['pc', 'PC', 'computer'] }, { words: ['pc', 'desktop'] }];
    expect((await save(twiceInOne)).statusCode).toBe(200);
  });
});

describe('a query of one synonym word repeated', () => {
  test('with pc in as many full groups as the limits allow, the list, facets and suggestions answer 200 and the expansion stays bounded', async () => {
    const withPc = Array.from({ length: MAX_GROUPS_OF_A_SYNONYM }, (_, g) => groupOf('pc', g));
    const others = Array.from({ length: MAX_SYNONYM_GROUPS - withPc.length }, (_, g) =>
      groupOf(`other${letters(g)}`, g),
    );
    const response = await save([...withPc, ...others]);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);

    await searchEverywhere(REPEATED_PC);
    for (const { alternatives, nodes } of await expansionOf(REPEATED_PC)) {
      // Each alternative is one lexeme, joined by one operator (and the SKU the whole query
      // may be, one more of each).
      expect(nodes).toBeLessThanOrEqual(2 * MAX_PART_ALTERNATIVES + 1);
      // Every member of the groups holding pc, once: "pc pc" needs nothing "pc" does not.
      expect(alternatives).toBe(1 + withPc.length * (MAX_SYNONYMS_IN_GROUP - 1));
    }
  });

  test('twenty different words, each in as many full groups as allowed, share one bound', async () => {
    const words = Array.from({ length: 20 }, (_, w) => `pc${letters(w)}`);
    const groups = words.flatMap((word, w) =>
      Array.from({ length: MAX_GROUPS_OF_A_SYNONYM }, (_, g) =>
        groupOf(word, w * MAX_GROUPS_OF_A_SYNONYM + g),
      ),
    );
    expect((await save(groups)).statusCode).toBe(200);
    const q = words.join(' ');
    await searchEverywhere(q);
    for (const { alternatives, nodes } of await expansionOf(q)) {
      expect(nodes).toBeLessThanOrEqual(2 * MAX_QUERY_ALTERNATIVES + 1);
      expect(alternatives).toBe(MAX_QUERY_ALTERNATIVES);
    }
  });

  test("the audit's 200 groups of 20 kept from before the limits still read as a bounded query", async () => {
    // Written as an earlier version of the shop let the owner save them.
    const { db } = shop.database;
    await db.transaction(async (tx) => {
      await tx.delete(searchSynonymGroups);
      await tx
        .insert(searchSynonymGroups)
        .values(
          Array.from({ length: 200 }, (_, g) => ({ position: g, words: groupOf('pc', g).words })),
        );
    });
    searchWordsOf(db).changed();
    // One "pc" fewer than before: an answer no earlier test cached.
    await searchEverywhere(REPEATED_PC.slice(3));
    for (const { alternatives, nodes } of await expansionOf(REPEATED_PC)) {
      expect(nodes).toBeLessThanOrEqual(2 * MAX_PART_ALTERNATIVES + 1);
      expect(alternatives).toBe(MAX_PART_ALTERNATIVES);
    }
    // The owner can still read them, and must bring them within the limits to save again.
    expect(await saved()).toHaveLength(200);
  });
});
