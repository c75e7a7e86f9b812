import { z } from 'zod';
import { CATEGORIES } from '../categories.ts';
import {
  MAX_QUERY_LENGTH,
  MAX_SYNONYM_GROUPS,
  MAX_SYNONYM_LENGTH,
  MAX_SYNONYMS_IN_GROUP,
} from '../constants.ts';
import { idSchema } from './common.ts';

/** What a shopper typed so far; longer text is cut, not refused. */
export const suggestQuerySchema = z.looseObject({
  q: z
    .string()
    .transform((text) => text.trim().slice(0, MAX_QUERY_LENGTH).trim())
    .optional(),
});

export const suggestionsSchema = z.object({
  /** The query as read (trimmed, cut at 100 characters). */
  query: z.string(),
  /** At most 8, best first; the last word is matched as the start of a word. */
  products: z.array(
    z.object({
      _id: idSchema,
      name: z.string(),
      price: z.number().int(),
      image: z.string(),
      /** The product's page. */
      path: z.string(),
    }),
  ),
  /** The categories of everything the query finds, the fullest first. */
  categories: z.array(
    z.object({ category: z.enum(CATEGORIES), label: z.string(), count: z.number().int() }),
  ),
  /** When nothing is found: the query with its unknown words spelt as products spell them. */
  correction: z.string().nullable(),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

const synonym = z
  .string({ message: 'Each synonym must be text' })
  .trim()
  .min(1, 'A synonym cannot be empty')
  .max(
    MAX_SYNONYM_LENGTH,
    `A synonym must be at most ${MAX_SYNONYM_LENGTH} characters: shorten it or leave it out`,
  )
  .refine((word) => /[0-9a-zA-Z\u0980-\u09ff]/.test(word), {
    message: 'A synonym needs a letter or a digit',
  });

/** The owner's synonyms: each group a set of words or phrases that mean the same. */
export const synonymGroupsSchema = z
  .array(
    z.object({
      words: z
        .array(synonym, { message: 'words must be a list' })
        .min(2, 'A group needs at least two words')
        .max(
          MAX_SYNONYMS_IN_GROUP,
          `A group holds at most ${MAX_SYNONYMS_IN_GROUP} words: keep the ones shoppers type`,
        ),
    }),
    { message: 'Synonyms must be a list of groups' },
  )
  .max(
    MAX_SYNONYM_GROUPS,
    `At most ${MAX_SYNONYM_GROUPS} groups: merge groups of the same thing or remove some`,
  );
export type SynonymGroups = z.infer<typeof synonymGroupsSchema>;
