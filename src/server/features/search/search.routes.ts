import type { FastifyPluginAsync } from 'fastify';
import { searchEndpoints } from '../../../shared/api/search.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { CatalogueCache } from '../../cache/answer-cache.ts';
import { sendAnswer } from '../../cache/send-answer.ts';
import { suggestionsFor } from './suggestions.ts';
import { readSynonyms, saveSynonyms } from './synonyms.repository.ts';

export const searchRoutes: FastifyPluginAsync<{ db: Db; cache: CatalogueCache }> = async (
  app,
  { db, cache },
) => {
  // Cached like the catalogue: forgotten on every change of a product or a synonym.
  endpointRoute(app, searchEndpoints.suggest, async (request, reply) => {
    const query = request.query.q ?? '';
    const answer = await cache.get(`suggest ${query.toLowerCase()}`, async () => ({
      json: JSON.stringify(await suggestionsFor(db, query)),
    }));
    return sendAnswer(request, reply, answer, cache);
  });

  endpointRoute(app, searchEndpoints.synonyms, () => readSynonyms(db));

  endpointRoute(app, searchEndpoints.saveSynonyms, (request) => saveSynonyms(db, request.body));
};
