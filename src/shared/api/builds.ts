import { z } from 'zod';
import { buildCheckSchema, checkBuildRequestSchema } from '../schemas/build.ts';
import {
  saveBuildRequestSchema,
  savedBuildIdParamsSchema,
  savedBuildSchema,
  updateBuildRequestSchema,
} from '../schemas/saved-build.ts';
import { defineEndpoint, noBody, type Declarations } from './endpoint.ts';
import { buildRoutes } from './routes/builds.ts';

export const buildEndpoints = {
  check: defineEndpoint(buildRoutes.check, {
    tags: ['builds'],
    summary:
      'Check a PC build: compatibility problems, estimated power draw, recommended power supply, total',
    body: checkBuildRequestSchema,
    answers: { 200: buildCheckSchema },
    refusals: [404],
  }),
  list: defineEndpoint(buildRoutes.list, {
    tags: ['builds'],
    summary:
      'The caller’s saved builds, the latest changed first, each with today’s total and compatibility verdict',
    answers: { 200: z.array(savedBuildSchema) },
  }),
  save: defineEndpoint(buildRoutes.save, {
    tags: ['builds'],
    summary:
      'Save a build under a name (unique in the account; every part must be on sale in its slot)',
    body: saveBuildRequestSchema,
    answers: { 201: savedBuildSchema },
    refusals: [404, 409],
  }),
  update: defineEndpoint(buildRoutes.update, {
    tags: ['builds'],
    summary: 'Rename a saved build, replace its parts, or both',
    params: savedBuildIdParamsSchema,
    body: updateBuildRequestSchema,
    answers: { 200: savedBuildSchema },
    refusals: [404, 409],
  }),
  remove: defineEndpoint(buildRoutes.remove, {
    tags: ['builds'],
    summary: 'Delete a saved build',
    params: savedBuildIdParamsSchema,
    answers: { 204: noBody('Deleted') },
    refusals: [404],
  }),
} as const satisfies Declarations<typeof buildRoutes>;
