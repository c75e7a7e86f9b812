import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { imageRoutes } from './features/images/images.routes.ts';
import { productRoutes } from './features/products/products.routes.ts';
import { reviewRoutes } from './features/reviews/reviews.routes.ts';
import { registerAccessControl, type IdentifyCaller } from './http/access.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebAssets } from './http/web-assets.ts';
import { webDistDir } from './project-paths.ts';

export interface AppDependencies {
  config: Config;
  database: Database;
  /** Where the built web app lives; tests of the API alone may point it anywhere. */
  webDir?: string;
  logger?: boolean | object;
}

// Until sign-in exists, no caller is identified, so every non-public route answers 401.
const noCallerYet: IdentifyCaller = async () => undefined;

/** Builds the whole HTTP application without listening, so tests can inject requests. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const { db, pool } = database;
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: config.TRUST_PROXY ?? false,
    bodyLimit: 64 * 1024,
    // Long enough for a percent-encoded email of the longest legal length, so an
    // over-long one reaches its schema and gets a 400 with a message, not a 404.
    routerOptions: { maxParamLength: 1024 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerAccessControl(app, noCallerYet);
  await registerSecurityHeaders(app, Boolean(config.PUBLIC_URL?.startsWith('https:')));
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(swagger, {
    openapi: { info: { title: 'Circuit Haat API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  await app.register(healthRoutes, { pool });
  await app.register(productRoutes, { db });
  await app.register(reviewRoutes, { db });
  await app.register(imageRoutes, { db });
  app.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  await registerWebAssets(app, deps.webDir ?? webDistDir);
  return app;
}
