import { buildCheckSchema, checkBuildRequestSchema } from '../schemas/build.ts';
import { defineEndpoint, type Declarations } from './endpoint.ts';
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
} as const satisfies Declarations<typeof buildRoutes>;
