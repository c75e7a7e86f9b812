import {
  MAX_GROUPS_OF_A_SYNONYM,
  MAX_SYNONYM_GROUPS,
  MAX_SYNONYM_LENGTH,
  MAX_SYNONYMS_IN_GROUP,
} from '../constants.ts';
import { suggestionsSchema, suggestQuerySchema, synonymGroupsSchema } from '../schemas/search.ts';
import { defineEndpoint, noBody, type Declarations } from './endpoint.ts';
import { searchRoutes } from './routes/search.ts';

/**
 * The owner's whole list is one request: at its largest (every group full, every entry as
 * long as allowed, in Bangla at 3 bytes a character) it is about 500 KB of JSON, past the
 * app's 64 KB, so the dashboard could not save a list the limits allow.
 */
const SYNONYMS_BODY_LIMIT =
  MAX_SYNONYM_GROUPS * (32 + MAX_SYNONYMS_IN_GROUP * (MAX_SYNONYM_LENGTH * 3 + 8));

export const searchEndpoints = {
  suggest: defineEndpoint(searchRoutes.suggest, {
    tags: ['search'],
    summary:
      'Suggestions while typing: up to 8 products (the last word matched as a prefix) and the categories of what the query finds',
    query: suggestQuerySchema,
    answers: {
      200: suggestionsSchema,
      304: noBody('Not modified: the copy the caller holds (If-None-Match) is current'),
    },
  }),
  synonyms: defineEndpoint(searchRoutes.synonyms, {
    tags: ['search'],
    summary: "The owner's synonym groups (the shop's own list always applies besides)",
    answers: { 200: synonymGroupsSchema },
  }),
  saveSynonyms: defineEndpoint(searchRoutes.saveSynonyms, {
    tags: ['search'],
    summary:
      `Replace the owner's synonym groups; searches use them at once. At most ${MAX_SYNONYM_GROUPS} groups ` +
      `of 2 to ${MAX_SYNONYMS_IN_GROUP} words or phrases of up to ${MAX_SYNONYM_LENGTH} characters, and one ` +
      `word or phrase in at most ${MAX_GROUPS_OF_A_SYNONYM} groups (a 400 otherwise; nothing changes)`,
    body: synonymGroupsSchema,
    bodyLimit: SYNONYMS_BODY_LIMIT,
    answers: { 200: synonymGroupsSchema },
  }),
} as const satisfies Declarations<typeof searchRoutes>;
