import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import { createServer } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { allEndpoints } from '../shared/api/registry.ts';
import { createAuthContext } from './auth/auth-context.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authRoutes, phoneAccountRoutes } from './features/auth/index.ts';
import { buildRoutes } from './features/builds/index.ts';
import { googleRoutes } from './features/auth/index.ts';
import { deliveryRoutes } from './features/delivery/index.ts';
import { healthRoutes } from './features/health/index.ts';
import { imageRoutes, pictureStore } from './features/images/index.ts';
import { startOrphanSweeper } from './features/images/index.ts';
import { startCheckoutKeySweeper } from './features/checkout/index.ts';
import { addressRoutes } from './features/addresses/index.ts';
import { cartRoutes } from './features/cart/index.ts';
import { checkoutRoutes } from './features/checkout/index.ts';
import { phoneOrderRoutes } from './features/phone-orders/index.ts';
import { orderAdminRoutes } from './features/orders/index.ts';
import { stockRoutes } from './features/stock/index.ts';
import { gatewaysFromConfig } from './features/payments/index.ts';
import { startPaymentSweeper } from './features/payments/index.ts';
import { paymentRoutes } from './features/payments/index.ts';
import { courierDeskRoutes } from './features/couriers/index.ts';
import { quoteAdvances } from './features/payments/index.ts';
import { orderRoutes } from './features/orders/index.ts';
import { courierRoutes, couriersFromConfig } from './features/couriers/index.ts';
import { startParcelChecks } from './features/couriers/index.ts';
import { webhookSecretNotices, webhookSecretsFromConfig } from './features/couriers/index.ts';
import { bulkPriceRoutes, productAdminRoutes } from './features/products/index.ts';
import { catalogueFileRoutes } from './features/catalogue-files/index.ts';
import { productRoutes } from './features/products/index.ts';
import { SEARCH_WORDS_CHANNEL, searchRoutes, searchWordsOf } from './features/search/index.ts';
import { couponRoutes } from './features/coupons/index.ts';
import { emiRoutes } from './features/emi/index.ts';
import { startSaleEnder } from './features/products/index.ts';
import { CatalogueCache, type CatalogueCacheLimits } from './cache/answer-cache.ts';
import { listenForCatalogueChanges } from './cache/catalogue-change-listener.ts';
import { serveReadyResponse } from './cache/fast-path.ts';
import { reviewRoutes } from './features/reviews/index.ts';
import { userAdminRoutes } from './features/users/index.ts';
import { userRoutes } from './features/users/index.ts';
import { profileRoutes } from './features/profile/index.ts';
import { overviewRoutes } from './features/dashboard/index.ts';
import { reportRoutes } from './features/reports/index.ts';
import { demoDataRoutes } from './features/demo-data/index.ts';
import { SHOP_SETTINGS_CHANNEL, ShopSettingsStore } from './features/shop/index.ts';
import { shopRoutes } from './features/shop/index.ts';
import { activityRoutes, recordSettingsSaves } from './features/activity/index.ts';
import { createMailer } from './mail/mailer.ts';
import { emailVerificationRoutes } from './features/email-verification/index.ts';
import { noticeRoutes } from './features/notices/index.ts';
import { stockAlertRoutes } from './features/stock-alerts/index.ts';
import { warrantyDeskRoutes, warrantyRoutes } from './features/warranty/index.ts';
import { noticeChannels, startNoticeWorker } from './features/notices/index.ts';
import { lowStockRoutes, lowStockSummary } from './features/low-stock/index.ts';
import { createSmsSender } from './features/notices/index.ts';
import { phoneSignInRoutes } from './features/phone-sign-in/index.ts';
import { passwordResetRoutes } from './features/password-reset/index.ts';
import { reviewModerationRoutes } from './features/reviews/index.ts';
import { registerAccessControl } from './http/access.ts';
import { answerBadUrlInApp, registerBadUrlRefusal } from './http/bad-url.ts';
import { apiDocumentOptions } from './http/api-document.ts';
import { registerMethodNotAllowed } from './http/method-not-allowed.ts';
import { registerCors } from './http/cors.ts';
import { registerErrorHandling } from './http/errors.ts';
import { inlineScriptHashes } from './http/inline-scripts.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerTextInputCheck } from './http/text-input.ts';
import { registerWebAssets } from './http/web-assets.ts';
import { crawlerRoutes } from './pages/crawler-routes.ts';
import { productPageRedirects } from './pages/product-address.ts';
import { webDistDir } from './project-paths.ts';

export interface AppDependencies {
  config: Config;
  database: Database;
  /** Where the built web app lives; tests of the API alone may point it anywhere. */
  webDir?: string;
  logger?: boolean | object;
  /**
   * The catalogue cache's bounds; the shop runs with DEFAULT_CACHE_LIMITS. Tests of what the
   * cache keeps widen its freshness bound, which a busy machine's late checks would
   * otherwise trip between two requests (the bound itself is answer-cache.test.ts's).
   */
  cacheLimits?: CatalogueCacheLimits;
  /** Called with every answer before it leaves; the tests check each against the document. */
  onAnswer?: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The public answers and rendered pages kept in memory; its size is what tests read. */
    catalogueCache: CatalogueCache;
  }
}

