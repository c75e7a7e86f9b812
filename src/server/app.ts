import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAuthContext } from './auth/auth-context.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { googleRoutes } from './features/auth/google.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { imageRoutes } from './features/images/images.routes.ts';
import { orderRoutes } from './features/orders/orders.routes.ts';
import { productAdminRoutes } from './features/products/products.admin.routes.ts';
import { productRoutes } from './features/products/products.routes.ts';
import { reviewRoutes } from './features/reviews/reviews.routes.ts';
import { userAdminRoutes } from './features/users/users.admin.routes.ts';
import { userRoutes } from './features/users/users.routes.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { overviewRoutes } from './features/dashboard/overview.routes.ts';
import { registerAccessControl } from './http/access.ts';
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

/** Builds the whole HTTP application without listening, so tests can inject requests. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const { db, pool } = database;
  const auth = await createAuthContext(config, db);
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
  registerAccessControl(app, auth.identify);
  await registerSecurityHeaders(app, Boolean(config.PUBLIC_URL?.startsWith('https:')));
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: { info: { title: 'Circuit Haat API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  await app.register(healthRoutes, { pool });
  await app.register(productRoutes, { db });
  await app.register(productAdminRoutes, { db });
  await app.register(reviewRoutes, { db });
  await app.register(orderRoutes, { db });
  await app.register(imageRoutes, { db });
  await app.register(authRoutes, { auth });
  await app.register(googleRoutes, { auth });
  await app.register(userRoutes, { auth });
  await app.register(userAdminRoutes, { db });
  await app.register(profileRoutes, { db });
  await app.register(overviewRoutes, { db });
  app.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  await registerWebAssets(app, deps.webDir ?? webDistDir);
  return app;
}