/** GET /api/docs: the document itself, outside the document. */
const DOCS_PATH = '/api/docs';

/** Builds the whole HTTP application without listening, so tests can inject requests. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const { db, pool } = database;
  const mail = createMailer(config);
  const auth = await createAuthContext(config, db, mail);
  // Public catalogue answers, emptied on every committed change in any instance
  // (PostgreSQL NOTIFY) and, for read-your-writes, at once after a write through this one.
  const catalogueCache = new CatalogueCache(deps.cacheLimits);
  const app = Fastify({
    // A catalogue answer given moments ago is given again before the framework runs.
    serverFactory: (handler) =>
      createServer((request, response) => {
        if (!serveReadyResponse(catalogueCache, request, response)) handler(request, response);
      }),
    logger: deps.logger ?? false,
    trustProxy: config.TRUST_PROXY ?? false,
    bodyLimit: 64 * 1024,
    // Long enough for a percent-encoded email of the longest legal length, so an
    // over-long one reaches its schema and gets a 400 with a message, not a 404.
    routerOptions: { maxParamLength: 1024 },
    // An address the router cannot decode gets the app's error shape and headers too.
    frameworkErrors: answerBadUrlInApp,
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('catalogueCache', catalogueCache);

  const { onAnswer } = deps;
  if (onAnswer) {
    // First of all onSend hooks, so it sees the body before compression.
    app.addHook('onSend', async (request, reply, payload) => {
      onAnswer(request, reply, payload);
      return payload;
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Headers first: a 401 or 403 from access control carries them too.
  await registerSecurityHeaders(app, {
    httpsPublicUrl: Boolean(config.PUBLIC_URL?.startsWith('https:')),
    inlineScriptHashes: inlineScriptHashes(deps.webDir ?? webDistDir),
  });
  registerBadUrlRefusal(app);
  // Unprintable characters in any text input: a 400 before any route's own validation.
  registerTextInputCheck(app);
  // Access control first: its onRoute check must see every route, the CORS preflight too.
  registerAccessControl(app, auth.identify);
  registerCors(app, config.CORS_ORIGINS);
  registerMethodNotAllowed(app, [...allEndpoints, { method: 'GET', path: DOCS_PATH }]);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  await app.register(swagger, apiDocumentOptions);

  // The shop's settings, kept in memory and refreshed on the same change notices.
  const shopSettings = new ShopSettingsStore(db);
  app.decorate('shopSettings', shopSettings);
  const searchWords = searchWordsOf(db);
  const catalogueListener = listenForCatalogueChanges(
    pool.options,
    catalogueCache,
    (message) => app.log.warn(message),
    [
      {
        channel: SHOP_SETTINGS_CHANNEL,
        // Rendered pages show the shop's name and contact: they go too.
        changed: () => {
          shopSettings.changed();
          catalogueCache.invalidate();
        },
        setTrusted: (trusted) => shopSettings.setTrusted(trusted),
      },
      {
        // The words queries are read with (synonyms, the lexicon's spellings); answers a
        // search gave with the old ones go too, whichever notice arrives first.
        channel: SEARCH_WORDS_CHANNEL,
        changed: () => {
          searchWords.changed();
          catalogueCache.invalidate();
        },
        setTrusted: (trusted) => searchWords.setTrusted(trusted),
      },
    ],
  );
  await catalogueListener.ready;
  app.addHook('onClose', () => catalogueListener.close());
  const orphanSweeper = startOrphanSweeper(db, app.log);
  app.addHook('onClose', () => orphanSweeper.stop());
  const checkoutKeySweeper = startCheckoutKeySweeper(pool, app.log);
  app.addHook('onClose', () => checkoutKeySweeper.stop());
  const saleEnder = startSaleEnder(pool, app.log);
  app.addHook('onClose', () => saleEnder.stop());
  // Order notices: sent by a worker in every instance, stopped before the pool closes.
  const noticeProviders = {
    mail,
    sms: createSmsSender(config),
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
    shopName: async () => (await shopSettings.get()).name,
    shopPhone: async () => (await shopSettings.get()).phone,
  };
  const noticeWorker = await startNoticeWorker(
    pool,
    noticeProviders,
    (level, message) => app.log[level](message),
    [lowStockSummary(db)],
  );
  app.addHook('onClose', () => noticeWorker.stop());
  app.addHook('onSend', async (request, reply) => {
    const unchanged = request.routeOptions.config.endpoint?.catalogueUnchanged === true;
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      reply.statusCode < 400 &&
      !unchanged
    ) {
      catalogueCache.invalidate();
    }
  });
  // After the cache is emptied: the log reads a saved setting fresh.
  recordSettingsSaves(app, db);

  await app.register(healthRoutes, { pool });
  await app.register(productRoutes, { db, pool, cache: catalogueCache });
  await app.register(searchRoutes, { db, cache: catalogueCache });
  await app.register(productAdminRoutes, { db, pool });
  await app.register(bulkPriceRoutes, { db });
  await app.register(lowStockRoutes, { db });
  // One decode gate for every picture upload: the single ones and the zip of pictures.
  const pictures = pictureStore(db, config.IMAGE_DECODE_CONCURRENCY);
  await app.register(catalogueFileRoutes, { pool, pictures });
  await app.register(buildRoutes, { db, pool });
  await app.register(reviewRoutes, { db });
  await app.register(reviewModerationRoutes, { db });
  await app.register(couponRoutes, { db, pool });
  await app.register(emiRoutes, { pool });
  // Online payments: only the gateways configured; unpaid orders release their stock.
  const gateways = gatewaysFromConfig(config);
  const holdMinutes = config.PAYMENT_HOLD_MINUTES;
  // Every order alike: the rate limit, and the channels its notices are written for.
  const placementRules = {
    limit: { perMinute: config.ORDER_LIMIT_PER_USER_PER_MINUTE },
    notices: noticeChannels(noticeProviders),
  };
  await app.register(orderRoutes, {
    db,
    pool,
    rules: placementRules,
    payments: { gateways, holdMinutes },
  });
  await app.register(orderAdminRoutes, { db, pool });
  await app.register(cartRoutes, { pool });
  await app.register(addressRoutes, { db });
  const paymentSweeper = startPaymentSweeper(pool, gateways, app.log, config.PAYMENT_SWEEP_SECONDS);
  app.addHook('onClose', () => paymentSweeper.stop());
  await app.register(checkoutRoutes, {
    pool,
    rules: placementRules,
    payments: { gateways, holdMinutes },
  });
  await app.register(paymentRoutes, { pool, gateways, holdMinutes });
  await app.register(phoneOrderRoutes, {
    pool,
    db,
    rules: placementRules,
    payments: { gateways, holdMinutes },
    sms: {
      send: noticeProviders.sms,
      publicUrl: noticeProviders.publicUrl,
      shopName: noticeProviders.shopName,
    },
  });
  await app.register(stockRoutes, { pool });
  // Couriers: only those configured; every instance asks them about unfinished parcels.
  const couriers = couriersFromConfig(config);
  const pollSeconds = config.COURIER_POLL_SECONDS;
  const parcelChecks = startParcelChecks(
    { pool, couriers, pollSeconds },
    { info: (message) => app.log.info(message), error: (message) => app.log.error(message) },
  );
  app.addHook('onClose', () => parcelChecks.stop());
  // Each courier's pushes are proven by its own secret; an owner still on the old shared
  // one is told at the start what to set instead.
  for (const notice of webhookSecretNotices(config)) app.log.warn(notice);
  await app.register(courierRoutes, {
    pool,
    couriers,
    pollSeconds,
    webhookSecrets: webhookSecretsFromConfig(config),
  });
  // Pathao's place lists (one token per instance: the booking's own Pathao), labels and
  // cash reconciliation for staff.
  await app.register(courierDeskRoutes, { db, pool, pathao: couriers.pathao });
  await app.register(deliveryRoutes, {
    pool,
    codAdvances: (district, options) => quoteAdvances(pool, gateways, district, options),
  });
  await app.register(imageRoutes, {
    db,
    pictures,
    quota: {
      customerPerHour: config.UPLOAD_LIMIT_PER_USER_PER_HOUR,
      customerPerDay: config.UPLOAD_LIMIT_PER_USER_PER_DAY,
      adminPerHour: config.UPLOAD_LIMIT_PER_ADMIN_PER_HOUR,
      adminPerDay: config.UPLOAD_LIMIT_PER_ADMIN_PER_DAY,
    },
  });
  await app.register(authRoutes, { auth });
  await app.register(phoneAccountRoutes, { auth });
  await app.register(googleRoutes, { auth });
  await app.register(userRoutes, { auth });
  await app.register(userAdminRoutes, { db });
  await app.register(profileRoutes, { db });
  await app.register(overviewRoutes, { db, pool, gateways });
  await app.register(reportRoutes, { pool });
  await app.register(shopRoutes, { store: shopSettings });
  await app.register(demoDataRoutes, { db });
  await app.register(activityRoutes, { db });
  await app.register(passwordResetRoutes, { db, mailer: auth.mailer });
  await app.register(emailVerificationRoutes, { auth });
  await app.register(phoneSignInRoutes, {
    auth,
    pool,
    sms: noticeProviders.sms,
    shopName: noticeProviders.shopName,
  });
  await app.register(noticeRoutes, { pool, db });
  await app.register(stockAlertRoutes, { pool, db });
  await app.register(warrantyRoutes, { pool, db });
  await app.register(warrantyDeskRoutes, { pool });
  app.get(DOCS_PATH, { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  await app.register(crawlerRoutes, { db, cache: catalogueCache, publicUrl: config.PUBLIC_URL });
  await registerWebAssets(app, deps.webDir ?? webDistDir, {
    cache: catalogueCache,
    publicUrl: config.PUBLIC_URL,
    movedTo: productPageRedirects(pool),
  });
  return app;
}
